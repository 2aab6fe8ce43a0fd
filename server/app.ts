// The `npm start` server. `send` (the library behind Express's static files) does the serving:
// ETag and Last-Modified, conditional requests, Range and If-Range, HEAD, content types. In
// front of it sits the thin filter (./filter.ts) that refuses bad requests the way nginx does,
// then the check that a request is addressed to this server (./own-host.ts); around it, the few
// decisions a static host makes: which file a clean URL names, the precompressed .br/.gz sibling
// the build wrote, the 404 page, and the build's security and cache headers.
import { readFileSync, realpathSync } from 'node:fs';
import { lstat, realpath, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { Socket } from 'node:net';
import { contentType } from 'mime-types';
import send from 'send';
import { headerAt, httpHeader } from '../hosting/config-values';
import { CACHE_CONTROL, IMAGE_CSP, RESPONSE_HEADER_NAMES, cacheControlFor, isCompressible, isImage } from '../hosting/headers';
import { HIDDEN_PATHS } from '../hosting/export-files';
import { decideSplit } from '../hosting/split/decide';
import type { SplitDefinition } from '../lib/campaigns';
import { STATUS_TEXT, checkRequest, encodePath, isMalformedRange, negotiateEncodings, normalizePath, redirectTarget } from './filter';
import { foreignRequest, notALink } from './own-host';

export interface SiteServerOptions {
  /** the export directory (out/) */
  root: string;
  /** headers every response carries (the security headers and the CSP); {} serves a page plain */
  headers: Record<string, string>;
  /** serve the precompressed .br/.gz siblings (default true) */
  compress?: boolean;
  /** close a connection silent this long: no request header yet, or idle between requests (nginx: client_header_timeout 60 s) */
  idleTimeoutMs?: number;
  /**
   * at most this many open connections; at the cap the one idle longest (nothing sent yet, or on keep-alive between
   * requests) is closed to make room, and a new one is refused only while every open one is busy with a request
   */
  maxConnections?: number;
  /** at the cap with none idle, a connection busy this long (a slow reader, a long pipeline) makes room (default 10 s) */
  stalledAfterMs?: number;
  /** host names it answers besides localhost, loopback and the address a connection came in on (./own-host.ts) */
  allowedHosts?: readonly string[];
  log?: (message: string) => void;
  /** The campaigns' traffic split (deploy/headers.json's): each visitor gets and keeps a variant at a campaign's address. */
  split?: SplitDefinition;
  /** Draws a visitor's variant (tests pass a seeded one). */
  random?: () => number;
  /**
   * Asked before each request: the headers and split of a build swapped in since (its pages' CSP hashes are
   * new), or null when nothing changed. A set that fails the header rules is logged and the last one kept.
   */
  reload?: () => ServedConfig | null;
}

/** What a build tells the server to send besides its files. */
export interface ServedConfig {
  headers: Record<string, string>;
  split: SplitDefinition;
}

const SIBLING = { br: '.br', gzip: '.gz' } as const;

/** nginx-style error body (no version, no path, no stack). */
export function errorBody(status: number): string {
  const title = `${status} ${STATUS_TEXT[status] ?? 'Error'}`;
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n</body>\r\n</html>\r\n`;
}

/**
 * A regular file under root, or null: not a directory, not a symlink, and not reached through a
 * symlinked directory (its real path must be inside `root`, itself a real path).
 */
async function fileAt(root: string, rel: string): Promise<string | null> {
  const abs = path.join(root, rel);
  try {
    if (!(await lstat(abs)).isFile()) return null;
    return (await realpath(abs)).startsWith(`${root}${path.sep}`) ? abs : null;
  } catch {
    return null; // ENOENT, ENOTDIR, ENAMETOOLONG…: nginx answers 404 for all of them
  }
}

/** Precompressed siblings are served for their page, never asked for by name (in any case: a Mac's disk ignores it). */
const PRECOMPRESSED = /\.(br|gz)$/i;
/** A name starting with "." (.env, .git, .DS_Store dropped into public/): never the site's, except /.well-known/. */
const DOTFILE = /\/\.(?!well-known\/)/;
/** The export's files no URL names: compared without case, as a case-insensitive disk (macOS) opens /_HEADERS as /_headers. */
const HIDDEN = new Set(HIDDEN_PATHS.map((hidden) => hidden.toLowerCase()));

/** The file a clean URL names: `/` → index.html, `/slots` → slots (a file) or slots.html. */
async function resolvePage(root: string, urlPath: string): Promise<string | null> {
  // Judged as the lookup opens it: a variant's path comes from the headers file unnormalised, and //_headers is /_headers.
  const opened = normalizePath(urlPath);
  if (opened === null || HIDDEN.has(opened.toLowerCase()) || PRECOMPRESSED.test(opened) || DOTFILE.test(opened)) return null;
  if (opened === '/') return fileAt(root, 'index.html');
  return (await fileAt(root, opened)) ?? (await fileAt(root, `${opened}.html`));
}

export function createSiteServer({
  root: dir,
  headers: initialHeaders,
  compress = true,
  idleTimeoutMs = 60_000,
  stalledAfterMs = 10_000,
  maxConnections = connectionCap(),
  allowedHosts = [],
  log = () => {},
  split: initialSplit = { maxAgeSeconds: 0, campaigns: [] },
  random = Math.random,
  reload = () => null,
}: SiteServerOptions): http.Server {
  // Real once, here: a file's real path is compared with it on every request.
  const root = realpathSync(path.resolve(dir));
  // The headers file may be older than the build's checks, or edited: the same rules as every host's config, and
  // only the build's headers (one such as Transfer-Encoding would contradict what the server sends itself).
  const checked = (next: Record<string, string>) => {
    for (const [name, value] of Object.entries(next)) {
      const at = headerAt('the server', name);
      if (!RESPONSE_HEADER_NAMES.includes(name)) throw new Error(`${at.file}: ${at.what}: not one of the build's (${RESPONSE_HEADER_NAMES.join(', ')}). Fix: ${at.fix}.`);
      httpHeader(name, value, at);
    }
    return next;
  };
  let headers = checked(initialHeaders);
  let split = initialSplit;
  const reloaded = () => {
    try {
      const next = reload();
      if (!next) return;
      headers = checked(next.headers);
      split = next.split;
      log('a new build: its headers and split are served from now on');
    } catch (error) {
      log(`a new build's headers were refused, the last ones kept: ${(error as Error).message}`);
    }
  };

  const setBaseHeaders = (res: http.ServerResponse) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };

  /** Rejections, redirects and errors we answer ourselves. */
  const sendStatus = (req: http.IncomingMessage, res: http.ServerResponse, status: number, extra: Record<string, string> = {}) => {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    const body = status === 301 || status === 302 ? '' : errorBody(status);
    setBaseHeaders(res);
    res.setHeader('Cache-Control', CACHE_CONTROL.revalidate);
    if (body) res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    if (status === 405) res.setHeader('Allow', 'GET, HEAD');
    for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
    // nginx closes the connection after a malformed request, keeps it after 405
    if (status === 400 || status === 414) res.setHeader('Connection', 'close');
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    reloaded();
    if (req.httpVersionMajor !== 1) return sendStatus(req, res, 505);
    const check = checkRequest({ method: req.method ?? '', url: req.url ?? '', httpVersion: req.httpVersion, rawHeaders: req.rawHeaders, headers: req.headers });
    if (!check.ok) return sendStatus(req, res, check.status);
    // Another site may link to a page and do nothing else: no request the site's own pages never make is served.
    const foreign =
      foreignRequest({ host: check.authority, origin: req.headers.origin }, req.socket.localAddress, allowedHosts) ??
      notALink(req.headers as Record<string, string | undefined>, req.method ?? '', ['same-origin', 'same-site', 'none']);
    if (foreign) {
      log(`refused ${req.method} ${JSON.stringify(req.url)}: ${foreign}`);
      return sendStatus(req, res, 403);
    }

    const target = check.utf8 ? redirectTarget(check.path) : null;
    if (target) {
      let location = encodePath(target) + (check.query ? `?${check.query}` : '');
      if (!/^[\x21-\x7e]*$/.test(location)) location = encodePath(target);
      return sendStatus(req, res, 301, { Location: location });
    }

    // A campaign's address: the visitor's variant at the same URL (a rewrite), or home when it is not running.
    const decision = check.utf8
      ? decideSplit(split, {
          method: req.method ?? '',
          path: check.path,
          forced: new URLSearchParams(check.query ?? '').get('variant'),
          cookies: req.headers.cookie ?? null,
          now: Date.now(),
          random: random(),
          secure: false, // npm start serves http only
        })
      : ({ kind: 'pass' } as const);
    if (decision.kind === 'ended') return sendStatus(req, res, 302, { Location: decision.location });
    const splitHeaders = decision.kind === 'variant' ? decision.headers : {};

    let file = check.utf8 ? await resolvePage(root, decision.kind === 'variant' ? decision.path : check.path) : null;
    if (!file) {
      // the 404 page, with status 404: no ranges, no 304
      file = await fileAt(root, '404.html');
      if (!file) return sendStatus(req, res, 404);
      res.statusCode = 404;
      delete req.headers.range;
    }
    if (isMalformedRange(req.headers.range)) {
      return sendStatus(req, res, 416, { 'Content-Range': `bytes */${(await stat(file)).size}` });
    }

    // The build's precompressed sibling, when the client takes it (ranges are served from the identity file)
    let encoding: keyof typeof SIBLING | null = null;
    let body = file;
    if (compress && isCompressible(file) && !req.headers.range) {
      for (const candidate of negotiateEncodings(req.headers['accept-encoding'])) {
        const sibling = await fileAt(root, path.relative(root, file) + SIBLING[candidate]);
        if (sibling) {
          encoding = candidate;
          body = sibling;
          break;
        }
      }
    }

    const rel = `/${path.relative(root, file).split(path.sep).join('/')}`;
    setBaseHeaders(res);
    send(req, encodePath(`/${path.relative(root, body).split(path.sep).join('/')}`), { root, index: false, dotfiles: 'allow', cacheControl: false })
      .on('headers', (response: http.ServerResponse) => {
        response.setHeader('Cache-Control', res.statusCode === 404 ? CACHE_CONTROL.revalidate : cacheControlFor(rel));
        if (isCompressible(file)) response.setHeader('Vary', 'Accept-Encoding');
        for (const [name, value] of Object.entries(splitHeaders)) response.setHeader(name, name === 'Vary' ? `${value}, Accept-Encoding` : value);
        // An image's own policy in place of the site's, as nginx, Vercel and CloudFront send it: a policy governs a
        // document, and an image opened on its own is one; the site's (1.2 KB of script hashes) sent with each of
        // a page's images weighed more than the smaller images themselves.
        if (isImage(file)) response.setHeader('Content-Security-Policy', IMAGE_CSP);
        if (encoding) {
          response.setHeader('Content-Encoding', encoding);
          response.setHeader('Content-Type', contentType(path.extname(file)) || 'application/octet-stream');
        }
      })
      .on('error', (err: { status?: number; headers?: Record<string, string> }) => {
        if (res.headersSent) res.destroy();
        else sendStatus(req, res, err.status ?? 500, err.headers);
      })
      .pipe(res);
  };

  const answer = (req: http.IncomingMessage, res: http.ServerResponse) => {
    handle(req, res).catch((err: unknown) => {
      log(`error serving ${JSON.stringify(req.url)}: ${err instanceof Error ? err.message : String(err)}`);
      if (res.headersSent) res.destroy();
      else sendStatus(req, res, 500);
    });
  };
  const server = http.createServer(
    {
      // request line + headers budget; the filter applies nginx's 8 KiB line limits below it
      maxHeaderSize: 32 * 1024,
      // checked by the filter so the 400 carries our headers
      requireHostHeader: false,
      headersTimeout: 60_000,
      requestTimeout: 60_000,
    },
    answer,
  );
  // Every header line is read (Node keeps 2,000 by default and drops the rest unseen, so a second Host or an
  // Origin after 2,000 filler lines passed the checks); maxHeaderSize still bounds the whole.
  server.maxHeadersCount = 0;
  // An Expect other than 100-continue: nginx ignores it and answers the request; Node would send its own 417,
  // past the filter, without our headers.
  server.on('checkExpectation', answer);
  server.keepAliveTimeout = 65_000;
  // A socket that never sends a byte is not covered by headersTimeout: the socket's own
  // inactivity timeout closes it (http destroys a timed-out socket nobody handles).
  server.timeout = idleTimeoutMs;
  limitConnections(server, maxConnections, stalledAfterMs);

  // Requests Node's parser refuses never reach the handler: answer them like nginx.
  server.on('clientError', (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    if (!socket.writable || err.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    let status = 400;
    const rawPacket = err.rawPacket ? Buffer.from(err.rawPacket).toString('latin1') : '';
    if (err.code === 'HPE_HEADER_OVERFLOW') {
      const eol = rawPacket.indexOf('\r\n');
      status = eol === -1 || eol + 2 > 8192 ? 414 : 400;
    } else if (err.code === 'HPE_INVALID_METHOD' && /^[A-Z_-]+ /.test(rawPacket)) {
      status = 405; // an unknown but well-formed method: nginx parses it and refuses it
    } else if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      status = 408;
    }
    socket.end(rawResponse(status, headers));
  });
  // CONNECT (nginx 1.22 answers 400) and Upgrade requests are not for a static site.
  server.on('connect', (_req: http.IncomingMessage, socket: Socket) => {
    socket.on('error', () => socket.destroy());
    socket.end(rawResponse(400, headers));
  });
  return server;
}

