// `npm run edit`: the content editor in the browser (Decap CMS, served from node_modules), its local
// backend (decap-server: it writes content/*.json and public/images/ in this working tree; no account)
// and a live preview of the site (Next's dev server). The browser talks to two addresses on
// 127.0.0.1, each a checking front (scripts/local-front.ts): the editor and the preview. The editor
// parses each /api/v1 request once, has scripts/edit-policy.ts check the parsed value, then saves it
// itself (scripts/edit-writes.ts) or forwards its own serialisation of it to decap-server on a unix
// socket, so what was checked is exactly what is written or read. The processes stop together
// (scripts/process-group.ts).
//
//   npm run edit [-- --port 8080] [--preview-port 3001] [--dir .] [--no-preview]
import { createReadStream, existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ADMIN_CSP, adminPage } from './admin-page';
import { removeLeftovers } from './atomic-write';
import { decapConfig } from './decap-config';
import { apiRefusal, MAX_REQUEST_BYTES, MEDIA_FOLDER } from './edit-policy';
import { oneSaveAtATime, performWrite, WRITES } from './edit-writes';
import { forward, HOST, listenFront, readBody, startNextBehindFront } from './local-front';
import { childReady, privateSocketFolder, startChild, stopAll } from './process-group';

const ROOT = path.join(__dirname, '..');
const DECAP_DIST = path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');
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

// Saves that a kill stopped half way left their aside files; the files themselves are whole.
for (const leftover of [...removeLeftovers(path.join(dir, 'content')), ...removeLeftovers(path.join(dir, MEDIA_FOLDER))])
  console.warn(`edit: removed ${path.relative(dir, leftover)}, left by a save that was stopped (the file it was saving is as it was before)`);

const backendSocket = path.join(privateSocketFolder('decap-server'), 'backend.sock');
const backend = startChild('decap-server', path.join(__dirname, 'edit-backend.ts'), ['--socket', backendSocket], {
  GIT_REPO_DIRECTORY: dir,
  ORIGIN: `http://${HOST}:${port}`,
});

const config = JSON.stringify(decapConfig({ name: 'local', proxyUrl: '/api/v1' }), null, 2);
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.yml': 'text/yaml' };
const HEADERS = { 'Content-Security-Policy': ADMIN_CSP(), 'X-Robots-Tag': 'noindex', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin' };

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { ...HEADERS, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));
const error = (response: ServerResponse, status: number, message: string) => json(response, status, { error: message });

/** Why the body cannot be read as the one JSON text the editor checks: only UTF-8, as declared or by default; no BOM, no encoding. */
function bodyTypeRefusal(headers: IncomingMessage['headers']): string | null {
  const type = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;
  if (!type.test(headers['content-type'] ?? '')) return 'the request body must be JSON in UTF-8 (Content-Type: application/json; charset=utf-8)';
  if ((headers['content-encoding'] ?? 'identity').toLowerCase() !== 'identity') return 'the request body must not be compressed or encoded';
  return null;
}

/** The body as UTF-8 text, or null when it is not valid UTF-8 or starts with a byte order mark. */
function utf8(body: Buffer): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    return null;
  }
}

async function api(request: IncomingMessage, response: ServerResponse) {
  if (request.method !== 'POST') return error(response, 405, 'POST only');
  const refusedType = bodyTypeRefusal(request.headers);
  if (refusedType) return error(response, 415, refusedType);
  const body = await readBody(request, MAX_REQUEST_BYTES);
  if (!body) return error(response, 413, `the request is over ${MAX_REQUEST_BYTES / 1048576} MB`);
  const text = utf8(body);
  if (text === null) return error(response, 400, 'the request body is not UTF-8 (or starts with a byte order mark)');
  let parsed: { action?: unknown; params?: unknown };
  let serialised: string;
  try {
    parsed = JSON.parse(text);
    serialised = JSON.stringify(parsed); // what decap-server gets; throws on nesting too deep for it
  } catch {
    return error(response, 400, 'the request body is not JSON (or nested too deeply)');
  }
  const action = String(parsed?.action).slice(0, 40);
  const checked = async () => {
    const refused = await apiRefusal(dir, parsed);
    if (refused) console.warn(`edit: refused ${action}: ${refused.error}`);
    return refused;
  };
  if (WRITES.has(action)) {
    return oneSaveAtATime(async () => {
      const refused = await checked();
      if (refused) return error(response, refused.status, refused.error);
      try {
        json(response, 200, await performWrite(dir, action, parsed.params as never));
      } catch (failure) {
        const { code, message } = failure as NodeJS.ErrnoException;
        console.error(`edit: ${action} failed: ${message}`);
        // Each file is whole (old or new); a save of several files may have written those before the failure.
        error(response, 500, `the save failed (${code ?? message}${code === 'ENOSPC' ? ': the disk is full' : ''}): no file is half written; see the terminal`);
      }
    });
  }
  const refused = await checked();
  if (refused) return error(response, refused.status, refused.error);
  // decap-server gets the value that was checked, as the editor writes it, in the one charset.
  return forward(request, response, backendSocket, { body: Buffer.from(serialised), requestHeaders: { 'content-type': 'application/json' } });
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const { pathname } = new URL(`http://${HOST}${request.url}`);
  if (pathname === '/api/v1') return api(request, response);
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
      env: { EDITOR_PREVIEW: '1' },
    }).then(() => console.log(`Preview: http://${HOST}:${previewPort}/  (updates as you save; a page compiles for a few seconds the first time)`)),
])
  .then(() =>
    console.log(
      'Stop with Ctrl+C. Then `npm run build` checks everything the editor saved; commit content/, public/images/ and the encodings the build made in public/img/ with git.',
    ),
  )
  .catch((error: Error) => {
    console.error(`edit: ${error.message}`);
    stopAll(1);
  });
