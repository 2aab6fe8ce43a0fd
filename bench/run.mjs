#!/usr/bin/env node
// npm run bench [-- --no-build] [-- --runs N] [-- --only site,floor,limit] [-- --cold] [-- --no-compress]
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkBudgets, loadBudgets } from './lib/budgets.mjs';
import { exportedRoutes, timedBuild } from './lib/build.mjs';
import { launchBrowser, measureFirstView } from './lib/bytes.mjs';
import { medianOfRuns, runLighthouse } from './lib/lighthouse.mjs';
import { formatReport } from './lib/report.mjs';
import { serveStatic } from './lib/serve.mjs';
import { execFileSync } from 'node:child_process';

const BENCH = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(BENCH);
const FLOOR = path.join(BENCH, 'fixtures/floor');
const RESULTS = path.join(BENCH, 'results');
const WORK = path.join(BENCH, '.work');
const NEXT_BIN = path.join(ROOT, 'node_modules/.bin/next');
const LOAD_AT_START = os.loadavg().map((load) => Number(load.toFixed(2)));

const USAGE = `Usage: npm run bench [-- options]
  --no-build       reuse out/ and bench/fixtures/floor/out (env BENCH_NO_BUILD=1)
  --runs N         Lighthouse runs per page, median reported; 0 skips Lighthouse (env BENCH_RUNS, default 3)
  --only LIST      pages to measure: site,floor,limit (default all)
  --cold           delete the build caches first (.next/cache of both, the site's public/img), to time builds from scratch
  --no-compress    serve without brotli/gzip (Lighthouse then sees uncompressed transfer sizes)
Exit status: 0 within budget, 1 over budget, 2 error.`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: process.env.BENCH_NO_BUILD === '1' },
      runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
      only: { type: 'string', default: 'site,floor,limit' },
      cold: { type: 'boolean', default: false },
      'no-compress': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (!/^\d+$/.test(values.runs)) throw new TypeError(`--runs must be a whole number, got "${values.runs}"`);
  const unknown = values.only.split(',').map((s) => s.trim()).filter((t) => !['site', 'floor', 'limit'].includes(t));
  if (unknown.length) throw new TypeError(`--only takes site, floor and limit, not ${unknown.join(', ')}`);
  return values;
}

