/** @jest-environment node */
import { execFile, type ExecFileException } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatProblem } from '@/content/problems';
import type { Analytics, Campaign } from '@/content/schema';
import { parseGa4Export } from '@/scripts/campaign-ga4-csv';
import { ResultsProblem } from '@/scripts/campaign-problem';
import { formatReport } from '@/scripts/campaign-report';
import { campaignResults, type ResultsOptions } from '@/scripts/campaign-results';
import type { Env } from '@/scripts/campaign-sources';
import { checkRawContent, projectChecks, readContentFiles } from '@/scripts/content-check';
import { startFakePlausible, startFakeUmami, variantTraffic, type FakeApi } from '@/test-support/fake-analytics-apis';
import { freePort } from '@/test-support/ports';

const ROOT = join(__dirname, '..');
const FIXTURES = join(__dirname, 'fixtures');
const GA4_EXPORT = join(FIXTURES, 'ga4-exploration-export.csv');
const SITE = 'www.example.com';
const WEBSITE_ID = '6c8a7f2e-1b4d-4e0a-9a53-2f1d3c5b7e90';
const NOV_10 = '2026-11-10T04:00:00.000Z';

/** A variant that changes nothing in the first screen. */
const HOME_HERO: Campaign['variants'][number]['hero'] = { title: undefined, intro: undefined, offerLabel: undefined, offerAmount: undefined, ctaLabel: undefined, art: undefined };

/** A campaign as content/campaigns.json holds it once loaded; the results read its slug, name, first day and variant names. */
const campaignOf = (slug: string, name: string, starts: string, variants: string[]): Campaign => ({
  slug,
  name,
  starts,
  ends: undefined,
  indexed: false,
  sections: [],
  variants: variants.map((variant) => ({ name: variant, weight: 100 / variants.length, hero: HOME_HERO })),
});
const FACEBOOK = campaignOf('free-100-facebook', 'Facebook ads: Free 100 for new members', '2026-11-01', ['a', 'b', 'c']);
const SUMMER = campaignOf('summer-reload', 'Summer reload', '2026-12-01', ['a', 'b']);

/** content/analytics.json once loaded; the results read its provider, host, site and event name. */
const analyticsOf = (provider: Analytics['provider'], host: string, siteId: string): Analytics => ({
  provider,
  host,
  siteId,
  eventName: 'cta_click',
  consent: {
    text: 'With your consent we count visits.',
    accept: 'Accept',
    decline: 'Decline',
    settings: 'Cookie settings',
    privacyNotice: { label: 'Privacy notice', href: 'https://www.example.com/privacy', context: undefined },
  },
});
const TODAY: ResultsOptions = { today: '2026-11-30' };

/** a: 1,204 visitors, 97 clicked; b: 1,188 and 131; c: 310 and 27; and what must not count. */
function traffic(viewEvent: string) {
  const of = (campaign: string, variant: string, visitors: number, clickers: number, at = NOV_10) =>
    variantTraffic({ campaign, variant, visitors, clickers, at, viewEvent, clickEvent: 'cta_click' });
  return [
    ...of('free-100-facebook', 'a', 1204, 97),
    ...of('free-100-facebook', 'b', 1188, 131),
    ...of('free-100-facebook', 'c', 310, 27),
    ...of('free-100-facebook', 'a', 40, 40, '2026-10-20T04:00:00.000Z'), // before the campaign's first day
    ...of('another-campaign', 'a', 500, 400),
  ];
}

const EXPECTED_COUNTS = [
  { name: 'a', visitors: 1204, converters: 97 },
  { name: 'b', visitors: 1188, converters: 131 },
  { name: 'c', visitors: 310, converters: 27 },
];

/** The report's promise, for a one-line problem: its message. */
async function problemOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => {
      throw new Error('expected a problem, got a report');
    },
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ResultsProblem);
  const message = (error as Error).message;
  expect(message.split('\n')).toHaveLength(1);
  return message;
}

