// The speed and size benchmark (`npm run bench`): builds the site and the blank floor page the same way, serves them
// and the hand-written limit page with the `npm start` server, has Lighthouse CI run and assert Lighthouse
// (bench/lighthouserc.json), then checks what no tool does: the site's bytes over the floor's from the same run, the
// build time, and what analytics adds.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadDefinitions, responseHeaders } from '../hosting/headers';
import { precompress } from '../hosting/precompress';
import { createSiteServer } from '../server/app';
import { analyticsCost, formatAnalyticsCost } from './analytics-cost';
import { exportedRoutes, timedBuild } from './lib/build';
import { gameScale } from './lib/games';
import { RC, assert, collect, pageOf, reports, type Page } from './lib/lhci';
import { formatReport, table } from './lib/report';
import { VARIANTS, prepareVariants, withoutScripts, type Variant } from './lib/variants';

const ROOT = path.dirname(__dirname);
const OUT = path.join(ROOT, 'out');
const FLOOR = path.join(ROOT, 'bench/fixtures/floor');
const RESULTS = path.join(ROOT, 'bench/results');
const WORK = path.join(ROOT, 'bench/.work');
const BIN = path.join(ROOT, 'node_modules/.bin');
// Lighthouse's TBT and LCP grow with CPU contention: the load the figures were taken under goes with them.
const loadAverage = () => os.loadavg().map((load) => Number(load.toFixed(2)));
const machine = { cpus: os.cpus().length, loadAverageAtStart: loadAverage() };
const { ci, bench: budgets } = JSON.parse(readFileSync(RC, 'utf8')) as {
  ci: { assert: { assertMatrix: { matchingUrlPattern: string; assertions: Record<string, unknown> }[] } };
  bench: {
    lighthouseExempt: Record<string, string>;
    againstFloor: { performanceBelow: number; tbtFloorAtLeast: number; tbtOver: number; lcpOver: number; lcpOverNoScript: number; clsMax: number };
    aboveFloor: Record<string, Record<string, number>>;
    buildSeconds: Record<string, number>;
  };
};

