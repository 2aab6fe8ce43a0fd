// The front of every local tool (`npm run edit`'s editor and preview, `npm run dev`). Any web page the
// user visits can send requests to 127.0.0.1, and by DNS rebinding (a hostile name that resolves to
// 127.0.0.1) even read the answers as its own: so the front answers only requests addressed to its
// own address (Host) from its own pages (Origin), lets another site do no more than link to a page,
// keeps Next's development endpoints closed, sends no CORS allowance, and forwards the rest,
// WebSocket upgrades included, to the server behind it on a unix socket, which no browser can reach.
// What it checks is what it forwards: the target as it parsed it, the headers as it read them.
import { createServer, request as forwardRequest, STATUS_CODES, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { contentType } from 'mime-types';
import { IMAGE_CSP, isImage } from '../hosting/headers';
import { notALink } from '../server/own-host';
import { childReady, privateSocketFolder, startChild } from './process-group';

export const HOST = '127.0.0.1';

export interface Refusal {
  status: number;
  reason: string;
}

/**
 * Next's development endpoints (`/__nextjs_*`: the Node inspector, launching an editor, source maps, restarts;
 * `/_next/mcp`: its MCP server, logs, routes and actions) are not needed to edit or to reload: closed
 * whatever the headers say. Its overlay's font is harmless.
 */
const DEV_ENDPOINT = /^\/+(?:__nextjs(?!_font\/)|_next\/+mcp(?:\/|$))/i;
/** Methods whose requests carry no body: one they bring would reach the server behind unframed, as a request of its own. */
const BODILESS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);
/** Headers whose second copy would let the front and the server behind read a request two ways. */
const SINGLE = new Set(['host', 'origin', 'content-type', 'content-length', 'transfer-encoding', 'content-encoding', 'sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest']);

/** The request target as the front forwards it: parsed once, dot segments resolved; null when it is not a plain path. */
export function plainTarget(url = ''): { target: string; path: string } | null {
  // A path, never `//host…` (which URL parsers read as a host) or anything that does not parse.
  if (!url.startsWith('/') || url.startsWith('//') || !URL.canParse(`http://${HOST}${url}`)) return null;
  const { pathname, search } = new URL(`http://${HOST}${url}`);
  // An encoded separator or NUL means two paths: the one checked here and the one a server behind may decode.
  if (/%(2f|5c|00)/i.test(pathname)) return null;
  try {
    return { target: pathname + search, path: decodeURIComponent(pathname) };
  } catch {
    return null; // a stray %
  }
}

/** Why the front must not answer this request (400 malformed, 403 not from this computer's user or closed), or null. */
export function refusal(
  { method = 'GET', url = '', headers, rawHeaders = [] }: { method?: string; url?: string; headers: IncomingHttpHeaders; rawHeaders?: string[] },
  port: number,
): Refusal | null {
  const target = plainTarget(url);
  if (!target) return { status: 400, reason: 'the request target is not a plain path' };
  const names = rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
  const twice = names.find((name, i) => SINGLE.has(name) && names.indexOf(name) !== i);
  if (twice) return { status: 400, reason: `the request has ${twice} twice` };
  const own = [`${HOST}:${port}`, `localhost:${port}`];
  const host = headers.host?.toLowerCase();
  if (!host || !own.includes(host))
    return { status: 403, reason: `Host ${JSON.stringify(headers.host ?? '')} is not this tool's address (http://${HOST}:${port}); open that address instead` };
  const origin = headers.origin;
  if (origin !== undefined && !own.some((address) => origin.toLowerCase() === `http://${address}`)) {
    return { status: 403, reason: `Origin ${JSON.stringify(origin)} is not this tool's own pages` };
  }
  // Another site, or another port of this computer (same-site), may link to a page and do nothing else.
  const sentByAnother = notALink(headers, method, ['same-origin', 'none']);
  if (sentByAnother) return { status: 403, reason: sentByAnother };
  if (BODILESS.has(method) && (headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) !== 0))
    return { status: 400, reason: `a ${method} request with a body` };
  if (DEV_ENDPOINT.test(target.path)) return { status: 403, reason: `${target.path.slice(0, 60)} is one of Next's development endpoints, closed here` };
  return null;
}

export function sendText(response: ServerResponse, status: number, text: string) {
  response
    .writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' })
    .end(`${STATUS_CODES[status]}: ${text}\n`);
}

/** The request's body, or null when it is larger than `limit` bytes. */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

// Hop-by-hop headers, any CORS allowance the server behind might send, and a policy a request brings
// along (Next takes its script nonce from the request's policy: only the front's own may reach it).
const NOT_FORWARDED = /^(connection|keep-alive|proxy-.*|te|trailer|transfer-encoding|upgrade|access-control-.*|content-security-policy.*)$/i;
const forwarded = <T extends object>(headers: T) => Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_FORWARDED.test(name)));

interface ForwardOptions {
  /** the body the front has already read (and checked); otherwise the request's own is streamed */
  body?: Buffer;
  /** headers to send instead of the request's own (Host stays the checked one) */
  requestHeaders?: Record<string, string>;
  /** headers added to the request's */
  extraRequestHeaders?: Record<string, string>;
  /** headers added to the answer */
  headers?: Record<string, string>;
}

