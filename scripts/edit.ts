// `npm run edit`: the content editor in the browser (Decap CMS, served from node_modules), its local
// backend (decap-server: it writes content/*.json and public/images/ in this working tree; no account)
// and a live preview of the site (Next's dev server). The browser talks to two addresses on
// 127.0.0.1, each a checking front (scripts/local-front.ts): the editor, which forwards /api/v1 to
// decap-server on a unix socket after scripts/edit-policy.ts has allowed it, and the preview. The
// processes stop together (scripts/process-group.ts).
//
//   npm run edit [-- --port 8080] [--preview-port 3001] [--dir .] [--no-preview]
import { createReadStream, existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ADMIN_CSP, adminPage } from './admin-page';
import { decapConfig } from './decap-config';
import { apiRefusal, MAX_REQUEST_BYTES } from './edit-policy';
import { forward, HOST, listenFront, readBody, startNextBehindFront } from './local-front';
import { childReady, privateSocketFolder, startChild, stopAll } from './process-group';

const ROOT = path.join(__dirname, '..');
const DECAP_DIST = path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');
/**
 * The preview's policy: Next's development build runs inline and eval'd scripts and a WebSocket to
 * its own origin, and nothing from elsewhere (analytics is off there: NO_ANALYTICS).
 */
const PREVIEW_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
  "form-action 'self'",
].join('; ');

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.EDIT_PORT ?? '8080' },
    'preview-port': { type: 'string', default: process.env.EDIT_PREVIEW_PORT ?? '3001' },
    dir: { type: 'string', default: ROOT },
    'no-preview': { type: 'boolean', default: false },
  },
});
const dir = path.resolve(values.dir!);
const port = Number(values.port);
const previewPort = Number(values['preview-port']);

const backendSocket = path.join(privateSocketFolder('decap-server'), 'backend.sock');
const backend = startChild('decap-server', path.join(__dirname, 'edit-backend.ts'), ['--socket', backendSocket], {
  GIT_REPO_DIRECTORY: dir,
  ORIGIN: `http://${HOST}:${port}`,
});

const config = JSON.stringify(decapConfig({ name: 'local', proxyUrl: '/api/v1' }), null, 2);
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.yml': 'text/yaml' };
const HEADERS = { 'Content-Security-Policy': ADMIN_CSP(), 'X-Robots-Tag': 'noindex', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin' };

const json = (response: ServerResponse, status: number, error: string) =>
  response.writeHead(status, { ...HEADERS, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify({ error }));

async function handle(request: IncomingMessage, response: ServerResponse) {
  const { pathname } = new URL(`http://${HOST}${request.url}`);
  if (pathname === '/api/v1') {
    if (request.method !== 'POST') return json(response, 405, 'POST only');
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) return json(response, 415, 'the request body must be JSON');
    const body = await readBody(request, MAX_REQUEST_BYTES);
    if (!body) return json(response, 413, `the request is over ${MAX_REQUEST_BYTES / 1048576} MB`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return json(response, 400, 'the request body is not JSON');
    }
    const refused = await apiRefusal(dir, parsed);
    if (refused) {
      console.warn(`edit: refused ${String((parsed as { action?: unknown })?.action).slice(0, 40)}: ${refused.error}`);
      return json(response, refused.status, refused.error);
    }
    return forward(request, response, backendSocket, { body });
  }
  const send = (status: number, type: string, text: string) => response.writeHead(status, { ...HEADERS, 'Content-Type': type, 'Cache-Control': 'no-cache' }).end(text);
  if (pathname === '/' || pathname === '/admin') return response.writeHead(302, { Location: '/admin/' }).end();
  if (pathname === '/favicon.ico') return response.writeHead(204).end();
  if (pathname === '/admin/') return send(200, TYPES['.html']!, adminPage('Lucky Perlas content editor'));
  // Decap reads config.yml; JSON is YAML.
  if (pathname === '/admin/config.yml') return send(200, TYPES['.yml']!, config);
  const name = pathname.replace(/^\/admin\//, '');
  const file = path.join(DECAP_DIST, name);
  if (/^[\w.-]+\.(js|css)$/.test(name) && existsSync(file)) {
    response.writeHead(200, { ...HEADERS, 'Content-Type': TYPES[path.extname(name)]!, 'Cache-Control': 'public, max-age=3600' });
    return void createReadStream(file).pipe(response);
  }
  send(404, 'text/plain', 'not found');
}

Promise.all([
  childReady(backend)
    .then(() => listenFront(port, handle))
    .then(() => console.log(`Editor:  http://${HOST}:${port}/admin/  (saves into ${path.relative(process.cwd(), dir) || '.'}/content and public/images only)`)),
  values['no-preview'] ||
    startNextBehindFront({
      name: 'the preview',
      port: previewPort,
      dir,
      env: { NO_ANALYTICS: '1', EDITOR_PREVIEW: '1' },
      headers: { 'Content-Security-Policy': PREVIEW_CSP },
    }).then(() => console.log(`Preview: http://${HOST}:${previewPort}/  (updates as you save; a page compiles for a few seconds the first time)`)),
])
  .then(() => console.log('Stop with Ctrl+C. Then `npm run build` checks everything the editor saved; commit content/ and public/images/ with git.'))
  .catch((error: Error) => {
    console.error(`edit: ${error.message}`);
    stopAll(1);
  });
