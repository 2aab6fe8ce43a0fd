// One Lighthouse run per call (mobile, simulated throttling, a fresh Chromium profile), and medians across runs.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROME_PATH, CHROME_FLAGS } from './chrome';

const LIGHTHOUSE_CLI = require.resolve('lighthouse/cli/index.js');

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number | null>;
export type MetricKey = keyof typeof METRICS;
export type Metrics = Record<MetricKey, number | null>;

/** The parts of a Lighthouse report (LHR) the bench reads. */
interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
}

export interface Diagnostics {
  bootup: { url: unknown; totalMs: number; scriptingMs: number }[];
  mainThread: { group: unknown; ms: number }[];
  longTasks: { url: unknown; startMs: number; ms: number }[];
  lcpElement: unknown;
}

export interface RunSummary {
  scores: Scores;
  metrics: Metrics;
  failing: string[];
  diagnostics: Diagnostics;
}

export const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/**
 * One Lighthouse run with the default mobile config (simulated throttling), in a Chromium
 * started for this run alone with a fresh profile. Returns the summary and the full report.
 */
export async function runLighthouse(url: string): Promise<{ summary: RunSummary; report: unknown }> {
  const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
    logLevel: 'silent',
  });
  try {
    // Lighthouse's own CLI in plain Node: run inside tsx, its page functions would carry esbuild's
    // __name helpers into the page ("__name is not defined").
    const report = path.join(userDataDir, 'report.json');
    await promisify(execFile)(
      process.execPath,
      [LIGHTHOUSE_CLI, url, `--port=${chrome.port}`, '--output=json', `--output-path=${report}`, `--only-categories=${CATEGORIES.join(',')}`, '--quiet'],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const lhr = JSON.parse(await fs.readFile(report, 'utf8')) as Lhr;
    if (lhr.runtimeError) {
      throw Object.assign(new Error(`${url}: ${lhr.runtimeError.message}`), { code: lhr.runtimeError.code });
    }
    return { summary: summarize(lhr), report: lhr };
  } finally {
    chrome.kill();
    await fs.rm(userDataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

function summarize(lhr: Lhr): RunSummary {
  const scores = {} as Scores;
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    scores[id] = score == null ? null : Math.round(score * 100);
  }
  const metrics = {} as Metrics;
  for (const [key, id] of Object.entries(METRICS) as [MetricKey, string][]) {
    const value = lhr.audits[id]?.numericValue;
    // CLS is compared as Lighthouse displays it (3 decimals); times in whole ms.
    metrics[key] = value == null ? null : key === 'cls' ? Number(value.toFixed(3)) : Math.round(value);
  }
  const failing: string[] = [];
  for (const id of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (audit && ref.weight > 0 && audit.score !== null && audit.score < 1) failing.push(`${id}/${ref.id}`);
    }
  }
  return { scores, metrics, failing, diagnostics: diagnostics(lhr) };
}

function diagnostics(lhr: Lhr): Diagnostics {
  type Item = Record<string, unknown> & { total?: number; scripting?: number; duration?: number; startTime?: number };
  const items = (id: string) => (lhr.audits[id]?.details?.items ?? []) as Item[];
  const ms = (n: number | undefined) => Math.round(n ?? 0);
  return {
    bootup: items('bootup-time')
      .slice(0, 5)
      .map((item) => ({ url: item.url, totalMs: ms(item.total), scriptingMs: ms(item.scripting) })),
    mainThread: items('mainthread-work-breakdown')
      .slice(0, 5)
      .map((item) => ({ group: item.groupLabel ?? item.group, ms: ms(item.duration) })),
    longTasks: items('long-tasks')
      .slice(0, 5)
      .map((item) => ({ url: item.url, startMs: ms(item.startTime), ms: ms(item.duration) })),
    lcpElement: items('lcp-breakdown-insight').find((item) => item.type === 'node')?.snippet ?? null,
  };
}

export function median(values: (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Median per metric across runs (each figure independently, as the budgets ask). */
export function medianOfRuns(runs: { scores: Scores; metrics: Metrics }[]): { scores: Scores; metrics: Metrics } {
  const scores = {} as Scores;
  for (const id of CATEGORIES) scores[id] = median(runs.map((r) => r.scores[id]));
  const metrics = {} as Metrics;
  for (const key of Object.keys(METRICS) as MetricKey[]) metrics[key] = median(runs.map((r) => r.metrics[key]));
  return { scores, metrics };
}
