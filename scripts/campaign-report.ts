// What `npm run campaign:results` prints: per campaign, an aligned table a marketer can read (or, with
// --json, the same figures unrounded for a program).
import type { Analytics } from '@/content/schema';
import type { Comparison, Interval } from './campaign-stats';

export interface VariantResult {
  name: string;
  /** Unique visitors of the variant's page. */
  visitors: number;
  /** Unique visitors who clicked an affiliate link. */
  converters: number;
  /** converters / visitors; null without visitors. */
  rate: number | null;
  /** The rate's 95 % Wilson interval. */
  interval: Interval | null;
  /** Against the first variant (the control); null for the control and for counts that cannot be compared. */
  comparison: Comparison | null;
  /** Why the counts cannot be compared. */
  problem?: string;
}

export interface CampaignResult {
  slug: string;
  name: string;
  from: string;
  to: string;
  /** Why there are no counts (the campaign has not started). */
  note?: string;
  variants: VariantResult[];
}

export interface ResultsReport {
  provider: Exclude<Analytics['provider'], 'none'>;
  /** Whose days `from` and `to` are. */
  days: string;
  campaigns: CampaignResult[];
}

const PROVIDER_NAMES = { plausible: 'Plausible', umami: 'Umami', ga4: 'GA4' } as const;

const count = (value: number) => value.toLocaleString('en-US');
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const points = (value: number) => `${(Math.abs(value) * 100).toFixed(2)} points`;
const pValue = (value: number) => (value < 0.001 ? 'p < 0.001' : `p = ${value.toFixed(3)}`);
/** "About" figures: two significant digits, rounded up (1,094 -> 1,100). */
const roughly = (value: number) => {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(value, 1))) - 1);
  return count(Math.ceil(value / step) * step);
};

function compared(variant: VariantResult, isControl: boolean): string {
  if (variant.problem) return variant.problem;
  if (isControl) return 'control';
  const comparison = variant.comparison;
  if (!comparison || comparison.outcome === 'too few visitors') return 'no visitors to compare yet';
  if (comparison.outcome === 'no difference') return 'no difference observed';
  const direction = `${comparison.difference > 0 ? 'better' : 'worse'} by ${points(comparison.difference)}`;
  if (comparison.outcome === 'significant') return `${direction}: significant (${pValue(comparison.pValue)})`;
  if (comparison.moreVisitorsPerVariant === 0) {
    return `${direction}: not significant (${pValue(comparison.pValue)}), though both have the ${count(comparison.neededPerVariant)} visitors that difference needs: the real one is likely smaller`;
  }
  return `${direction}: not significant yet (${pValue(comparison.pValue)}); needs about ${roughly(comparison.moreVisitorsPerVariant)} more visitors per variant`;
}

/** Columns padded to their widest cell: numbers to the right, words to the left. */
function table(rows: string[][], rightAligned: boolean[]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) =>
    row
      .map((cell, column) => (rightAligned[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
}

function campaignLines(campaign: CampaignResult, report: ResultsReport): string[] {
  const title = `${campaign.slug}: ${campaign.name}`;
  if (campaign.note) return [title, `  ${campaign.note}`];
  const heading = [title, `  ${campaign.from} to ${campaign.to} (${PROVIDER_NAMES[report.provider]}, ${report.days})`];
  const control = campaign.variants[0]!.name;
  const rows = [
    ['Variant', 'Visitors', 'Clicked', 'CTR', '95% CI', `Compared with ${control}`],
    ...campaign.variants.map((variant, index) => [
      variant.name,
      count(variant.visitors),
      count(variant.converters),
      variant.rate === null ? '-' : percent(variant.rate),
      variant.interval ? `${percent(variant.interval.low)} - ${percent(variant.interval.high)}` : '-',
      compared(variant, index === 0),
    ]),
  ];
  return [...heading, ...table(rows, [false, true, true, true, false, false]).map((line) => `  ${line}`)];
}

const LEGEND = [
  'Visitors: unique visitors of the variant. Clicked: those of them who clicked an affiliate link. CTR: Clicked / Visitors,',
  'with its 95% confidence interval (Wilson score). Significant: two-sided two-proportion z-test against the first variant,',
  'p < 0.05. "More visitors": what an 80% chance of detecting the difference seen so far takes.',
];

export function formatReport(report: ResultsReport): string {
  return `${[...report.campaigns.flatMap((campaign) => [...campaignLines(campaign, report), '']), ...LEGEND].join('\n')}\n`;
}