describe('Plausible', () => {
  let api: FakeApi;
  let analytics: Analytics;
  const env: Env = { PLAUSIBLE_API_KEY: 'plausible-key' };
  beforeAll(async () => {
    api = await startFakePlausible({ apiKey: 'plausible-key', siteId: SITE, goals: ['cta_click'], events: traffic('pageview') });
    analytics = analyticsOf('plausible', api.url, SITE);
  });
  afterAll(() => api.close());
  beforeEach(() => api.requests.splice(0));

  it('counts unique visitors and unique clickers per variant through the Stats API v2, and compares each variant with the first', async () => {
    const report = await campaignResults(analytics, [FACEBOOK, SUMMER], TODAY, env);
    const [facebook, summer] = report.campaigns;
    expect(facebook).toMatchObject({ from: '2026-11-01', to: '2026-11-30', variants: EXPECTED_COUNTS });
    expect(facebook!.variants.map((variant) => variant.comparison?.outcome ?? null)).toEqual([null, 'significant', 'not significant']);
    expect(summer).toEqual(expect.objectContaining({ note: 'It starts on 2026-12-01: no results before then.', variants: [] }));
    const sent = api.requests.map(({ method, path, headers, body }) => ({ method, path, auth: headers.authorization, type: headers['content-type'], query: JSON.parse(body) }));
    const query = { site_id: SITE, metrics: ['visitors'], date_range: ['2026-11-01', '2026-11-30'], dimensions: ['event:props:variant'] };
    const ofCampaign = ['is', 'event:props:campaign', ['free-100-facebook']];
    expect(sent).toEqual([
      { method: 'POST', path: '/api/v2/query', auth: 'Bearer plausible-key', type: 'application/json', query: { ...query, filters: [ofCampaign] } },
      {
        method: 'POST',
        path: '/api/v2/query',
        auth: 'Bearer plausible-key',
        type: 'application/json',
        query: { ...query, filters: [['is', 'event:goal', ['cta_click']], ofCampaign] },
      },
    ]);
  });

  it('prints one aligned table per campaign a marketer can read', async () => {
    const report = await campaignResults(analytics, [FACEBOOK, SUMMER], TODAY, env);
    expect(formatReport(report)).toBe(
      [
        'free-100-facebook: Facebook ads: Free 100 for new members',
        "  2026-11-01 to 2026-11-30 (Plausible, days in the site's time zone)",
        '  Variant  Visitors  Clicked     CTR  95% CI          Compared with a',
        '  a           1,204       97   8.06%  6.65% - 9.73%   control',
        '  b           1,188      131  11.03%  9.37% - 12.94%  better by 2.97 points: significant (p = 0.013)',
        '  c             310       27   8.71%  6.05% - 12.38%  better by 0.65 points: not significant yet (p = 0.708); needs about 28,000 more visitors per variant',
        '',
        'summer-reload: Summer reload',
        '  It starts on 2026-12-01: no results before then.',
        '',
        'Visitors: unique visitors of the variant. Clicked: those of them who clicked an affiliate link. CTR: Clicked / Visitors,',
        'with its 95% confidence interval (Wilson score). Significant: two-sided two-proportion z-test against the first variant,',
        'p < 0.05. "More visitors": what an 80% chance of detecting the difference seen so far takes.',
        '',
      ].join('\n'),
    );
  });

  it('--from and --to replace the campaign dates; --campaign picks one', async () => {
    const report = await campaignResults(analytics, [FACEBOOK, SUMMER], { ...TODAY, from: '2026-10-01', to: '2026-10-31', campaign: 'free-100-facebook' }, env);
    expect(report.campaigns).toHaveLength(1);
    expect(report.campaigns[0]!.variants.map(({ visitors, converters }) => [visitors, converters])).toEqual([
      [40, 40],
      [0, 0],
      [0, 0],
    ]);
  });

  it('a key Plausible refuses: one line with the status, its message and what to check', async () => {
    expect(await problemOf(campaignResults(analytics, [FACEBOOK], TODAY, { PLAUSIBLE_API_KEY: 'wrong' }))).toBe(
      `Plausible answered HTTP 401 to POST ${api.url}/api/v2/query (Invalid API key or site ID. Please make sure you're using a valid API key with access to the site you've requested.). ` +
        `Check that PLAUSIBLE_API_KEY is a Stats API key of an account that can see the site "${SITE}" (content/analytics.json siteId).`,
    );
  });

  it('a click event with no goal in Plausible: its 400, and the goal to add', async () => {
    const message = await problemOf(campaignResults({ ...analytics, eventName: 'affiliate_click' }, [FACEBOOK], TODAY, env));
    expect(message).toContain('HTTP 400');
    expect(message).toContain('The goal `affiliate_click` is not configured for this site.');
    expect(message).toContain('Check that the site has a custom-event goal named "affiliate_click" (Site settings > Goals)');
  });

  it('without PLAUSIBLE_API_KEY: one line naming it, and nothing is sent', async () => {
    expect(await problemOf(campaignResults(analytics, [FACEBOOK], TODAY, {}))).toMatch(/^PLAUSIBLE_API_KEY is not set\. Fix: create a Stats API key/);
    expect(api.requests).toHaveLength(0);
  });

  it('a host that does not answer: one line naming it', async () => {
    const host = `http://127.0.0.1:${await freePort()}`;
    expect(await problemOf(campaignResults({ ...analytics, host }, [FACEBOOK], TODAY, env))).toBe(
      `Could not reach Plausible at ${host}/api/v2/query (ECONNREFUSED). Check content/analytics.json host and this computer's connection.`,
    );
  });
});

