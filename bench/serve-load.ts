// `npm run bench:serve`: load on `/` with autocannon (50 connections, 10 s) against the
// `npm start` server and against nginx serving the same out/ with the generated config
// (a throwaway nginx on a loopback port, temp prefix/pid/logs; the system service is not
// touched). Both servers get one process/worker. Prints requests/s for both and the
// ratio; exits non-zero if our server had any error, timeout or non-2xx response.
//
//   tsx bench/serve-load.ts [--dir out] [--connections 50] [--duration 10] [--no-nginx]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadDefinitions } from '../hosting/headers';
import { ensureNginx, startNginx } from '../test-support/nginx';
import { startSiteServer } from '../test-support/site-process';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    'no-nginx': { type: 'boolean', default: false },
  },
});
const root = path.resolve(values.dir);
const connections = Number(values.connections);
const duration = Number(values.duration);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`bench:serve: ${values.dir}/index.html not found: run \`npm run build\` first`);
  process.exit(1);
}

function load(url: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, timeout: 10 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

function summary(name: string, r: autocannon.Result) {
  return {
    name,
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    mbPerSec: (r.throughput.average / 1024 / 1024).toFixed(1),
  };
}

async function main() {
  const rows: ReturnType<typeof summary>[] = [];

  // ---- ours ------------------------------------------------------------------------------
  const server = await startSiteServer(root);
  console.log(`bench:serve: ${connections} connections × ${duration} s on / ...`);
  const ours = summary('tsx server/main.ts', await load(`${server.base}/`));
  rows.push(ours);
  const crashed = !server.running();
  server.stop();

  // ---- nginx -----------------------------------------------------------------------------
  let nginxRow = null;
  if (!values['no-nginx']) {
    const { bin, hint } = ensureNginx();
    if (!bin) {
      console.log(`bench:serve: ${hint}; skipping the nginx comparison`);
    } else {
      const { defs } = loadDefinitions(root);
      const nginx = await startNginx({ bin, root, defs, workers: 1 });
      try {
        nginxRow = summary('nginx (generated config, 1 worker)', await load(`http://127.0.0.1:${nginx.port}/`));
        rows.push(nginxRow);
      } finally {
        await nginx.stop();
      }
    }
  }

  // ---- report ----------------------------------------------------------------------------
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  console.log(`\n${pad('server', 38)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('MB/s', 7)}${pad('errors', 8)}${pad('timeouts', 10)}non-2xx`);
  for (const r of rows) {
    console.log(`${pad(r.name, 38)}${pad(r.reqPerSec, 9)}${pad(r.p50, 8)}${pad(r.p99, 8)}${pad(r.mbPerSec, 7)}${pad(r.errors, 8)}${pad(r.timeouts, 10)}${r.non2xx}`);
  }
  if (nginxRow) console.log(`\nours / nginx: ${(ours.reqPerSec / nginxRow.reqPerSec).toFixed(2)}`);

  const failed = crashed || ours.errors > 0 || ours.timeouts > 0 || ours.non2xx > 0 || ours.requests === 0;
  if (failed) {
    console.error(`bench:serve: FAILED: our server had ${ours.errors} errors, ${ours.timeouts} timeouts, ${ours.non2xx} non-2xx${crashed ? ' and exited' : ''}`);
    process.exit(1);
  }
  console.log('bench:serve: our server answered every request with 2xx (0 errors, 0 timeouts)');
}

main().catch((error: unknown) => {
  console.error(`bench:serve: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
