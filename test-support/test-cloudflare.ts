// `npm run test:cloudflare`: the built export on Cloudflare's own runtime, offline: `wrangler pages dev`
// runs workerd (from the npm registry) on a copy of out/ with the generated out/_worker.js and
// _routes.json, and answers the whole route table (test-support/checks.ts: routes, the campaigns' split, a
// returning visitor, ?variant=, a campaign not running, caching, methods, bad input), with Pages' own
// answers where they differ (test-support/cloudflare-rows.ts), then the split's shares over 500 fresh
// visitors (test-support/split-checks.ts), as test:nginx does for nginx.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadDefinitions, responseHeaders } from '../hosting/headers';
import { cloudflareRoutes, cloudflareWorker } from '../hosting/split/edge-code';
import { cloudflareRows } from './cloudflare-rows';
import { buildChecks, describeSite, formatResults, runChecks } from './checks';
import { freePort, waitForPort } from './ports';
import { splitFailures, withEndedCampaign } from './split-checks';

// The newest date the workerd binary of the pinned wrangler (4.86, the last for Node 20) supports.
const COMPATIBILITY_DATE = '2026-05-01';

async function main() {
  const started = Date.now();
  const { defs, source, reason } = loadDefinitions(path.resolve('out'), 'deploy/headers.json');
  if (source !== 'file') throw new Error(`${reason}: run npm run build first`);
  if (defs.split.campaigns.length === 0) {
    console.log('test:cloudflare: content/campaigns.json has no campaign: nothing runs at the edge');
    return 0;
  }
  const split = withEndedCampaign(defs.split);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cloudflare-pages-'));
  cpSync('out', dir, { recursive: true });
  writeFileSync(path.join(dir, '_worker.js'), cloudflareWorker(split, responseHeaders(defs)));
  writeFileSync(path.join(dir, '_routes.json'), cloudflareRoutes());
  // The ended campaign gets the first one's pages, so that an address that slipped past the worker would be served (200), not missing (404).
  const [first] = defs.split.campaigns;
  const ended = split.campaigns.at(-1)!;
  if (first && ended !== first) {
    cpSync(path.join(dir, `${first.path}.html`), path.join(dir, `${ended.path}.html`));
    cpSync(path.join(dir, first.path), path.join(dir, ended.path), { recursive: true });
  }
  // wrangler keeps its state and bundles in its working folder: a temporary one, not the project.
  const state = mkdtempSync(path.join(os.tmpdir(), 'wrangler-state-'));
  const port = await freePort();
  const wrangler = spawn(
    process.execPath,
    [
      require.resolve('wrangler/bin/wrangler.js'),
      'pages',
      'dev',
      dir,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--compatibility-date',
      COMPATIBILITY_DATE,
      '--log-level',
      'info',
    ],
    { cwd: state, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' } },
  );
  let output = '';
  wrangler.stdout.on('data', (chunk) => (output += chunk));
  wrangler.stderr.on('data', (chunk) => (output += chunk));
  let failed = 0;
  try {
    // Its proxy listens before workerd is ready, and restarts it once: the line it prints then is the sign.
    await waitForPort(port, '127.0.0.1', 60_000, () => wrangler.exitCode === null);
    await new Promise<void>((resolve, reject) => {
      const check = setInterval(() => {
        if (/Ready on/.test(output)) resolve(clearInterval(check));
        else if (wrangler.exitCode !== null) reject(new Error(`wrangler exited with ${wrangler.exitCode}`));
      }, 100);
    });
    // Ready, it may still reload workerd once it has bundled _worker.js: three answers in a row first.
    for (let answered = 0; answered < 3;) {
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.ok,
        () => false,
      );
      answered = ok ? answered + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const { rows, notHere } = cloudflareRows(buildChecks(describeSite(dir, split)));
    const results = await runChecks({ port, root: dir, target: 'node', rows, keepsConnections: true });
    failed += results.filter((result) => result.failures.length).length;
    console.log(`== Cloudflare Pages (wrangler pages dev, workerd) on 127.0.0.1:${port}`);
    console.log(formatResults(results));
    for (const row of notHere) console.log(`n/a       ${row.id}  [${row.reason}]`);
    for (const campaign of defs.split.campaigns) {
      const problems = await splitFailures(port, campaign);
      failed += problems.length ? 1 : 0;
      console.log(
        `${problems.length ? 'FAIL' : 'ok  '}      split: ${campaign.path}, 500 fresh visitors by weight, each keeps theirs${problems.map((p) => `\n       ${p}`).join('')}`,
      );
    }
  } catch (error) {
    console.error(output);
    throw error;
  } finally {
    wrangler.kill('SIGTERM');
    await new Promise((resolve) => (wrangler.exitCode === null ? wrangler.once('exit', resolve) : resolve(null)));
    for (const folder of [dir, state]) rmSync(folder, { recursive: true, force: true });
  }
  console.log(`\ntest:cloudflare: ${failed ? `${failed} failure(s)` : 'all checks passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`test:cloudflare: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
