// `npm run campaign:results`: per A/B campaign (content/campaigns.json) and variant, unique visitors,
// unique visitors who clicked an affiliate link, the click-through rate with its 95 % interval, and
// whether each variant differs from the first (the control) yet, from the statistics of the provider
// content/analytics.json names. `campaignResults` does the work on settings it is given (the tests
// point it at fake APIs on this computer); `main` reads them from content/ through the build's content
// check, which refuses such a host.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, isCalendarDay, manilaToday } from '@/lib/manila-days';
import { loadContent } from '@/content/load';
import { formatProblem } from '@/content/problems';
import { fileOf, type Analytics, type Campaign } from '@/content/schema';
import { ga4Counts, parseGa4Export } from './campaign-ga4-csv';
import { ResultsProblem } from './campaign-problem';
import { formatReport, type CampaignResult, type ResultsReport, type VariantResult } from './campaign-report';
import { plausibleCounts, umamiCounts, type CountsByVariant, type DayRange, type Env } from './campaign-sources';
import { compareWithControl, wilsonInterval } from './campaign-stats';
import { checkRawContent, projectChecks, readContentFiles } from './content-check';

export interface ResultsOptions {
  /** YYYY-MM-DD; default: the campaign's first day, or 30 days before `to` for a campaign without one. */
  from?: string;
  /** YYYY-MM-DD; default: today. */
  to?: string;
  /** Only this campaign's slug. */
  campaign?: string;
  /** GA4: the exploration's CSV export. */
  ga4Csv?: string;
  /** Today in Manila, YYYY-MM-DD; given by tests. */
  today?: string;
}

function variantResults(campaign: Campaign, counts: CountsByVariant): VariantResult[] {
  const rows = campaign.variants.map(({ name }) => ({ name, ...(counts.get(name) ?? { visitors: 0, converters: 0 }) }));
  const inconsistent = (row: (typeof rows)[number]) => row.converters > row.visitors;
  const control = rows[0]!;
  return rows.map((row, index) => {
    const problem = inconsistent(row)
      ? 'more clickers than visitors: the clicks were counted without their page views (check the dates and the provider setup)'
      : index > 0 && inconsistent(control)
        ? `not compared: the control (${control.name}) has more clickers than visitors`
        : undefined;
    return {
      ...row,
      rate: row.visitors > 0 && !problem ? row.converters / row.visitors : null,
      interval: problem ? null : wilsonInterval(row.converters, row.visitors),
      comparison: index === 0 || problem ? null : compareWithControl(control, row),
      ...(problem ? { problem } : {}),
    };
  });
}

function chosenCampaigns(campaigns: Campaign[], slug: string | undefined): Campaign[] {
  if (campaigns.length === 0) {
    throw new ResultsProblem(
      formatProblem({
        file: fileOf('campaigns'),
        entry: 'campaigns.campaigns',
        problem: 'there is no campaign, so there is nothing to count',
        fix: 'add the campaign whose results you want',
      }),
    );
  }
  if (slug === undefined) return campaigns;
  const chosen = campaigns.filter((campaign) => campaign.slug === slug);
  if (chosen.length === 0)
    throw new ResultsProblem(`--campaign ${slug}: content/campaigns.json has no such campaign. Fix: use one of ${campaigns.map((campaign) => campaign.slug).join(', ')}.`);
  return chosen;
}

function checkedDays(options: ResultsOptions) {
  for (const [option, day] of [
    ['--from', options.from],
    ['--to', options.to],
  ] as const) {
    if (day !== undefined && !isCalendarDay(day)) throw new ResultsProblem(`${option} ${day}: not a day. Fix: write it as YYYY-MM-DD, e.g. 2026-11-01.`);
  }
  if (options.from && options.to && options.from > options.to) throw new ResultsProblem(`--from ${options.from} is after --to ${options.to}. Fix: swap them.`);
}