describe('Umami', () => {
  const expectedBody = (variant: string) => {
    const filters = [
      { property: 'campaign', operator: 'eq', value: 'free-100-facebook' },
      { property: 'variant', operator: 'eq', value: variant },
    ];
    return {
      websiteId: WEBSITE_ID,
      type: 'funnel',
      filters: {},
      // Manila days: 2026-11-01 00:00 to 2026-11-30 24:00 at UTC+8.
      parameters: {
        startDate: '2026-10-31T16:00:00.000Z',
        endDate: '2026-11-30T15:59:59.999Z',
        window: 43200,
        steps: [
          { type: 'event', value: 'campaign_view', filters },
          { type: 'event', value: 'cta_click', filters },
        ],
      },
    };
  };

  describe('Umami Cloud (an API key)', () => {
    let api: FakeApi;
    let analytics: Analytics;
    beforeAll(async () => {
      api = await startFakeUmami({ websiteId: WEBSITE_ID, apiKey: 'umami-key', events: traffic('campaign_view') });
      analytics = analyticsOf('umami', 'https://cloud.umami.is', WEBSITE_ID);
    });
    afterAll(() => api.close());

    it('one funnel report per variant: visitors with its campaign_view, then those who clicked', async () => {
      const report = await campaignResults(analytics, [FACEBOOK], TODAY, { UMAMI_API_KEY: 'umami-key', UMAMI_API_CLIENT_ENDPOINT: `${api.url}/v1` });
      expect(report).toMatchObject({ provider: 'umami', days: 'Manila days', campaigns: [{ variants: EXPECTED_COUNTS }] });
      expect(api.requests.map(({ method, path, headers, body }) => ({ method, path, key: headers['x-umami-api-key'], body: JSON.parse(body) }))).toEqual(
        ['a', 'b', 'c'].map((variant) => ({ method: 'POST', path: '/v1/reports/funnel', key: 'umami-key', body: expectedBody(variant) })),
      );
    });

    it('a key Umami refuses: one line with the status and what to check', async () => {
      expect(await problemOf(campaignResults(analytics, [FACEBOOK], TODAY, { UMAMI_API_KEY: 'old-key', UMAMI_API_CLIENT_ENDPOINT: `${api.url}/v1` }))).toBe(
        `Umami answered HTTP 401 to POST ${api.url}/v1/reports/funnel (Unauthorized). Check that UMAMI_API_KEY is current and can see the website "${WEBSITE_ID}" (content/analytics.json siteId).`,
      );
    });
  });

  describe('self-hosted Umami (a login token)', () => {
    let api: FakeApi;
    let analytics: Analytics;
    beforeAll(async () => {
      api = await startFakeUmami({ websiteId: WEBSITE_ID, token: 'login-token', events: traffic('campaign_view') });
      analytics = analyticsOf('umami', api.url, WEBSITE_ID);
    });
    afterAll(() => api.close());

    it('asks {host}/api with the bearer token', async () => {
      const report = await campaignResults(analytics, [FACEBOOK], TODAY, { UMAMI_TOKEN: 'login-token' });
      expect(report.campaigns[0]!.variants).toMatchObject(EXPECTED_COUNTS);
      expect(api.requests.every(({ path, headers }) => path === '/api/reports/funnel' && headers.authorization === 'Bearer login-token')).toBe(true);
    });

    it('an expired token: one line saying to log in again', async () => {
      expect(await problemOf(campaignResults(analytics, [FACEBOOK], TODAY, { UMAMI_TOKEN: 'expired' }))).toMatch(
        /^Umami answered HTTP 401 .* Check that UMAMI_TOKEN is current .*; tokens expire, log in again for a new one\.$/,
      );
    });

    it('without credentials: one line naming both variables', async () => {
      expect(await problemOf(campaignResults(analytics, [FACEBOOK], TODAY, {}))).toBe(
        `Neither UMAMI_API_KEY nor UMAMI_TOKEN is set. Fix: for Umami Cloud set UMAMI_API_KEY (Settings > API keys); for your own Umami set UMAMI_TOKEN to the token POST ${api.url}/api/auth/login returns.`,
      );
    });
  });

  it('a server before Umami 3.1, which drops the step filters: refused, not miscounted', async () => {
    const api = await startFakeUmami({ websiteId: WEBSITE_ID, token: 'login-token', events: traffic('campaign_view'), stepFilters: false });
    try {
      const analytics = analyticsOf('umami', api.url, WEBSITE_ID);
      expect(await problemOf(campaignResults(analytics, [FACEBOOK], TODAY, { UMAMI_TOKEN: 'login-token' }))).toBe(
        `Umami at ${api.url}/api ignored the funnel steps' event-data filters, so it cannot tell the variants apart. Fix: upgrade it to Umami 3.1 or later (Umami Cloud has them).`,
      );
    } finally {
      await api.close();
    }
  });
});

