// The thin filter in front of `send` (./app.ts): every request that nginx would refuse is
// refused here the same way, before the library sees it; plus the clean-URL redirects and the
// Accept-Encoding negotiation. Pure functions, no I/O.

import parseRange from 'range-parser';

/** nginx `large_client_header_buffers 4 8k`: the request line and each header line must fit 8 KiB. */
export const MAX_LINE = 8192;
export const ALLOWED_METHODS = Object.freeze(['GET', 'HEAD'] as const);

/** What the filter reads from a request (an http.IncomingMessage has all of it). */
export interface RequestLine {
  method: string;
  url: string;
  httpVersion?: string;
  rawHeaders?: string[];
  headers?: Record<string, unknown>;
}

export type CheckResult =
  | {
      ok: true;
      path: string;
      query: string;
      utf8: boolean;
      /** the name the request is addressed to: an absolute-form target's authority (which nginx takes over Host), else Host */
      authority: string | undefined;
    }
  | { ok: false; status: number; reason: string };

export const STATUS_TEXT: Readonly<Record<number, string>> = Object.freeze({
  301: 'Moved Permanently',
  304: 'Not Modified',
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Not Allowed',
  408: 'Request Time-out',
  414: 'Request-URI Too Large',
  416: 'Requested Range Not Satisfiable',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  505: 'HTTP Version Not Supported',
});

/**
 * Decodes %XX escapes into bytes. Returns null for a malformed escape (a lone `%`,
 * `%g1`, `%4`), which nginx answers with 400.
 */
export function percentDecode(s: string): Buffer | null {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x25) {
      const hex = s.slice(i + 1, i + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return null;
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (c < 0x80) {
      bytes.push(c);
    } else {
      // Node hands us the raw request line as latin1; keep those bytes as they came.
      bytes.push(c & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/**
 * Resolves `.` and `..` segments and merges repeated slashes, as nginx does after decoding.
 * Returns null when `..` would climb above the root. `p`: decoded path starting with `/`.
 */
export function normalizePath(p: string): string | null {
  const trailing = p.length > 1 && /\/\.{0,2}$/.test(p);
  const out: string[] = [];
  for (const seg of p.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(seg);
  }
  const joined = `/${out.join('/')}`;
  return trailing && joined !== '/' ? `${joined}/` : joined;
}

/** Encodes a decoded path for a URL (each segment percent-encoded, slashes kept). */
export function encodePath(p: string): string {
  return p
    .split('/')
    .map((seg) => encodeURIComponent(seg).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}

/**
 * Checks a parsed request the way nginx does, in nginx's order: 414 (request line too
 * long) → 400 (bad header line, bad request-target, bad escape, NUL, traversal) → 405
 * (method). On success returns the normalized decoded path and the raw query.
 */
export function checkRequest(req: RequestLine): CheckResult {
  const url = req.url ?? '';
  const requestLine = `${req.method} ${url} HTTP/${req.httpVersion ?? '1.1'}`;
  if (requestLine.length + 2 > MAX_LINE) return { ok: false, status: 414, reason: 'request line over 8 KiB' };

  const raw = req.rawHeaders ?? [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if ((raw[i] ?? '').length + (raw[i + 1] ?? '').length + 4 > MAX_LINE) return { ok: false, status: 400, reason: 'header line over 8 KiB' };
  }

  if (req.httpVersion === '1.1' && !req.headers?.host) return { ok: false, status: 400, reason: 'HTTP/1.1 request without Host' };
  // Node keeps the first of two Host lines and drops the other; nginx refuses the request, and so do we
  if (raw.filter((_, i) => i % 2 === 0 && raw[i]?.toLowerCase() === 'host').length > 1) return { ok: false, status: 400, reason: 'duplicate Host' };

  let target = url;
  let authority = typeof req.headers?.host === 'string' ? req.headers.host : undefined;
  // absolute-form (`GET http://host/path`): nginx accepts it, takes its host over Host's and uses the path
  const abs = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/([^/?#]*)/.exec(target);
  if (abs) {
    target = target.slice(abs[0].length) || '/';
    authority = abs[1] ?? '';
  }
  if (!target.startsWith('/')) return { ok: false, status: 400, reason: 'request-target is not a path' };

  const hash = target.indexOf('#');
  if (hash !== -1) target = target.slice(0, hash);
  const q = target.indexOf('?');
  const rawPath = q === -1 ? target : target.slice(0, q);
  const query = q === -1 ? '' : target.slice(q + 1);

  const bytes = percentDecode(rawPath);
  if (!bytes) return { ok: false, status: 400, reason: 'malformed percent-encoding' };
  if (bytes.includes(0)) return { ok: false, status: 400, reason: 'NUL in path' };

  const decoded = bytes.toString('utf8');
  // Invalid UTF-8 can't name a file of the export (all ASCII); the caller answers 404.
  const utf8 = Buffer.from(decoded, 'utf8').equals(bytes);
  const path = normalizePath(decoded);
  if (path === null) return { ok: false, status: 400, reason: 'path climbs above the root' };

  if (!(ALLOWED_METHODS as readonly string[]).includes(req.method)) return { ok: false, status: 405, reason: `method ${req.method}` };
  return { ok: true, path, query, utf8, authority };
}

/**
 * Where a clean-URL redirect goes (301), or null. Mirrors the usual static-host cleanUrls +
 * trailingSlash:false rules, but keeps the query string (campaign links carry UTM tags).
 *   /slots/ → /slots    /slots.html → /slots    /index.html, /index → /    /a/index → /a
 * `path`: the normalized decoded path.
 */
export function redirectTarget(path: string): string | null {
  let target = path;
  if (target.length > 1 && target.endsWith('/')) target = target.replace(/\/+$/, '') || '/';
  if (target.endsWith('.html')) target = target.slice(0, -5);
  if (target === '/index' || target.endsWith('/index')) target = target.slice(0, -5) || '/';
  if (target.length > 1 && target.endsWith('/')) target = target.slice(0, -1);
  return target === path ? null : target;
}

/**
 * The codings the client accepts, best first: br, then gzip (x-gzip); honours q=0 (`br;q=0`) and `*`.
 */
export function negotiateEncodings(header: string | undefined): ('br' | 'gzip')[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) weight = Number(m[1]);
    }
    q.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (enc: string) => (q.get(enc) ?? (enc === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(accepts);
}

/**
 * A `bytes=` Range header that does not parse (`bytes=abc`, `bytes=`). `send` follows RFC 9110 and
 * ignores it (200); nginx answers 416, so the server does too.
 */
export function isMalformedRange(header: string | undefined): boolean {
  return Boolean(header) && /^\s*bytes\s*=/i.test(header ?? '') && parseRange(Number.MAX_SAFE_INTEGER, header ?? '') === -2;
}