const USAGE = `Usage: npm run bench [-- options]
  --no-build     reuse out/ and bench/fixtures/floor/out (env BENCH_NO_BUILD=1)
  --runs N       Lighthouse runs per page, interleaved, median reported (env BENCH_RUNS, default 5)
  --cold         delete the build caches first (.next/cache of both, the site's public/img), to time builds from scratch
  --no-compress  serve without brotli/gzip
  --compare      the post-build rewrites against Next's own output (bench/lib/variants.ts), no budgets; with
                 --routes LIST (default /) and --variants LIST (default all)
  --games LIST   the whole build's time with each number of slot games (e.g. 100,200,500), on copies (bench/lib/games.ts)
Exit status: 0 within budget, 1 over budget, 2 error.`;
const flag = (fallback = false) => ({ type: 'boolean', default: fallback }) as const;
const text = (fallback: string) => ({ type: 'string', default: fallback }) as const;
const options = {
  ...{ 'no-build': flag(process.env.BENCH_NO_BUILD === '1'), cold: flag(), 'no-compress': flag(), compare: flag(), help: flag() },
  ...{ runs: text(process.env.BENCH_RUNS ?? '5'), routes: text('/'), variants: text(Object.keys(VARIANTS).join(',')), games: text('') },
};
let args: ReturnType<typeof parseArgs<{ options: typeof options }>>['values'];
try {
  args = parseArgs({ options }).values;
  if (!/^[1-9]\d*$/.test(args.runs)) throw new TypeError(`--runs takes a whole number from 1, not "${args.runs}"`);
  if (!/^(\d+(,\d+)*)?$/.test(args.games)) throw new TypeError(`--games takes whole numbers separated by commas, not "${args.games}"`);
  const unknown = args.variants.split(',').filter((v) => !(v in VARIANTS));
  if (unknown.length) throw new TypeError(`--variants takes ${Object.keys(VARIANTS).join(', ')}, not ${unknown.join(', ')}`);
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const runs = Number(args.runs);
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const writeResult = (file: string, data: object) => {
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(
    path.join(RESULTS, file),
    `${JSON.stringify({ generatedAt: new Date().toISOString(), runs, machine: { ...machine, loadAverageAtEnd: loadAverage() }, ...data }, null, 2)}\n`,
  );
};
/** Whether the export's home page went through the post-build rewrites (the paint-first loader is the mark). */
const carriesRewrites = () => readFileSync(path.join(OUT, 'index.html'), 'utf8').includes('/*paint-first*/');

/** Builds the site and the floor, the floor with the site's post-build rewrites too; their wall times. */
function build() {
  if (args['no-build'] && !carriesRewrites()) throw new Error('out/ was built without the post-build rewrites (`--compare` leaves it so): run `npm run build`, or drop --no-build');
  const rewrites = ['compile-hints', 'paint-first', 'join-scripts'].map((step) => `"${BIN}/tsx" scripts/rewrites/${step}.ts bench/fixtures/floor/out`);
  const builds = { site: ['npm', 'run', 'build'], floor: ['sh', '-c', [`"${BIN}/next" build bench/fixtures/floor`, ...rewrites].join(' && ')] };
  const timings: Record<string, { seconds: number; cache: 'warm' | 'cold' }> = {};
  for (const [target, [command, ...commandArgs]] of Object.entries(builds) as [string, string[]][]) {
    const dir = target === 'site' ? ROOT : FLOOR;
    // The floor is cheap, so a missing export is rebuilt even with --no-build.
    if (args['no-build'] && (target === 'site' || existsSync(path.join(dir, 'out')))) continue;
    // Next keeps a Turbopack cache between builds and the site's image step the images it encoded: say which kind was timed.
    const caches = [path.join(dir, '.next/cache'), ...(target === 'site' ? [path.join(dir, 'public/img')] : [])];
    if (args.cold) for (const cache of caches) rmSync(cache, { recursive: true, force: true });
    const cache = caches.some((c) => existsSync(c)) ? 'warm' : 'cold';
    log(`building the ${target} (${cache} cache): ${[command, ...commandArgs].join(' ')}`);
    timings[target] = { seconds: timedBuild(command ?? '', commandArgs, { cwd: ROOT, logFile: path.join(WORK, `build-${target}.log`) }), cache };
  }
  return timings;
}

/** The `npm start` server on a free port: the site with its security headers and CSP, the references plain. */
async function serve(dir: string, site: boolean) {
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${path.relative(ROOT, dir)}/index.html is missing: build first (drop --no-build)`);
  const server = createSiteServer({ root: dir, headers: site ? responseHeaders(loadDefinitions(dir).defs) : {}, compress: !args['no-compress'] });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close().closeAllConnections() };
}

/**
 * Serves each export and has Lighthouse CI run on its routes into bench/results/<set>, `runs` times, interleaved so the
 * machine's noise spreads over all of them. An exempt route never paints: one run that does not wait for it and only lists its requests.
 */
async function lighthouse(targets: { name: string; dir: string; site: boolean; set: string; routes: string[]; exempt?: boolean }[]): Promise<Page[]> {
  const servers: Awaited<ReturnType<typeof serve>>[] = [];
  try {
    for (const { dir, site } of targets) servers.push(await serve(dir, site));
    const urls = targets.flatMap((t, i) => t.routes.map((route) => ({ ...t, name: `${t.name} ${route}`, url: servers[i]?.origin + route })));
    const sets = [...new Set(urls.map((u) => u.set))];
    for (let run = 1; run <= runs; run += 1) {
      for (const set of sets) {
        const [list, exempt] = [urls.filter((u) => u.set === set).map((u) => u.url), urls.some((u) => u.set === set && u.exempt)];
        if (exempt && run > 1) continue;
        log(`lighthouse run ${run}/${runs}: ${set}`);
        const settings = exempt ? ['--settings.pauseAfterFcpMs=0', '--settings.onlyAudits=network-requests'] : [];
        await collect(path.join(RESULTS, set), list, { fresh: run === 1, settings });
      }
    }
    const lhrs = new Map(sets.flatMap((set) => [...reports(path.join(RESULTS, set))]));
    const pages: Page[] = [];
    for (const { name, url, exempt } of urls) pages.push(await pageOf(name, lhrs.get(url), exempt));
    return pages;
  } finally {
    for (const server of servers) server.close();
  }
}

async function main() {
  if (args.games) {
    const { rows, report } = gameScale(ROOT, args.games.split(',').map(Number), log);
    writeResult('games.json', { rows });
    return console.log(report);
  }
  if (args.compare) return compare();
  const buildTimes = build();
  // The references are served precompressed like the site; the limit page from a copy outside the fixtures.
  const limit = path.join(WORK, 'limit');
  rmSync(limit, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'bench/fixtures/limit'), limit, { recursive: true });
  for (const dir of [path.join(FLOOR, 'out'), limit]) await precompress(dir);

  const noScript = await withoutScripts(OUT, path.join(WORK, 'no-script'));

  const routes = exportedRoutes(OUT);
  const exempt = routes.filter((r) => r in budgets.lighthouseExempt);
  const pages = await lighthouse([
    { name: 'site', dir: OUT, site: true, set: 'site', routes: routes.filter((r) => !exempt.includes(r)) },
    { name: 'site', dir: OUT, site: true, set: 'exempt', routes: exempt, exempt: true },
    { name: 'floor', dir: path.join(FLOOR, 'out'), site: false, set: 'references', routes: ['/'] },
    { name: 'limit', dir: limit, site: false, set: 'references', routes: ['/'] },
    { name: 'no-script', dir: noScript, site: true, set: 'references', routes: ['/'] },
  ]);
  const analytics = analyticsCost();
  console.log(`Machine: ${machine.cpus} CPUs, load average ${machine.loadAverageAtStart.join(' ')} at start, ${loadAverage().join(' ')} at the end`);
  console.log(`${formatReport(pages, { runs, compress: !args['no-compress'], build: buildTimes })}\n\n${formatAnalyticsCost(analytics)}\n`);

  const lighthouseChecks = await assert(path.join(RESULTS, 'site'));
  const checks = [...lighthouseChecks, ...benchChecks(pages, buildTimes, analytics)];
  const options = { build: !args['no-build'], cold: args.cold, compress: !args['no-compress'] };
  writeResult('latest.json', { options, node: process.versions.node, build: buildTimes, pages, analytics, budgets: checks });
  for (const [route, reason] of Object.entries(budgets.lighthouseExempt)) console.log(`exempt from Lighthouse budgets: ${route}: ${reason}`);
  for (const check of checks) console.log(`${check.ok ? 'within budget' : 'OVER BUDGET'}: ${check.text}`);
  // lhci assert lists only what failed: every assertion on every route it was given was checked.
  const assertionsOn = (route: string) =>
    ci.assert.assertMatrix.filter(({ matchingUrlPattern }) => new RegExp(matchingUrlPattern).test(route)).flatMap(({ assertions }) => Object.keys(assertions));
  const total = routes.filter((r) => !exempt.includes(r)).reduce((sum, route) => sum + assertionsOn(route).length, 0) + checks.length - lighthouseChecks.length;
  const failed = checks.filter((c) => !c.ok).length;
  console.log(`${total - failed} of ${total} budgets met (Lighthouse's by lhci assert); every run's report in ${path.relative(ROOT, RESULTS)}/*/.lighthouseci/`);
  process.exitCode = failed ? 1 : 0;
}

/**
 * What Lighthouse CI cannot check, each against the floor measured in the same run: every route's Lighthouse medians
 * (performance, TBT, LCP; the home page's LCP against its twin with no script too), its bytes, the build time, what
 * analytics adds.
 */
function benchChecks(pages: Page[], build: Record<string, { seconds: number }>, analytics: ReturnType<typeof analyticsCost>) {
  const byName = new Map<string, unknown>(pages.map((p) => [p.name, p]));
  const figure = (page: string, name: string) => name.split('.').reduce((v, key) => (v as Record<string, unknown> | undefined)?.[key], byName.get(page)) as number | undefined;
  // A campaign's pages meet the home page's budgets: its byte limits apply to every page under /promo/ too.
  const campaignRoutes = pages.map((p) => p.name.replace(/^site /, '')).filter((route) => route.startsWith('/promo/'));
  const homeLimits = budgets.aboveFloor['/'] ?? {};
  const checks = [...Object.entries(budgets.aboveFloor), ...campaignRoutes.map((route) => [route, homeLimits] as const)].flatMap(([route, limits]) =>
    Object.entries(limits).map(([name, allowance]) => {
      const [value, floor] = [figure(`site ${route}`, name), figure('floor /', name)];
      const ok = value != null && floor != null && value <= floor + allowance;
      return { ok, text: `${route} ${name} ${value ?? 'not measured'} ${ok ? '<=' : '>'} floor ${floor ?? 'not measured'} + ${allowance}` };
    }),
  );
  const { performanceBelow, tbtFloorAtLeast, tbtOver, lcpOver, lcpOverNoScript, clsMax } = budgets.againstFloor;
  const floor = (key: string) => figure('floor /', `median.${key}`);
  const time = (page: string, key: string, limit: number | undefined, against: string, atLeast = false) => {
    const value = figure(page, `median.${key}`);
    const ok = value != null && limit != null && (atLeast ? value >= limit : value <= limit);
    const sign = atLeast ? (ok ? '>=' : '<') : ok ? '<=' : '>';
    return { ok, text: `${page.replace(/^site /, '')} ${key} ${value ?? 'not measured'} ${sign} ${limit ?? 'not measured'} (${against})` };
  };
  const plus = (value: number | undefined, extra: number) => (value == null ? undefined : value + extra);
  for (const page of pages.filter((p) => p.name.startsWith('site ') && p.runs.length > 0).map((p) => p.name)) {
    const perfFloor = plus(floor('performance'), -performanceBelow);
    checks.push(time(page, 'performance', perfFloor, `the floor's ${floor('performance') ?? '?'} - ${performanceBelow}`, true));
    const tbtFloor = floor('tbt');
    checks.push(
      time(page, 'tbt', plus(tbtFloor == null ? undefined : Math.max(tbtFloorAtLeast, tbtFloor), tbtOver), `max(${tbtFloorAtLeast}, the floor's ${tbtFloor ?? '?'}) + ${tbtOver}`),
    );
    checks.push(time(page, 'lcp', plus(floor('lcp'), lcpOver), `the floor's ${floor('lcp') ?? '?'} + ${lcpOver}`));
    checks.push(time(page, 'cls', clsMax, 'at most'));
  }
  const noScriptLcp = figure('no-script /', 'median.lcp');
  checks.push(time('site /', 'lcp', plus(noScriptLcp, lcpOverNoScript), `the same page with no script ${noScriptLcp ?? '?'} + ${lcpOverNoScript}`));
  for (const [target, max] of Object.entries(budgets.buildSeconds)) {
    const seconds = build[target]?.seconds;
    if (seconds == null) log(`build.${target}.seconds not measured (--no-build)`);
    else checks.push({ ok: seconds <= max, text: `build.${target}.seconds ${seconds} ${seconds <= max ? '<=' : '>'} ${max}` });
  }
  for (const { provider, js, goalBr, withinGoal } of analytics) {
    if (goalBr !== null) checks.push({ ok: withinGoal, text: `analytics ${provider}: ${js.br} B of JavaScript (brotli) ${withinGoal ? '<=' : '>'} ${goalBr} B` });
  }
  return checks;
}

/** The post-build rewrites measured against Next's own output: one build without them, a copy per variant. */
async function compare() {
  if (!args['no-build']) {
    log('building the site without the post-build rewrites (BUILD_REWRITES=off)');
    timedBuild('npm', ['run', 'build'], { cwd: ROOT, logFile: path.join(WORK, 'build-site.log'), env: { BUILD_REWRITES: 'off' } });
  } else if (carriesRewrites()) {
    throw new Error('out/ carries the post-build rewrites: build with BUILD_REWRITES=off npm run build, or drop --no-build');
  }
  const dirs = await prepareVariants(OUT, path.join(WORK, 'variants'), args.variants.split(',') as Variant[]);
  const pages = await lighthouse(Object.entries(dirs).map(([name, dir]) => ({ name, dir, site: true, set: 'compare', routes: args.routes.split(',') })));
  const spread = (p: Page, key: string) => {
    const values = p.runs.map((run) => run[key]).filter((v): v is number => v != null);
    return `${p.median[key]} (${Math.min(...values)}-${Math.max(...values)})`;
  };
  writeResult('compare.json', { pages });
  const rows = pages.map((p) => [p.name, spread(p, 'performance'), p.median.fcp, spread(p, 'lcp'), spread(p, 'tbt'), ((p.bytes.js?.br ?? 0) / 1024).toFixed(1)]);
  console.log(`Lighthouse mobile, median of ${runs} runs (min-max); times in ms\n${table(['variant route', 'perf', 'FCP', 'LCP', 'TBT', 'JS br KB'], rows)}`);
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
});