/** Forwards a request (its body, or `body`) to the server on `socketPath`, at the target the front checked. */
export function forward(
  request: IncomingMessage,
  response: ServerResponse,
  socketPath: string,
  { body, requestHeaders, extraRequestHeaders = {}, headers = {} }: ForwardOptions = {},
) {
  const sent = requestHeaders ? { host: request.headers.host!, ...requestHeaders } : { ...forwarded(request.headers), ...extraRequestHeaders };
  const upstream = forwardRequest(
    { socketPath, method: request.method, path: request.url, headers: { ...sent, ...(body && { 'content-length': String(body.length) }) } },
    (answer) => {
      // The front's headers replace the answer's of the same name, whatever its case.
      const own = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
      const theirs = Object.entries(forwarded(answer.headers)).filter(([name]) => !own.has(name.toLowerCase()));
      response.writeHead(answer.statusCode ?? 502, { ...Object.fromEntries(theirs), ...headers });
      answer.pipe(response);
    },
  );
  upstream.on('error', () => (response.headersSent ? response.destroy() : sendText(response, 502, 'the server behind this one is not answering (still starting?)')));
  response.on('close', () => response.writableFinished || upstream.destroy()); // the browser went away first
  if (body) upstream.end(body);
  else request.pipe(upstream);
}

/** The upgrade request as the front read it: its checked target and its parsed headers, one line each. */
function upgradeHead(request: IncomingMessage): string {
  const lines = [`${request.method} ${request.url} HTTP/1.1`];
  for (const [name, value] of Object.entries(request.headers)) {
    if (/^content-security-policy/i.test(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

function forwardUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, socketPath: string) {
  const upstream = connect(socketPath, () => {
    upstream.write(upgradeHead(request));
    upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  const close = () => {
    upstream.destroy();
    socket.destroy();
  };
  for (const end of [upstream, socket]) end.on('error', close).on('close', close);
}

/**
 * Listens on 127.0.0.1:`port` and hands `handle` only the requests `refusal` lets through; a request
 * the handler fails on gets a 500, never a crash. WebSocket upgrades go to `upgradeTo`, if given.
 */
export function listenFront(port: number, handle: (request: IncomingMessage, response: ServerResponse) => unknown, upgradeTo?: string): Promise<Server> {
  const refuse = (request: IncomingMessage) => {
    const refused = refusal(request, port);
    if (refused) console.warn(`refused ${request.method} ${request.url?.slice(0, 200)} on port ${port}: ${refused.reason}`);
    // From here on, handlers and the servers behind see the target as it was checked.
    else request.url = plainTarget(request.url)!.target;
    return refused;
  };
  const server = createServer(async (request, response) => {
    const refused = refuse(request);
    if (refused) return sendText(response, refused.status, refused.reason);
    try {
      await handle(request, response);
    } catch (error) {
      console.error(error);
      if (response.headersSent) response.destroy();
      else sendText(response, 500, 'the request failed; see the terminal');
    }
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const refused = refuse(request) ?? (upgradeTo ? null : { status: 404, reason: 'no WebSocket here' });
    if (!refused) return forwardUpgrade(request, socket, head, upgradeTo!);
    const text = `${STATUS_CODES[refused.status]}: ${refused.reason}\n`;
    socket.end(
      `HTTP/1.1 ${refused.status} ${STATUS_CODES[refused.status]}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  });
  return new Promise((resolve, reject) => server.once('error', reject).listen(port, HOST, () => resolve(server)));
}

/**
 * The policy of a page from Next's development server: its scripts carry the request's nonce (Next
 * takes it from the policy on the request, which only the front sets), React's development build
 * evaluates code (its owner stacks), and the HMR WebSocket goes to its own origin; nothing from
 * elsewhere (analytics is off in the local tools: NO_ANALYTICS).
 */
const devPagePolicy = (nonce: string) =>
  [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'unsafe-eval'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
  ].join('; ');

/** An image is served as what its name says, never sniffed, under a policy that runs nothing (an SVG opened on its own). */
const imageHeaders = (pathname: string) => ({
  'Content-Type': contentType(path.extname(pathname)) || 'application/octet-stream',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': IMAGE_CSP,
});

/**
 * Next's development server (scripts/next-dev-server.ts, in a child process of this tool's group) on
 * a unix socket in a private folder, behind a front on 127.0.0.1:`port`, which listens once Next is ready.
 * Analytics and telemetry are off.
 */
export async function startNextBehindFront({ name, port, dir, env = {} }: { name: string; port: number; dir: string; env?: Record<string, string> }) {
  const socket = path.join(privateSocketFolder('next-dev'), 'next.sock');
  const child = startChild(name, path.join(__dirname, 'next-dev-server.ts'), ['--socket', socket, '--port', String(port), '--dir', dir], {
    ...env,
    NO_ANALYTICS: '1',
    NEXT_TELEMETRY_DISABLED: '1',
  });
  await childReady(child);
  await listenFront(
    port,
    (request, response) => {
      const { pathname } = new URL(`http://${HOST}${request.url}`);
      if (isImage(pathname)) return forward(request, response, socket, { headers: imageHeaders(pathname) });
      const policy = devPagePolicy(randomBytes(16).toString('base64'));
      forward(request, response, socket, {
        extraRequestHeaders: { 'content-security-policy': policy },
        headers: { 'Content-Security-Policy': policy, 'X-Content-Type-Options': 'nosniff' },
      });
    },
    socket,
  );
}