let args;
try {
  args = parseOptions();
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

const runs = Number(args.runs);
const only = new Set(args.only.split(',').map((s) => s.trim()));
const log = (message) => process.stderr.write(`[bench] ${message}\n`);

async function build() {
  const timings = {};
  const floorOut = `${path.relative(ROOT, FLOOR)}/out`;
  const builds = [
    { target: 'site', dir: ROOT, command: 'npm', args: ['run', 'build'] },
    // "Built the same way": the floor gets the site's post-build steps (compile hints, paint first) too.
    {
      target: 'floor',
      dir: FLOOR,
      command: 'sh',
      args: ['-c', `"${NEXT_BIN}" build ${path.relative(ROOT, FLOOR)} && node scripts/compile-hints.mjs ${floorOut} && node scripts/paint-first.mjs ${floorOut}`],
    },
  ];
  for (const { target, dir, command, args: commandArgs } of builds) {
    if (!only.has(target)) continue;
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
    log(`${target} built in ${seconds} s`);
  }
  return timings;
}

function pagesToMeasure() {
  const targets = {
    site: path.join(ROOT, 'out'),
    floor: path.join(FLOOR, 'out'),
    limit: path.join(BENCH, 'fixtures/limit'),
  };
  const pages = [];
  for (const [target, dir] of Object.entries(targets)) {
    if (!only.has(target)) continue;
    if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${path.relative(ROOT, dir)}/index.html is missing: build first (drop --no-build)`);
    const routes = target === 'site' ? exportedRoutes(dir) : ['/'];
    for (const route of routes) pages.push({ name: `${target} ${route}`, target, route, dir });
  }
  return pages;
}

const slug = (page) => `${page.target}${page.route === '/' ? '' : page.route.replaceAll('/', '_')}`;

async function measure(pages) {
  const servers = {};
  for (const page of pages) {
    servers[page.target] ??= await serveStatic(page.dir, { compress: !args['no-compress'] });
    page.url = servers[page.target].origin + page.route;
  }
  try {
    log('first-view bytes (Playwright, mobile viewport)');
    const browser = await launchBrowser();
    const chromium = browser.version();
    try {
      for (const page of pages) {
        const { bytes, resources, payload } = await measureFirstView(browser, page.url);
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
    for (const page of pages) page.runs = [];
    // Runs interleave across pages so machine noise spreads over all of them evenly.
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        log(`lighthouse run ${run}/${runs}: ${page.name}`);
        try {
          const { summary, report } = await runLighthouse(page.url);
          page.runs.push(summary);
          await fs.writeFile(path.join(RESULTS, 'lighthouse', `${slug(page)}.run${run}.json`), JSON.stringify(report));
        } catch (error) {
          log(`  failed: ${error.message}`);
          (page.lighthouseErrors ??= []).push(error.code ?? error.message);
        }
      }
    }
    for (const page of pages) {
      if (!page.runs.length) continue;
      const { scores, metrics } = medianOfRuns(page.runs);
      page.lighthouse = scores;
      page.metrics = metrics;
      page.failingAudits = [...new Set(page.runs.flatMap((r) => r.failing))];
      // Diagnostics come from the run with the median TBT, the figure they explain.
      const byTbt = [...page.runs].sort((a, b) => a.metrics.tbt - b.metrics.tbt);
      page.diagnostics = byTbt[Math.floor((byTbt.length - 1) / 2)].diagnostics;
      page.runs = page.runs.map(({ scores: s, metrics: m }) => ({ scores: s, metrics: m }));
    }
    return chromium;
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.close()));
  }
}

function ratios(pages) {
  const reference = (target) => pages.find((p) => p.target === target && p.route === '/');
  const divide = (a, b) => (a == null || b == null || b === 0 ? null : Number((a / b).toFixed(2)));
  const floor = reference('floor');
  const limit = reference('limit');
  return pages.filter((p) => p.target === 'site').map((p) => {
    const pair = (get) => ({ floor: divide(get(p), floor && get(floor)), limit: divide(get(p), limit && get(limit)) });
    return {
      route: p.route,
      js: pair((x) => x.bytes?.js.br),
      transfer: pair((x) => x.bytes?.total.br),
      tbt: pair((x) => x.metrics?.tbt),
    };
  });
}

async function main() {
  const buildTimes = await build();
  const pages = pagesToMeasure();
  const chromium = await measure(pages);

  const figures = (p) => p && { lighthouse: p.lighthouse, metrics: p.metrics, bytes: p.bytes, payload: p.payload };
  const sitePages = Object.fromEntries(pages.filter((p) => p.target === 'site').map((p) => [p.route, figures(p)]));
  const references = Object.fromEntries(['floor', 'limit'].map((t) => [t, figures(pages.find((p) => p.target === t))]));
  const errors = Object.fromEntries(pages.filter((p) => p.target === 'site' && p.lighthouseErrors && !p.runs.length)
    .map((p) => [p.route, `every Lighthouse run failed (${p.lighthouseErrors[0]})`]));
  const budgets = checkBudgets(await loadBudgets(path.join(BENCH, 'budgets.json')), {
    pages: sitePages,
    references,
    build: buildTimes,
    errors,
  });

  // The JS each analytics provider adds (bench/analytics-cost.tsx; issue 10's goal: <= 2 KB brotli, 0 when off).
  const analytics = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', path.join(BENCH, 'analytics-cost.tsx'), '--json'], { cwd: ROOT, encoding: 'utf8' }));
  for (const row of analytics) {
    if (!row.withinGoal) budgets.over.push(`analytics ${row.provider}: ${row.js.br} B of JavaScript (brotli) is over the ${row.goalBr} B goal`);
  }

  const results = {
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
    console.log(`  ${row.provider.padEnd(10)} JS ${String(row.js.br).padStart(5)} B (raw ${row.js.raw} B), markup ${row.markup.br} B${row.thirdParty ? `; ${row.thirdParty}` : ''}`);
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

main().catch((error) => {
  console.error(`[bench] ${error.stack ?? error}`);
  process.exitCode = 2;
});