describe('GA4 (an exploration exported as CSV)', () => {
  const analytics = analyticsOf('ga4', 'https://www.googletagmanager.com', 'G-TEST123');
  const TWO_VARIANTS = { ...FACEBOOK, variants: FACEBOOK.variants.slice(0, 2) };

  it("reads Total users of page_view and of the click event per variant, over the export's own dates", async () => {
    const report = await campaignResults(analytics, [TWO_VARIANTS], { ga4Csv: GA4_EXPORT }, {});
    expect(report).toMatchObject({ provider: 'ga4', campaigns: [{ from: '2026-11-01', to: '2026-11-30', variants: EXPECTED_COUNTS.slice(0, 2) }] });
  });

  it('refuses a CSV that is not a GA4 export, in one line', async () => {
    const file = join(FIXTURES, 'ga4-plain-table.csv');
    expect(await problemOf(campaignResults(analytics, [TWO_VARIANTS], { ga4Csv: file }, {}))).toBe(
      `${file}: this is not a GA4 export: it has no "# Start date:" and "# End date:" lines. Fix: in the GA4 exploration use Export data > Download CSV and pass that file unedited.`,
    );
  });

  it('without --ga4-csv, or with dates of its own: one line saying how to export', async () => {
    expect(await problemOf(campaignResults(analytics, [TWO_VARIANTS], {}, {}))).toMatch(/^GA4 is read from an export, not an API\. Fix: .* pass it with --ga4-csv <file>\.$/);
    expect(await problemOf(campaignResults(analytics, [TWO_VARIANTS], { ga4Csv: GA4_EXPORT, from: '2026-11-05' }, {}))).toMatch(/^--from and --to do not apply to a GA4 export\./);
  });

  const exportOf = (table: string) =>
    `# ----------------------------------------\n# Free form 1\n# ----------------------------------------\n#\n# Start date: 20261101\n# End date: 20261130\n${table}`;

  it('skips a totals row, reads quoted counts with thousands separators, and stops at the next "#" section', () => {
    const exported = parseGa4Export(
      exportOf(
        'Event name,variant,campaign,Total users\nGrand total,,,"9,999"\npage_view,a,free-100-facebook,"1,204"\ncta_click,a,free-100-facebook,97\n\n# Second table\npage_view,a,free-100-facebook,5\n',
      ),
      'export.csv',
    );
    expect(exported).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      users: new Map([
        [JSON.stringify(['page_view', 'free-100-facebook', 'a']), 1204],
        [JSON.stringify(['cta_click', 'free-100-facebook', 'a']), 97],
      ]),
    });
  });

  it('refuses a table without the needed columns, or whose rows repeat (another dimension: users cannot be added up)', () => {
    expect(() => parseGa4Export(exportOf('Event name,campaign,Event count\npage_view,free-100-facebook,20\n'), 'export.csv')).toThrow(
      /^export\.csv: the table has no "variant", "Total users" column \(its header is "Event name,campaign,Event count"\)\. Fix: make a free-form exploration/,
    );
    expect(() =>
      parseGa4Export(
        exportOf('Date,Event name,campaign,variant,Total users\n20261101,page_view,free-100-facebook,a,20\n20261102,page_view,free-100-facebook,a,25\n'),
        'export.csv',
      ),
    ).toThrow('export.csv: line 9 repeats page_view / free-100-facebook / a: the exploration has another row dimension or a segment');
  });
});

