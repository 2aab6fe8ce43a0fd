// The speed and size benchmark (`npm run bench`): builds the site and the two references, serves
// each with the `npm start` server, and measures first-view bytes and Lighthouse against bench/budgets.json.
//   npm run bench [-- --no-build] [-- --runs N] [-- --only site,floor,limit] [-- --cold] [-- --no-compress] [-- --compare [--routes /,/slots]] [-- --games 100,200,500]
import fs from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CLOUDFLARE_LINE_LIMIT, loadDefinitions, responseHeaders } from '../hosting/headers';
import { CLOUDFRONT_FUNCTION_LIMIT } from '../hosting/hosts/cloudfront';
import { precompress } from '../hosting/precompress';
import { createSiteServer } from '../server/app';
import { checkBudgets, loadBudgets } from './lib/budgets';
import { exportedRoutes, timedBuild } from './lib/build';
import { measureGameScale } from './lib/games';
import { launchBrowser, measureFirstView } from './lib/bytes';
import { medianOfRuns, runLighthouse, type RunSummary } from './lib/lighthouse';
import { formatReport, table } from './lib/report';
import { VARIANTS, prepareVariants, type Variant } from './lib/variants';
import type { AnalyticsCost } from './analytics-cost';
import type { BuildTiming, Page, Results, Target } from './lib/results';

const BENCH = __dirname;
const ROOT = path.dirname(BENCH);
const FLOOR = path.join(BENCH, 'fixtures/floor');
const RESULTS = path.join(BENCH, 'results');
const WORK = path.join(BENCH, '.work');
const NEXT_BIN = path.join(ROOT, 'node_modules/.bin/next');
const LOAD_AT_START = os.loadavg().map((load) => Number(load.toFixed(2)));

const USAGE = `Usage: npm run bench [-- options]
  --no-build       reuse out/ and bench/fixtures/floor/out (env BENCH_NO_BUILD=1)
  --runs N         Lighthouse runs per page, median reported; 0 skips Lighthouse (env BENCH_RUNS, default 5)
  --only LIST      pages to measure: site,floor,limit (default all)
  --cold           delete the build caches first (.next/cache of both, the site's public/img), to time builds from scratch
  --no-compress    serve without brotli/gzip (Lighthouse then sees uncompressed transfer sizes)
  --compare        measure the post-build rewrites against Next's own output (bench/lib/variants.ts):
                   one export without them, one copy per variant, runs interleaved; no budgets
  --routes LIST    with --compare, the routes to measure (default /)
  --variants LIST  with --compare, the variants to measure (default all)
  --games LIST     time the whole build with each number of slot games (e.g. 100,200,500) against the
                   content as it is, each on a copy of the project (bench/lib/games.ts); no Lighthouse
Exit status: 0 within budget, 1 over budget, 2 error.`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: process.env.BENCH_NO_BUILD === '1' },
      runs: { type: 'string', default: process.env.BENCH_RUNS ?? '5' },
      only: { type: 'string', default: 'site,floor,limit' },
      cold: { type: 'boolean', default: false },
      'no-compress': { type: 'boolean', default: false },
      compare: { type: 'boolean', default: false },
      routes: { type: 'string', default: '/' },
      variants: { type: 'string', default: '' },
      games: { type: 'string', default: '' },
      help: { type: 'boolean', default: false },
    },
  });
  if (!/^\d+$/.test(values.runs)) throw new TypeError(`--runs must be a whole number, got "${values.runs}"`);
  const unknown = values.only
    .split(',')
    .map((s) => s.trim())
    .filter((t) => !['site', 'floor', 'limit'].includes(t));
  if (unknown.length) throw new TypeError(`--only takes site, floor and limit, not ${unknown.join(', ')}`);
  if (values.games && !/^\d+(,\d+)*$/.test(values.games)) throw new TypeError(`--games takes whole numbers separated by commas, got "${values.games}"`);
  return values;
}

