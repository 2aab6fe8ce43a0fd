// Per-variant counts of one campaign from the provider's own statistics API: unique visitors of the
// campaign's pages and unique visitors who clicked an affiliate link, both told apart by the `campaign`
// and `variant` that public/analytics.js sends with the page view and every click.
import { manilaDayEnd, manilaDayStart } from '@/lib/manila-days';
import type { Analytics, Campaign } from '@/content/schema';
import { ResultsProblem } from './campaign-problem';

export interface VariantCounts {
  visitors: number;
  converters: number;
}

/** Counts by variant name; a variant nobody saw is absent. */
export type CountsByVariant = Map<string, VariantCounts>;

/** Days, YYYY-MM-DD, inclusive: Plausible reads them in the site's time zone; Umami is sent Manila's, the campaigns' calendar (lib/campaigns.ts). */
export interface DayRange {
  from: string;
  to: string;
}

export type Env = Record<string, string | undefined>;

/** POSTs JSON and returns the parsed answer; any failure is one line naming what to check. */
async function postJson(provider: string, url: string, headers: Record<string, string>, body: unknown, check: (status: number) => string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers }, body: JSON.stringify(body) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new ResultsProblem(
      `Could not reach ${provider} at ${url} (${cause?.code ?? cause?.message ?? (error as Error).message}). Check content/analytics.json host and this computer's connection.`,
    );
  }
  const text = await response.text();
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = undefined;
  }
  if (!response.ok) {
    const said = errorMessage(answer) ?? text.replace(/\s+/g, ' ').trim().slice(0, 200);
    throw new ResultsProblem(`${provider} answered HTTP ${response.status} to POST ${url}${said ? ` (${said})` : ''}. Check ${check(response.status)}.`);
  }
  if (answer === undefined)
    throw new ResultsProblem(`${provider} answered POST ${url} with something other than JSON. Check content/analytics.json host: it should be ${provider}'s address.`);
  return answer;
}