describe('settings and options', () => {
  const plausible = analyticsOf('plausible', 'https://plausible.io', SITE);

  it('provider none: one line saying to configure analytics', async () => {
    expect(await problemOf(campaignResults({ ...plausible, provider: 'none' }, [FACEBOOK], TODAY, {}))).toBe(
      'content/analytics.json: analytics.provider: "none": the site sends no analytics, so there is nothing to count. Fix: set provider to plausible, umami or ga4, with its host and siteId, and publish the site.',
    );
  });

  it('no campaign: one line saying to add one', async () => {
    expect(await problemOf(campaignResults(plausible, [], TODAY, {}))).toBe(
      'content/campaigns.json: campaigns.campaigns: there is no campaign, so there is nothing to count. Fix: add the campaign whose results you want.',
    );
  });

  it('a --from after today: a note instead of counts, and nothing asked', async () => {
    const report = await campaignResults(plausible, [FACEBOOK], { ...TODAY, from: '2026-12-05' }, {});
    expect(report.campaigns).toEqual([expect.objectContaining({ note: '--from 2026-12-05 is after 2026-11-30: no results yet.', variants: [] })]);
  });

  it('an unknown --campaign, a day that is not one, --from after --to: one line each', async () => {
    expect(await problemOf(campaignResults(plausible, [FACEBOOK, SUMMER], { campaign: 'nope' }, {}))).toBe(
      '--campaign nope: content/campaigns.json has no such campaign. Fix: use one of free-100-facebook, summer-reload.',
    );
    expect(await problemOf(campaignResults(plausible, [FACEBOOK], { from: '2026-02-30' }, {}))).toBe('--from 2026-02-30: not a day. Fix: write it as YYYY-MM-DD, e.g. 2026-11-01.');
    expect(await problemOf(campaignResults(plausible, [FACEBOOK], { to: '2026-13-01' }, {}))).toBe('--to 2026-13-01: not a day. Fix: write it as YYYY-MM-DD, e.g. 2026-11-01.');
    expect(await problemOf(campaignResults(plausible, [FACEBOOK], { from: '2026-11-20', to: '2026-11-01' }, {}))).toBe(
      '--from 2026-11-20 is after --to 2026-11-01. Fix: swap them.',
    );
  });
});

