// `npm run edit`: the content editor in the browser (Decap CMS, served from node_modules) with its
// local backend (decap-server writes content/*.json and public/images/ in this working tree; no
// account), and a live preview of the site (Next's dev server). Everything listens on 127.0.0.1.
//
//   npm run edit [-- --port 8080] [--proxy-port 8081] [--preview-port 3001] [--dir .] [--no-preview]
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { decapConfig } from '../lib/decap-config';
import { ADMIN_CSP, adminPage } from '../lib/admin-page';

const ROOT = path.join(__dirname, '..');
const DECAP_DIST = path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.EDIT_PORT ?? '8080' },
    'proxy-port': { type: 'string', default: process.env.EDIT_PROXY_PORT ?? '8081' },
    'preview-port': { type: 'string', default: process.env.EDIT_PREVIEW_PORT ?? '3001' },
    dir: { type: 'string', default: ROOT },
    'no-preview': { type: 'boolean', default: false },
  },
});
const HOST = '127.0.0.1';
const dir = path.resolve(values.dir!);
const port = Number(values.port);
const proxyPort = Number(values['proxy-port']);
const previewPort = Number(values['preview-port']);
const children: ChildProcess[] = [];

function start(args: string[], env: Record<string, string>, cwd = dir) {
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`edit: ${path.basename(args[0]!)} stopped (${signal ?? code}); stopping the editor`);
      stop(1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

start([require.resolve('decap-server/dist/index.js')], { PORT: String(proxyPort), BIND_HOST: HOST, GIT_REPO_DIRECTORY: dir, MODE: 'fs', LOG_LEVEL: 'warn' });
if (!values['no-preview']) {
  // EDITOR_PREVIEW: the preview alone may send analytics to a collector on this computer (content/index.ts).
  start([path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev', '--port', String(previewPort), '--hostname', HOST], {
    NEXT_TELEMETRY_DISABLED: '1',
    EDITOR_PREVIEW: '1',
  });
}

const config = JSON.stringify(decapConfig({ name: 'local', proxyUrl: `http://${HOST}:${proxyPort}/api/v1` }), null, 2);
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.yml': 'text/yaml' };

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${HOST}`);
  const send = (status: number, type: string, body: string) =>
    response
      .writeHead(status, { 'Content-Type': type, 'Content-Security-Policy': ADMIN_CSP(`http://${HOST}:${proxyPort}`), 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-cache' })
      .end(body);
  if (url.pathname === '/' || url.pathname === '/admin') return response.writeHead(302, { Location: '/admin/' }).end();
  if (url.pathname === '/favicon.ico') return response.writeHead(204).end();
  if (url.pathname === '/admin/') return send(200, TYPES['.html']!, adminPage('Lucky Perlas content editor'));
  // Decap reads config.yml; JSON is YAML.
  if (url.pathname === '/admin/config.yml') return send(200, TYPES['.yml']!, config);
  const name = url.pathname.replace(/^\/admin\//, '');
  const file = path.join(DECAP_DIST, name);
  if (/^[\w.-]+\.(js|css)$/.test(name) && existsSync(file)) {
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(name)]!, 'Cache-Control': 'public, max-age=3600', 'X-Robots-Tag': 'noindex' });
    return void createReadStream(file).pipe(response);
  }
  send(404, 'text/plain', 'not found');
}).listen(port, HOST, () => {
  console.log(`Editor:  http://${HOST}:${port}/admin/  (local backend: saves into ${path.relative(process.cwd(), dir) || '.'}/content and public/images)`);
  if (!values['no-preview']) console.log(`Preview: http://${HOST}:${previewPort}/  (updates as you save; first load compiles for a few seconds)`);
  console.log('Stop with Ctrl+C. Then `npm run build` checks everything the editor saved; commit content/ and public/images/ with git.');
});
