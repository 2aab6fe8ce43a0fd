// `npm run bench:serve`: autocannon on `/` (50 connections, 10 s) against the `npm start` server and against nginx
// serving the same out/ with the generated config (a throwaway nginx on a loopback port; the system service is not
// touched), one process/worker each. Fails if our server had any error, timeout or non-2xx response.
//   tsx bench/serve-load.ts [--dir out] [--connections 50] [--duration 10] [--no-nginx]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadDefinitions } from '../hosting/headers';
import { ensureNginx, startNginx } from '../test-support/nginx';
import { startSiteServer } from '../test-support/site-process';
import { table } from './lib/report';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    'no-nginx': { type: 'boolean', default: false },
  },
});
const root = path.resolve(values.dir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`bench:serve: ${values.dir}/index.html not found: run \`npm run build\` first`);
  process.exit(1);
}

const load = (url: string) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections: Number(values.connections), duration: Number(values.duration), timeout: 10 }, (err, result) => (err ? reject(err) : resolve(result)));
  });

async function main() {
  const server = await startSiteServer(root);
  console.log(`bench:serve: ${values.connections} connections × ${values.duration} s on / ...`);
  const ours = await load(`${server.base}/`);
  const crashed = !server.running();
  server.stop();
  const rows: [string, autocannon.Result][] = [['tsx server/main.ts', ours]];
  const { bin, hint } = values['no-nginx'] ? { bin: null, hint: '--no-nginx' } : ensureNginx();
  if (bin) {
    const nginx = await startNginx({ bin, root, defs: loadDefinitions(root).defs, workers: 1 });
    try {
      rows.push(['nginx (generated config, 1 worker)', await load(`http://127.0.0.1:${nginx.port}/`)]);
    } finally {
      await nginx.stop();
    }
  } else console.log(`bench:serve: ${hint}; no nginx comparison`);

  const header = ['server', 'req/s', 'p50 ms', 'p99 ms', 'MB/s', 'errors', 'timeouts', 'non-2xx'];
  const cells = ([name, r]: [string, autocannon.Result]) => [
    name,
    Math.round(r.requests.average),
    r.latency.p50,
    r.latency.p99,
    (r.throughput.average / 1024 / 1024).toFixed(1),
    r.errors,
    r.timeouts,
    r.non2xx,
  ];
  console.log(`\n${table(header, rows.map(cells))}`);
  if (rows[1]) console.log(`\nours / nginx: ${(ours.requests.average / rows[1][1].requests.average).toFixed(2)}`);

  if (crashed || ours.errors > 0 || ours.timeouts > 0 || ours.non2xx > 0 || ours.requests.total === 0) {
    console.error(`bench:serve: FAILED: our server had ${ours.errors} errors, ${ours.timeouts} timeouts, ${ours.non2xx} non-2xx${crashed ? ' and exited' : ''}`);
    process.exit(1);
  }
  console.log('bench:serve: our server answered every request with 2xx (0 errors, 0 timeouts)');
}

main().catch((error: unknown) => {
  console.error(`bench:serve: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
