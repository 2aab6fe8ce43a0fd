// The shape of a bench run: the pages measured and bench/results/latest.json.
import type { Bytes, Size } from './bytes';
import type { Diagnostics, Metrics, RunSummary, Scores } from './lighthouse';

export type Target = 'site' | 'floor' | 'limit';

export interface Page {
  name: string;
  target: Target;
  /** with --compare: the build variant (bench/lib/variants.ts) */
  variant?: string;
  route: string;
  dir: string;
  url?: string;
  bytes?: Bytes;
  payload?: Size | null;
  resources?: { path: string; type: string; status: number; raw: number; br: number }[];
  httpErrors?: string[];
  runs?: (RunSummary | { scores: Scores; metrics: Metrics })[];
  lighthouse?: Scores;
  metrics?: Metrics;
  failingAudits?: string[];
  diagnostics?: Diagnostics;
  lighthouseErrors?: string[];
}

export interface BuildTiming {
  seconds: number;
  cache: 'warm' | 'cold';
}

export interface Ratio {
  floor: number | null;
  limit: number | null;
}

export interface Results {
  generatedAt: string;
  options: { runs: number; build: boolean; cold: boolean; compress: boolean; only: string[] };
  machine: { cpus: number; loadAverageAtStart: number[] };
  versions: Record<string, string>;
  build: Partial<Record<Target, BuildTiming>>;
  pages: Omit<Page, 'dir'>[];
  ratios: { route: string; js: Ratio; transfer: Ratio; tbt: Ratio }[];
  /** what each analytics provider adds (bench/analytics-cost.tsx) */
  analytics?: unknown[];
  budgets: { checked: number; exempt: string[]; over: string[]; unmeasured: { label: string; name: string }[] };
}
