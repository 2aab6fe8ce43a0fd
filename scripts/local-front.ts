// The front of every local tool (`npm run edit`'s editor and preview, `npm run dev`). Any web page the
// user visits can send requests to 127.0.0.1, and by DNS rebinding (a hostile name that resolves to
// 127.0.0.1) even read the answers as its own: so the front answers only requests addressed to its
// own address (Host) from its own pages (Origin), sends no CORS allowance, and forwards the rest,
// WebSocket upgrades included, to the server behind it on a unix socket, which no browser can reach.
import { createServer, request as forwardRequest, STATUS_CODES, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { childReady, privateSocketFolder, startChild } from './process-group';

export const HOST = '127.0.0.1';

export interface Refusal {
  status: number;
  reason: string;
}

/** Why the front must not answer this request (400 malformed, 403 not from this computer's user), or null. */
export function refusal({ url = '', headers }: { url?: string; headers: IncomingHttpHeaders }, port: number): Refusal | null {
  // A path, never `//host…` (which URL parsers read as a host) or anything that does not parse.
  if (!url.startsWith('/') || url.startsWith('//') || !URL.canParse(`http://${HOST}${url}`)) return { status: 400, reason: 'the request target is not a plain path' };
  const own = [`${HOST}:${port}`, `localhost:${port}`];
  const host = headers.host?.toLowerCase();
  if (!host || !own.includes(host))
    return { status: 403, reason: `Host ${JSON.stringify(headers.host ?? '')} is not this tool's address (http://${HOST}:${port}); open that address instead` };
  const origin = headers.origin;
  if (origin !== undefined && !own.some((address) => origin.toLowerCase() === `http://${address}`)) {
    return { status: 403, reason: `Origin ${JSON.stringify(origin)} is not this tool's own pages` };
  }
  // Without an Origin: a page elsewhere embedding or fetching this tool (no-cors); a link to it stays allowed.
  if (headers['sec-fetch-site'] === 'cross-site' && headers['sec-fetch-mode'] !== 'navigate') return { status: 403, reason: 'a request sent by another site' };
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

// Hop-by-hop headers, and any CORS allowance the server behind might send.
const NOT_FORWARDED = /^(connection|keep-alive|proxy-.*|te|trailer|transfer-encoding|upgrade|access-control-.*)$/i;
const forwarded = <T extends object>(headers: T) => Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_FORWARDED.test(name)));

/** Forwards a request (its body, or `body` when the front has already read it) to the server on `socketPath`. */
export function forward(request: IncomingMessage, response: ServerResponse, socketPath: string, { body, headers = {} }: { body?: Buffer; headers?: Record<string, string> } = {}) {
  const upstream = forwardRequest(
    { socketPath, method: request.method, path: request.url, headers: { ...forwarded(request.headers), ...(body && { 'content-length': String(body.length) }) } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, { ...forwarded(answer.headers), ...headers });
      answer.pipe(response);
    },
  );
  upstream.on('error', () => (response.headersSent ? response.destroy() : sendText(response, 502, 'the server behind this one is not answering (still starting?)')));
  response.on('close', () => response.writableFinished || upstream.destroy()); // the browser went away first
  if (body) upstream.end(body);
  else request.pipe(upstream);
}

function forwardUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, socketPath: string) {
  const upstream = connect(socketPath, () => {
    const lines = [`${request.method} ${request.url} HTTP/1.1`];
    for (let i = 0; i < request.rawHeaders.length; i += 2) lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
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
 * Next's development server (scripts/next-dev-server.ts, in a child process of this tool's group) on
 * a unix socket in a private folder, behind a front on 127.0.0.1:`port`, which listens once Next is ready.
 */
export async function startNextBehindFront({
  name,
  port,
  dir,
  env = {},
  headers,
}: {
  name: string;
  port: number;
  dir: string;
  env?: Record<string, string>;
  headers?: Record<string, string>;
}) {
  const socket = path.join(privateSocketFolder('next-dev'), 'next.sock');
  const child = startChild(name, path.join(__dirname, 'next-dev-server.ts'), ['--socket', socket, '--port', String(port), '--dir', dir], { ...env, NEXT_TELEMETRY_DISABLED: '1' });
  await childReady(child);
  await listenFront(port, (request, response) => forward(request, response, socket, { headers }), socket);
}
