// `npm start` / `npm run serve`: serves the static export (out/) on 127.0.0.1:3000.
//
//   tsx server/main.ts [--port 3000] [--host 127.0.0.1] [--dir out] [--headers deploy/headers.json] [--allowed-hosts a.example,b.example]
//
// It answers requests addressed to localhost, a loopback address or the address they came in on, and
// to the names --allowed-hosts (or ALLOWED_HOSTS) lists: any other Host or Origin gets 403 (./own-host.ts).
// Environment: PORT, HOST, SERVE_DIR, HEADERS_FILE, ALLOWED_HOSTS (flags win); IDLE_TIMEOUT_MS (default 60000: a
// connection silent that long is closed) and MAX_CONNECTIONS (default: the open-file limit less 256). The security headers and
// CSP come from deploy/headers.json (written by `npm run build`, or `npm run host-configs` alone); when that file is
// missing or was made for other HTML, they are computed from the served directory; a build made while it serves is
// picked up at the next request.
import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFINITIONS_FILE, loadDefinitions, responseHeaders } from '../hosting/headers';
import { createSiteServer } from './app';
import { allowedHostEntry } from './own-host';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    host: { type: 'string', short: 'H' },
    dir: { type: 'string', short: 'd' },
    headers: { type: 'string' },
    'allowed-hosts': { type: 'string' },
    quiet: { type: 'boolean', short: 'q', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  allowPositionals: false,
});

if (values.help) {
  console.log('usage: tsx server/main.ts [--port 3000] [--host 127.0.0.1] [--dir out] [--headers deploy/headers.json] [--allowed-hosts a.example,b.example] [--quiet]');
  process.exit(0);
}

const port = Number(values.port ?? process.env.PORT ?? 3000);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';
const dir = path.resolve(values.dir ?? process.env.SERVE_DIR ?? 'out');
const headersFile = values.headers ?? process.env.HEADERS_FILE ?? DEFINITIONS_FILE;

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve: invalid port ${JSON.stringify(values.port ?? process.env.PORT)}`);
  process.exit(1);
}
if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`serve: ${path.relative(process.cwd(), dir) || dir}/index.html not found: run \`npm run build\` first`);
  process.exit(1);
}
// The folder itself, as the server reads it (./app.ts): a symlink to it pointed elsewhere later changes neither
// the files served nor their headers.
const root = realpathSync(dir);

/** The build's headers and split, from the headers file while it matches the served HTML (else computed, and said). */
const definitions = () => {
  const loaded = loadDefinitions(root, headersFile);
  if (loaded.source !== 'file') console.warn(`serve: ${loaded.reason}; computed the headers from ${root}`);
  return loaded;
};
/**
 * Which build is served: `npm run build` beside a running server swaps in a new out/ and deploy/ (new folders),
 * whose pages' inline scripts only the new CSP allows. Looked at before every request (three stat calls), so no
 * page of a new build goes out with the last one's CSP.
 */
const buildStamp = () =>
  [root, path.join(root, 'index.html'), headersFile]
    .map((file) => {
      const stats = statSync(file, { throwIfNoEntry: false });
      return stats ? `${stats.ino}:${stats.mtimeMs}` : '-';
    })
    .join(' ');
// The stamp first, then the headers: a build swapped in between is then seen at the first request (the other way
// round, the stamp named the new build and the headers were the old one's, for good: an attacker's pass).
let stamp = buildStamp();
const { defs, source } = definitions();
const reload = () => {
  const now = buildStamp();
  if (now === stamp) return null;
  const next = definitions(); // throws while out/ is half swapped: looked at again next time
  stamp = now;
  return { headers: responseHeaders(next.defs), split: next.defs.split };
};

const limits = {
  ...(process.env.IDLE_TIMEOUT_MS && { idleTimeoutMs: Number(process.env.IDLE_TIMEOUT_MS) }),
  ...(process.env.MAX_CONNECTIONS && { maxConnections: Number(process.env.MAX_CONNECTIONS) }),
};
for (const [name, value] of Object.entries(limits)) {
  if (!Number.isInteger(value) || value < 1) {
    console.error(`serve: ${name === 'idleTimeoutMs' ? 'IDLE_TIMEOUT_MS' : 'MAX_CONNECTIONS'} must be a positive whole number`);
    process.exit(1);
  }
}
let server: ReturnType<typeof createSiteServer>;
try {
  const allowedHosts = (values['allowed-hosts'] ?? process.env.ALLOWED_HOSTS ?? '')
    .split(',')
    .filter((entry) => entry.trim())
    .map(allowedHostEntry);
  server = createSiteServer({ root, headers: responseHeaders(defs), split: defs.split, reload, ...limits, allowedHosts, log: (m) => console.error(`serve: ${m}`) });
} catch (error) {
  console.error(`serve: ${(error as Error).message}`);
  process.exit(1);
}
server.on('error', (err) => {
  console.error(`serve: ${err.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  const addr = server.address();
  const shown = typeof addr === 'object' && addr ? addr : { address: host, port };
  const urlHost = shown.address.includes(':') ? `[${shown.address}]` : shown.address;
  if (!values.quiet) {
    console.log(`Serving ${path.relative(process.cwd(), root) || root} at http://${urlHost}:${shown.port} (headers: ${source === 'file' ? headersFile : 'computed'})`);
  }
});

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