/** Plausible: `{ "error": "…" }`; Umami: `{ "error": { "message": "…" } }`. */
function errorMessage(answer: unknown): string | undefined {
  const error = (answer as { error?: unknown } | undefined)?.error;
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

const unexpected = (provider: string, what: string) =>
  new ResultsProblem(`${provider}'s answer is not the documented shape (${what}). Check that content/analytics.json host is ${provider} and not another service.`);

/**
 * Plausible's Stats API v2 (https://plausible.io/docs/stats-api): unique visitors grouped by the
 * `variant` property, first of every event of the campaign (its page views), then of the click goal.
 * The goal must exist in the site's settings under the event's name; Plausible answers 400 otherwise.
 */
export async function plausibleCounts(analytics: Analytics, campaign: Campaign, range: DayRange, env: Env): Promise<CountsByVariant> {
  const key = env.PLAUSIBLE_API_KEY;
  if (!key)
    throw new ResultsProblem(
      'PLAUSIBLE_API_KEY is not set. Fix: create a Stats API key in Plausible (Account settings > API keys) and run PLAUSIBLE_API_KEY=<key> npm run campaign:results.',
    );
  const url = `${analytics.host}/api/v2/query`;
  const check = (status: number) =>
    status === 401
      ? `that PLAUSIBLE_API_KEY is a Stats API key of an account that can see the site "${analytics.siteId}" (content/analytics.json siteId)`
      : status === 400
        ? `that the site has a custom-event goal named "${analytics.eventName}" (Site settings > Goals) and a plan with custom properties`
        : status === 429
          ? 'the rate limit (600 requests an hour): try again later'
          : `content/analytics.json host and siteId, and Plausible's status page`;
  const visitorsBy = async (filters: unknown[]) => {
    const body = { site_id: analytics.siteId, metrics: ['visitors'], date_range: [range.from, range.to], filters, dimensions: ['event:props:variant'] };
    const answer = (await postJson('Plausible', url, { Authorization: `Bearer ${key}` }, body, check)) as { results?: unknown };
    if (!Array.isArray(answer.results)) throw unexpected('Plausible', 'no results list');
    return new Map(
      answer.results.map((row: { dimensions?: unknown; metrics?: unknown }) => {
        const [variant] = Array.isArray(row.dimensions) ? row.dimensions : [];
        const [visitors] = Array.isArray(row.metrics) ? row.metrics : [];
        if (typeof variant !== 'string' || typeof visitors !== 'number') throw unexpected('Plausible', 'a result row without a variant and a visitor count');
        return [variant, visitors] as const;
      }),
    );
  };
  const ofCampaign = ['is', 'event:props:campaign', [campaign.slug]];
  const visitors = await visitorsBy([ofCampaign]);
  const converters = await visitorsBy([['is', 'event:goal', [analytics.eventName]], ofCampaign]);
  return new Map([...visitors].map(([variant, count]) => [variant, { visitors: count, converters: converters.get(variant) ?? 0 }]));
}

/** The event public/analytics.js sends with an A/B page view on Umami. */
const UMAMI_VIEW_EVENT = 'campaign_view';

/** Umami Cloud's API (https://umami.is/docs/cloud/api-key); UMAMI_API_CLIENT_ENDPOINT, its API client's setting, points elsewhere. */
const UMAMI_CLOUD_API = 'https://api.umami.is/v1';

function umamiAccess(analytics: Analytics, env: Env): { base: string; headers: Record<string, string>; name: string } {
  if (env.UMAMI_API_KEY) {
    return { base: (env.UMAMI_API_CLIENT_ENDPOINT ?? UMAMI_CLOUD_API).replace(/\/+$/, ''), headers: { 'x-umami-api-key': env.UMAMI_API_KEY }, name: 'UMAMI_API_KEY' };
  }
  if (env.UMAMI_TOKEN) return { base: `${analytics.host}/api`, headers: { Authorization: `Bearer ${env.UMAMI_TOKEN}` }, name: 'UMAMI_TOKEN' };
  throw new ResultsProblem(
    `Neither UMAMI_API_KEY nor UMAMI_TOKEN is set. Fix: for Umami Cloud set UMAMI_API_KEY (Settings > API keys); for your own Umami set UMAMI_TOKEN to the token POST ${analytics.host}/api/auth/login returns.`,
  );
}

/**
 * Umami's funnel report (https://umami.is/docs/api/reports-api), one per variant: visitors with the
 * variant's campaign_view, then those of them with a click of the same variant. Umami counts a
 * visitor (session) once per step, which its event-data endpoints do not (they count events). The
 * step filters on event data are Umami 3.1's; an older server drops them, which the echoed steps show.
 */
export async function umamiCounts(analytics: Analytics, campaign: Campaign, range: DayRange, env: Env): Promise<CountsByVariant> {
  const access = umamiAccess(analytics, env);
  const url = `${access.base}/reports/funnel`;
  const check = (status: number) =>
    status === 401 || status === 403
      ? `that ${access.name} is current and can see the website "${analytics.siteId}" (content/analytics.json siteId)${access.name === 'UMAMI_TOKEN' ? '; tokens expire, log in again for a new one' : ''}`
      : `content/analytics.json host and siteId (the website's ID), and that the server runs Umami 3.1 or later`;
  const startDate = new Date(manilaDayStart(range.from));
  const endDate = new Date(manilaDayEnd(range.to));
  // Any click in the range after a view of the same variant counts, however long the tab stayed open.
  const windowMinutes = Math.ceil((endDate.getTime() - startDate.getTime()) / 60_000);
  const counts: CountsByVariant = new Map();
  for (const variant of campaign.variants) {
    const filters = [
      { property: 'campaign', operator: 'eq', value: campaign.slug },
      { property: 'variant', operator: 'eq', value: variant.name },
    ];
    const steps = [
      { type: 'event', value: UMAMI_VIEW_EVENT, filters },
      { type: 'event', value: analytics.eventName, filters },
    ];
    const body = {
      websiteId: analytics.siteId,
      type: 'funnel',
      filters: {},
      parameters: { startDate: startDate.toISOString(), endDate: endDate.toISOString(), window: windowMinutes, steps },
    };
    const answer = await postJson('Umami', url, access.headers, body, check);
    if (!Array.isArray(answer) || answer.length !== 2) throw unexpected('Umami', 'not a list of the two funnel steps');
    const [viewed, clicked] = answer as { visitors?: unknown; filters?: unknown }[];
    if (typeof viewed?.visitors !== 'number' || typeof clicked?.visitors !== 'number') throw unexpected('Umami', 'a step without a visitor count');
    if (!Array.isArray(viewed.filters)) {
      throw new ResultsProblem(
        `Umami at ${access.base} ignored the funnel steps' event-data filters, so it cannot tell the variants apart. Fix: upgrade it to Umami 3.1 or later (Umami Cloud has them).`,
      );
    }
    if (viewed.visitors > 0) counts.set(variant.name, { visitors: viewed.visitors, converters: clicked.visitors });
  }
  return counts;
}