async function fromGa4Export(analytics: Analytics, campaigns: Campaign[], options: ResultsOptions): Promise<ResultsReport> {
  if (!options.ga4Csv) {
    throw new ResultsProblem(
      'GA4 is read from an export, not an API. Fix: in GA4 make a free-form exploration with Event name, campaign and variant as rows and Total users as the value, Export data > Download CSV, and pass it with --ga4-csv <file>.',
    );
  }
  if (options.from || options.to) throw new ResultsProblem('--from and --to do not apply to a GA4 export. Fix: set the dates in the exploration and export it again.');
  let text: string;
  try {
    text = readFileSync(options.ga4Csv, 'utf8');
  } catch (error) {
    throw new ResultsProblem(
      `--ga4-csv ${options.ga4Csv}: the file cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}). Fix: give the path of the exported CSV.`,
    );
  }
  const exported = parseGa4Export(text, options.ga4Csv);
  return {
    provider: 'ga4',
    days: "the exploration's dates",
    campaigns: campaigns.map((campaign) => ({
      slug: campaign.slug,
      name: campaign.name,
      from: exported.from,
      to: exported.to,
      variants: variantResults(campaign, ga4Counts(exported, campaign, analytics.eventName)),
    })),
  };
}

/** The report for `campaigns` from the provider `analytics` names; a problem is a ResultsProblem of one line. */
export async function campaignResults(analytics: Analytics, campaigns: Campaign[], options: ResultsOptions, env: Env): Promise<ResultsReport> {
  if (analytics.provider === 'none') {
    throw new ResultsProblem(
      formatProblem({
        file: fileOf('analytics'),
        entry: 'analytics.provider',
        problem: '"none": the site sends no analytics, so there is nothing to count',
        fix: 'set provider to plausible, umami or ga4, with its host and siteId, and publish the site',
      }),
    );
  }
  checkedDays(options);
  const chosen = chosenCampaigns(campaigns, options.campaign);
  if (analytics.provider === 'ga4') return fromGa4Export(analytics, chosen, options);
  const counts = analytics.provider === 'plausible' ? plausibleCounts : umamiCounts;
  const today = options.today ?? manilaToday();
  const to = options.to ?? today;
  const results: CampaignResult[] = [];
  for (const campaign of chosen) {
    const range: DayRange = { from: options.from ?? (campaign.starts || addDays(to, -30)), to };
    const base = { slug: campaign.slug, name: campaign.name, ...range };
    // Without --from the range is empty only when the campaign starts after `to`.
    const note = options.from ? `--from ${options.from} is after ${to}: no results yet.` : `It starts on ${campaign.starts}: no results before then.`;
    if (range.from > range.to) results.push({ ...base, note, variants: [] });
    else results.push({ ...base, variants: variantResults(campaign, await counts(analytics, campaign, range, env)) });
  }
  return { provider: analytics.provider, days: analytics.provider === 'plausible' ? "days in the site's time zone" : 'Manila days', campaigns: results };
}

const USAGE = 'npm run campaign:results -- [--campaign <slug>] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--ga4-csv <file>] [--json]';

const ROOT = join(__dirname, '..');

/**
 * The analytics settings and campaigns as the build reads them: content/ (CONTENT_DIR elsewhere; public/
 * and app/ are the project's, as for `npm run validate-content`), with the build's AFFILIATE_URL,
 * SITE_URL and NO_ANALYTICS overrides; null after printing the content check's lines.
 */
function readContent(env: Env): { analytics: Analytics; campaigns: Campaign[] } | null {
  const checks = projectChecks(join(ROOT, 'public'), join(ROOT, 'app'));
  const read = readContentFiles(env.CONTENT_DIR ?? join(ROOT, 'content'));
  const errors = read.errors.length > 0 ? read.errors : checkRawContent(read.raw, env, checks).errors;
  if (errors.length > 0) {
    for (const error of errors) console.error(formatProblem(error));
    return null;
  }
  const content = loadContent(read.raw, env, checks);
  return { analytics: content.analytics, campaigns: content.campaigns.campaigns };
}

/** Reads argv and content/, prints the report (or the content check's lines); resolves to the exit code. */
export async function main(argv: string[], env: Env): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        campaign: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        'ga4-csv': { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new ResultsProblem(`${(error as Error).message.split('\n')[0]!.replace(/\.?$/, '.')} Usage: ${USAGE}`);
  }
  if (values.help) {
    console.log(`Usage: ${USAGE}`);
    return 0;
  }
  const content = readContent(env);
  if (!content) return 1;
  // npm runs scripts from the project root; a relative path means the caller's folder.
  const ga4Csv = values['ga4-csv'] === undefined ? undefined : resolve(env.INIT_CWD ?? process.cwd(), values['ga4-csv']);
  const report = await campaignResults(content.analytics, content.campaigns, { from: values.from, to: values.to, campaign: values.campaign, ga4Csv }, env);
  process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (!(error instanceof ResultsProblem)) throw error;
      console.error(error.message);
      process.exit(1);
    },
  );
}