/**
 * Keeps open connections at most `cap`, so sockets held open by a client, silent, on keep-alive or
 * reading a response slowly, cannot use up the process's file descriptors or shut visitors out: at the
 * cap, the connection idle longest (no request in progress: none sent yet, or between requests on
 * keep-alive) is closed to make room; when none is idle, the one busy longest, if it has been busy
 * over `stalledAfterMs` (a download read a kilobyte at a time, a long pipeline: a visitor's requests
 * to a static site take milliseconds). A new one is refused only while every open one is busy and
 * none for that long.
 */
function limitConnections(server: http.Server, cap: number, stalledAfterMs: number): void {
  const inProgress = new Map<Socket, number>(); // every open connection: its requests in progress (several when pipelined)
  const idle = new Set<Socket>(); // insertion order is the order they became idle: idle longest first
  const busy = new Map<Socket, number>(); // insertion order is the order they became busy, with the time: busy longest first
  const forget = (socket: Socket) => {
    inProgress.delete(socket);
    idle.delete(socket);
    busy.delete(socket);
  };
  const makeRoom = (): Socket | undefined => {
    const longestIdle = idle.values().next().value;
    if (longestIdle) return longestIdle;
    const [longestBusy, since] = busy.entries().next().value ?? [];
    return longestBusy && Date.now() - since! >= stalledAfterMs ? longestBusy : undefined;
  };
  server.on('connection', (socket: Socket) => {
    if (inProgress.size >= cap) {
      const evicted = makeRoom();
      if (!evicted) return void socket.destroy();
      evicted.destroy();
      forget(evicted);
    }
    inProgress.set(socket, 0);
    idle.add(socket);
    socket.once('close', () => forget(socket));
  });
  server.on('request', ({ socket }: http.IncomingMessage, res: http.ServerResponse) => {
    const count = inProgress.get(socket);
    if (count === undefined) return; // its connection has closed already
    inProgress.set(socket, count + 1);
    idle.delete(socket);
    if (count === 0) busy.set(socket, Date.now());
    // 'close' follows the response's end, or the connection's end before it
    res.once('close', () => {
      const left = inProgress.get(socket);
      if (left === undefined) return;
      inProgress.set(socket, left - 1);
      if (left === 1) {
        busy.delete(socket);
        idle.add(socket);
      }
    });
  });
}

/** Below the process's open-file limit (Linux /proc), leaving room for the files being served; 1,024 where it cannot be read. */
export function connectionCap(): number {
  try {
    const limit = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
    if (limit) return Math.max(64, Number(limit) - 256);
  } catch {
    // not Linux
  }
  return 1024;
}

function rawResponse(status: number, headers: Record<string, string>): string {
  const body = errorBody(status);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}`,
    `Date: ${new Date().toUTCString()}`,
    'Content-Type: text/html; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    `Cache-Control: ${CACHE_CONTROL.revalidate}`,
    ...(status === 405 ? ['Allow: GET, HEAD'] : []),
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}