describe('npm run campaign:results', () => {
  const CONTENT = join(ROOT, 'content');
  let contentDir: string;

  const editJson = <T>(file: string, edit: (value: T) => void) => {
    const path = join(contentDir, file);
    const value = JSON.parse(readFileSync(path, 'utf8')) as T;
    edit(value);
    writeFileSync(path, JSON.stringify(value, null, 2));
  };
  /** What the edits below touch of content/campaigns.json. */
  interface CampaignsFile {
    campaigns: { slug: string; name: string; starts: string; ends: string; variants: { name: string; weight: number }[] }[];
  }

  // A copy of content/ the command reads through CONTENT_DIR: GA4 (no network), one campaign with the export's slug and variants.
  beforeEach(() => {
    contentDir = mkdtempSync(join(tmpdir(), 'campaign-results-'));
    cpSync(CONTENT, contentDir, { recursive: true, filter: (source) => source === CONTENT || source.endsWith('.json') });
    editJson<Analytics>('analytics.json', (analytics) =>
      Object.assign(analytics, { provider: 'ga4', host: 'https://www.googletagmanager.com', siteId: 'G-TEST123', eventName: 'cta_click' }),
    );
    editJson<CampaignsFile>('campaigns.json', (file) => {
      const shipped = file.campaigns[0]!;
      const variants = ['a', 'b'].map((name) => ({ ...shipped.variants[0]!, name, weight: 50 }));
      file.campaigns = [{ ...shipped, slug: FACEBOOK.slug, name: FACEBOOK.name, starts: '2026-11-01', ends: '', variants }];
    });
  });
  afterEach(() => rmSync(contentDir, { recursive: true, force: true }));

  /** The command as npm runs it (tsx), with content from `contentDir`. */
  const run = (args: string[], env: Env) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        join(ROOT, 'node_modules', '.bin', 'tsx'),
        ['scripts/campaign-results.ts', ...args],
        { cwd: ROOT, env: { PATH: process.env.PATH, NODE_ENV: 'test', CONTENT_DIR: contentDir, ...env }, encoding: 'utf8' },
        (error: ExecFileException | null, stdout: string, stderr: string) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });

  it('prints the table, or the figures as JSON with --json', async () => {
    const text = await run(['--ga4-csv', GA4_EXPORT], {});
    expect(text).toMatchObject({ code: 0, stderr: '' });
    expect(text.stdout).toContain("  2026-11-01 to 2026-11-30 (GA4, the exploration's dates)\n");
    expect(text.stdout).toContain('  b           1,188      131  11.03%  9.37% - 12.94%  better by 2.97 points: significant (p = 0.013)\n');
    const json = await run(['--json', '--campaign', 'free-100-facebook', '--ga4-csv', GA4_EXPORT], {});
    expect(JSON.parse(json.stdout).campaigns[0].variants).toMatchObject(EXPECTED_COUNTS.slice(0, 2));
  });

  it('a problem is one line on stderr and exit code 1, no stack trace', async () => {
    expect(await run([], {})).toEqual({ code: 1, stdout: '', stderr: expect.stringMatching(/^GA4 is read from an export, not an API\. [^\n]*\n$/) });
    expect(await run(['--since', '2026-11-01'], {})).toEqual({
      code: 1,
      stdout: '',
      stderr: expect.stringMatching(/^Unknown option '--since'\. Usage: npm run campaign:results -- [^\n]*\n$/),
    });
  });

  it("content the build refuses: exactly the content check's lines on stderr and exit code 1", async () => {
    editJson<CampaignsFile>('campaigns.json', (file) => (file.campaigns[0]!.variants[0]!.weight = 40));
    const { raw } = readContentFiles(contentDir);
    const lines = checkRawContent(raw, {}, projectChecks(join(ROOT, 'public'), join(ROOT, 'app'))).errors.map(formatProblem);
    expect(lines).toEqual([
      'content/campaigns.json: campaigns.campaigns[0].variants: the shares of visitors add up to 90 %. Fix: change them so that they add up to 100 (a: 40, b: 50).',
    ]);
    expect(await run(['--ga4-csv', GA4_EXPORT], {})).toEqual({ code: 1, stdout: '', stderr: `${lines.join('\n')}\n` });
  });

  it('refuses an analytics host on this computer, as the build does: the fake APIs answer only the tests that call campaignResults', async () => {
    editJson<Analytics>('analytics.json', (analytics) => Object.assign(analytics, { provider: 'plausible', host: 'http://127.0.0.1:8080', siteId: SITE }));
    expect(await run([], { PLAUSIBLE_API_KEY: 'plausible-key' })).toEqual({
      code: 1,
      stdout: '',
      stderr: expect.stringMatching(/^content\/analytics\.json: analytics\.host: the analytics host "http:\/\/127\.0\.0\.1:8080" is not https\. Fix: [^\n]*\n$/),
    });
  });
});