let args: ReturnType<typeof parseOptions>;
try {
  args = parseOptions();
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

const runs = Number(args.runs);
const only = new Set(args.only.split(',').map((s) => s.trim()));
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

async function build() {
  const timings: Partial<Record<Target, BuildTiming>> = {};
  const floorOut = `${path.relative(ROOT, FLOOR)}/out`;
  const builds: { target: Target; dir: string; command: string; args: string[] }[] = [
    { target: 'site', dir: ROOT, command: 'npm', args: ['run', 'build'] },
    // "Built the same way": the floor gets the site's post-build rewrites (compile hints, paint first, the payload join) too.
    {
      target: 'floor',
      dir: FLOOR,
      command: 'sh',
      args: [
        '-c',
        `"${NEXT_BIN}" build ${path.relative(ROOT, FLOOR)} && tsx scripts/rewrites/compile-hints.ts ${floorOut} && tsx scripts/rewrites/paint-first.ts ${floorOut} && tsx scripts/rewrites/join-scripts.ts ${floorOut}`,
      ],
    },
  ];
  for (const { target, dir, command, args: commandArgs } of builds) {
    if (!only.has(target)) continue;
    if (args['no-build'] && target === 'site' && !(await carriesRewrites(path.join(ROOT, 'out')))) {
      throw new Error('out/ was built without the post-build rewrites (`--compare` leaves it so): run `npm run build`, or drop --no-build');
    }
    // The floor is cheap, so a missing export is rebuilt even with --no-build.
    if (args['no-build'] && (target === 'site' || existsSync(path.join(dir, 'out')))) continue;
    // Next keeps a Turbopack and tsc cache between builds, and the site's image step keeps the
    // images it already encoded (public/img): say which kind of build was timed.
    const caches = [path.join(dir, '.next/cache'), ...(target === 'site' ? [path.join(dir, 'public/img')] : [])];
    if (args.cold) for (const cache of caches) await fs.rm(cache, { recursive: true, force: true });
    const state = caches.some((cache) => existsSync(cache)) ? 'warm' : 'cold';
    log(`building the ${target} (${state} cache): ${[path.basename(command), ...commandArgs].join(' ')}`);
    const seconds = await timedBuild(command, commandArgs, { cwd: ROOT, logFile: path.join(WORK, `build-${target}.log`) });
    timings[target] = { seconds, cache: state };
    if (target === 'floor') await precompress(path.join(FLOOR, 'out'));
    log(`${target} built in ${seconds} s`);
  }
  return timings;
}

async function pagesToMeasure(): Promise<Page[]> {
  // The limit page is served precompressed like the rest, from a copy outside the fixtures.
  const limit = path.join(WORK, 'limit');
  await fs.rm(limit, { recursive: true, force: true });
  await fs.cp(path.join(BENCH, 'fixtures/limit'), limit, { recursive: true });
  await precompress(limit);
  const targets: Record<Target, string> = {
    site: path.join(ROOT, 'out'),
    floor: path.join(FLOOR, 'out'),
    limit,
  };
  const pages: Page[] = [];
  for (const [target, dir] of Object.entries(targets) as [Target, string][]) {
    if (!only.has(target)) continue;
    if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${path.relative(ROOT, dir)}/index.html is missing: build first (drop --no-build)`);
    const routes = target === 'site' ? exportedRoutes(dir) : ['/'];
    for (const route of routes) pages.push({ name: `${target} ${route}`, target, route, dir });
  }
  return pages;
}

const slug = (page: Page) => `${page.target}${page.route === '/' ? '' : page.route.replaceAll('/', '_')}`;

/** The `npm start` server on a free port: the site with its security headers, the references plain. */
async function serve(page: Page) {
  const headers = page.target === 'site' ? responseHeaders(loadDefinitions(page.dir).defs) : {};
  const server = createSiteServer({ root: page.dir, headers, compress: !args['no-compress'] });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function measure(pages: Page[]) {
  const servers: Record<string, Awaited<ReturnType<typeof serve>>> = {};
  for (const page of pages) {
    const server = (servers[page.dir] ??= await serve(page));
    page.url = server.origin + page.route;
  }
  try {
    log('first-view bytes (Playwright, mobile viewport)');
    const browser = await launchBrowser();
    const chromium = browser.version();
    try {
      for (const page of pages) {
        const { bytes, resources, payload } = await measureFirstView(browser, page.url ?? '');
        page.bytes = bytes;
        page.payload = payload;
        const withPath = resources.map(({ url, ...rest }) => ({ path: new URL(url).pathname, ...rest }));
        page.resources = withPath.slice(0, 15);
        page.httpErrors = withPath.filter((r) => r.status >= 400).map((r) => `${r.status} ${r.path}`);
      }
    } finally {
      await browser.close();
    }

    await fs.rm(path.join(RESULTS, 'lighthouse'), { recursive: true, force: true });
    await fs.mkdir(path.join(RESULTS, 'lighthouse'), { recursive: true });
    const runsOf = new Map<Page, RunSummary[]>(pages.map((page) => [page, []]));
    // Runs interleave across pages so machine noise spreads over all of them evenly.
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        log(`lighthouse run ${run}/${runs}: ${page.name}`);
        try {
          const { summary, report } = await runLighthouse(page.url ?? '');
          runsOf.get(page)?.push(summary);
          await fs.writeFile(path.join(RESULTS, 'lighthouse', `${slug(page)}.run${run}.json`), JSON.stringify(report));
        } catch (error) {
          const { message, code } = error as Error & { code?: string };
          log(`  failed: ${message}`);
          (page.lighthouseErrors ??= []).push(code ?? message);
        }
      }
    }
    for (const page of pages) {
      const runs = runsOf.get(page) ?? [];
      page.runs = runs.map(({ scores: s, metrics: m }) => ({ scores: s, metrics: m }));
      if (!runs.length) continue;
      const { scores, metrics } = medianOfRuns(runs);
      page.lighthouse = scores;
      page.metrics = metrics;
      page.failingAudits = [...new Set(runs.flatMap((r) => r.failing))];
      // Diagnostics come from the run with the median TBT, the figure they explain.
      const byTbt = [...runs].sort((a, b) => (a.metrics.tbt ?? 0) - (b.metrics.tbt ?? 0));
      page.diagnostics = byTbt[Math.floor((byTbt.length - 1) / 2)]?.diagnostics;
    }
    return chromium;
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.close()));
  }
}

function ratios(pages: Page[]): Results['ratios'] {
  const reference = (target: Target) => pages.find((p) => p.target === target && p.route === '/');
  const divide = (a: number | null | undefined, b: number | null | undefined) => (a == null || b == null || b === 0 ? null : Number((a / b).toFixed(2)));
  const floor = reference('floor');
  const limit = reference('limit');
  return pages
    .filter((p) => p.target === 'site')
    .map((p) => {
      const pair = (get: (page: Page) => number | null | undefined) => ({ floor: divide(get(p), floor && get(floor)), limit: divide(get(p), limit && get(limit)) });
      return {
        route: p.route,
        js: pair((x) => x.bytes?.js.br),
        transfer: pair((x) => x.bytes?.total.br),
        tbt: pair((x) => x.metrics?.tbt),
      };
    });
}

async function main() {
  if (args.compare) return compare();
  if (args.games) return gameScale();
  const buildTimes = await build();
  const pages = await pagesToMeasure();
  const chromium = await measure(pages);

  const figures = (p: Page | undefined) => p && { lighthouse: p.lighthouse, metrics: p.metrics, bytes: p.bytes, payload: p.payload };
  const sitePages = Object.fromEntries(pages.filter((p) => p.target === 'site').map((p) => [p.route, figures(p)]));
  const references = Object.fromEntries((['floor', 'limit'] as const).map((t) => [t, figures(pages.find((p) => p.target === t))]));
  const errors = Object.fromEntries(
    pages.filter((p) => p.target === 'site' && p.lighthouseErrors && !p.runs?.length).map((p) => [p.route, `every Lighthouse run failed (${p.lighthouseErrors?.[0]})`]),
  );
  const budgets = checkBudgets(await loadBudgets(path.join(BENCH, 'budgets.json')), {
    pages: sitePages,
    references,
    build: buildTimes,
    errors,
  });

  // The JS each analytics provider adds (bench/analytics-cost.tsx: at most 2 KB brotli, none when analytics is off).
  const analytics = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', path.join(BENCH, 'analytics-cost.tsx'), '--json'], { cwd: ROOT, encoding: 'utf8' }),
  ) as AnalyticsCost[];
  for (const row of analytics) {
    if (!row.withinGoal) budgets.over.push(`analytics ${row.provider}: ${row.js.br} B of JavaScript (brotli) is over the ${row.goalBr} B goal`);
  }

  const results: Results = {
    generatedAt: new Date().toISOString(),
    options: { runs, build: !args['no-build'], cold: args.cold, compress: !args['no-compress'], only: [...only] },
    // Lighthouse's TBT and LCP scale with CPU contention: keep the load the figures were taken under.
    machine: { cpus: os.cpus().length, loadAverageAtStart: LOAD_AT_START },
    versions: {
      node: process.versions.node,
      next: JSON.parse(await fs.readFile(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')).version,
      lighthouse: JSON.parse(await fs.readFile(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version,
      chromium,
    },
    build: buildTimes,
    pages: pages.map(({ dir, ...page }) => page),
    ratios: ratios(pages),
    analytics,
    budgets,
  };
  await fs.mkdir(RESULTS, { recursive: true });
  await fs.writeFile(path.join(RESULTS, 'latest.json'), JSON.stringify(results, null, 2) + '\n');

  console.log(formatReport(results));
  console.log('');
  console.log('Analytics: JavaScript each provider adds to every page (brotli), and its markup');
  for (const row of analytics) {
    console.log(
      `  ${row.provider.padEnd(10)} JS ${String(row.js.br).padStart(5)} B (raw ${row.js.raw} B), markup ${row.markup.br} B${row.thirdParty ? `; ${row.thirdParty}` : ''}`,
    );
  }
  console.log('');
  for (const reason of budgets.exempt) console.log(`exempt from Lighthouse budgets: ${reason}`);
  for (const message of budgets.over) console.log(`OVER BUDGET: ${message}`);
  if (budgets.unmeasured.length) {
    const names = [...new Set(budgets.unmeasured.map((u) => u.name))];
    console.log(`not measured (${budgets.unmeasured.length} checks): ${names.join(', ')}`);
  }
  console.log(`${budgets.checked - budgets.over.length} of ${budgets.checked} budgets met; results in ${path.relative(ROOT, RESULTS)}/latest.json`);
  process.exitCode = budgets.over.length ? 1 : 0;
}

/** Whether an export's home page went through the post-build rewrites (the paint-first loader is the mark). */
async function carriesRewrites(out: string): Promise<boolean> {
  return (await fs.readFile(path.join(out, 'index.html'), 'utf8')).includes('/*paint-first*/');
}

/** The spread of a figure over runs: [min, max]. */
function spread(values: (number | null | undefined)[]): string {
  const v = values.filter((x): x is number => x != null);
  return v.length ? `${Math.min(...v)}-${Math.max(...v)}` : '-';
}

async function compare() {
  const out = path.join(ROOT, 'out');
  if (!args['no-build']) {
    process.env.BUILD_REWRITES = 'off';
    log('building the site without the post-build rewrites (BUILD_REWRITES=off)');
    await timedBuild('npm', ['run', 'build'], { cwd: ROOT, logFile: path.join(WORK, 'build-site.log') });
  } else if (await carriesRewrites(out)) {
    throw new Error('out/ carries the post-build rewrites: build with BUILD_REWRITES=off npm run build, or drop --no-build');
  }
  const variants = args.variants ? (args.variants.split(',').map((v) => v.trim()) as Variant[]) : (Object.keys(VARIANTS) as Variant[]);
  const unknown = variants.filter((v) => !(v in VARIANTS));
  if (unknown.length) throw new Error(`unknown variant ${unknown.join(', ')}: ${Object.keys(VARIANTS).join(', ')}`);
  const dirs = await prepareVariants(out, path.join(WORK, 'variants'), variants);
  const routes = args.routes.split(',').map((r) => r.trim());
  const pages: Page[] = variants.flatMap((variant) => routes.map((route) => ({ name: `${variant} ${route}`, target: 'site' as const, variant, route, dir: dirs[variant] })));
  await measure(pages);
  const rows = pages.map((p) => {
    const runsOf = (key: 'lcp' | 'tbt' | 'fcp') => (p.runs ?? []).map((r) => r.metrics[key]);
    return [
      p.name,
      p.lighthouse?.performance ?? '-',
      spread((p.runs ?? []).map((r) => r.scores.performance)),
      p.metrics?.fcp ?? '-',
      p.metrics?.lcp ?? '-',
      spread(runsOf('lcp')),
      p.metrics?.tbt ?? '-',
      spread(runsOf('tbt')),
      ((p.bytes?.js.br ?? 0) / 1024).toFixed(1),
    ];
  });
  const report = table(['variant route', 'perf', 'perf min-max', 'FCP', 'LCP', 'LCP min-max', 'TBT', 'TBT min-max', 'JS br KB'], rows);
  await fs.mkdir(RESULTS, { recursive: true });
  await fs.writeFile(
    path.join(RESULTS, 'compare.json'),
    JSON.stringify(
      { generatedAt: new Date().toISOString(), runs, machine: { cpus: os.cpus().length, loadAverageAtStart: LOAD_AT_START }, pages: pages.map(({ dir, ...p }) => p) },
      null,
      2,
    ) + '\n',
  );
  console.log(`Lighthouse mobile, median of ${runs} runs (min-max: the run-to-run spread); times in ms\n${report}`);
}

async function gameScale() {
  const rows = await measureGameScale(ROOT, args.games.split(',').map(Number), log);
  await fs.mkdir(RESULTS, { recursive: true });
  const results = { generatedAt: new Date().toISOString(), machine: { cpus: os.cpus().length, loadAverageAtStart: LOAD_AT_START }, rows };
  await fs.writeFile(path.join(RESULTS, 'games.json'), JSON.stringify(results, null, 2) + '\n');
  const report = table(
    [
      'slot games',
      'build s',
      'x as-is',
      'home HTML KB',
      'home inline scripts',
      'home CSP chars',
      'union CSP chars',
      `_headers longest /${CLOUDFLARE_LINE_LIMIT}`,
      `CloudFront CSP fn B /${CLOUDFRONT_FUNCTION_LIMIT}`,
    ],
    rows.map((r) => [
      r.games,
      r.seconds.toFixed(1),
      r.ratio.toFixed(2),
      (r.homeHtmlBytes / 1024).toFixed(0),
      r.homeInlineScripts,
      r.homeCspLength,
      r.unionCspLength,
      r.headersLongestLine,
      r.cloudfrontCspFunctionBytes,
    ]),
  );
  console.log(`Whole build (npm run build) by slot games, one run each, Next's cache cold, images warm\n${report}\nresults in ${path.relative(ROOT, RESULTS)}/games.json`);
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 2;
});
