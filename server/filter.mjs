// The thin filter in front of serve-handler: every request that nginx would refuse is
// refused here the same way, before the library (which answers some of them with 500)
// sees it. Pure functions, no I/O.

/** nginx `large_client_header_buffers 4 8k`: the request line and each header line must fit 8 KiB. */
export const MAX_LINE = 8192;
export const ALLOWED_METHODS = Object.freeze(['GET', 'HEAD']);

export const STATUS_TEXT = Object.freeze({
  301: 'Moved Permanently',
  304: 'Not Modified',
  400: 'Bad Request',
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
 * @param {string} s
 * @returns {Buffer | null}
 */
export function percentDecode(s) {
  const bytes = [];
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
 * Returns null when `..` would climb above the root.
 * @param {string} p decoded path starting with `/`
 */
export function normalizePath(p) {
  const trailing = p.length > 1 && /\/\.{0,2}$/.test(p);
  const out = [];
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
export function encodePath(p) {
  return p
    .split('/')
    .map((seg) => encodeURIComponent(seg).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}

/**
 * Checks a parsed request the way nginx does, in nginx's order: 414 (request line too
 * long) → 400 (bad header line, bad request-target, bad escape, NUL, traversal) → 405
 * (method). On success returns the normalized decoded path and the raw query.
 * @param {{ method: string, url: string, httpVersion?: string, rawHeaders?: string[], headers?: Record<string, unknown> }} req
 * @returns {{ ok: true, path: string, query: string, utf8: boolean } | { ok: false, status: number, reason: string }}
 */
export function checkRequest(req) {
  const url = req.url ?? '';
  const requestLine = `${req.method} ${url} HTTP/${req.httpVersion ?? '1.1'}`;
  if (requestLine.length + 2 > MAX_LINE) return { ok: false, status: 414, reason: 'request line over 8 KiB' };

  const raw = req.rawHeaders ?? [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (raw[i].length + raw[i + 1].length + 4 > MAX_LINE) return { ok: false, status: 400, reason: 'header line over 8 KiB' };
  }

  if (req.httpVersion === '1.1' && !req.headers?.host) return { ok: false, status: 400, reason: 'HTTP/1.1 request without Host' };

  let target = url;
  // absolute-form (`GET http://host/path`): nginx accepts it and uses the path
  const abs = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/.exec(target);
  if (abs) target = target.slice(abs[0].length) || '/';
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

  if (!ALLOWED_METHODS.includes(req.method)) return { ok: false, status: 405, reason: `method ${req.method}` };
  return { ok: true, path, query, utf8 };
}

/**
 * Where a clean-URL redirect goes (301), or null. Mirrors serve-handler's cleanUrls +
 * trailingSlash:false rules, but keeps the query string (campaign links carry UTM tags).
 *   /slots/ → /slots    /slots.html → /slots    /index.html, /index → /    /a/index → /a
 * @param {string} path normalized decoded path
 */
export function redirectTarget(path) {
  let target = path;
  if (target.length > 1 && target.endsWith('/')) target = target.replace(/\/+$/, '') || '/';
  if (target.endsWith('.html')) target = target.slice(0, -5);
  if (target === '/index' || target.endsWith('/index')) target = target.slice(0, -5) || '/';
  if (target.length > 1 && target.endsWith('/')) target = target.slice(0, -1);
  return target === path ? null : target;
}

/** Paths that exist in out/ but are not pages: answered with the 404 page. */
export const HIDDEN_PATHS = Object.freeze(['/404', '/500', '/_not-found', '/_global-error', '/_headers', '/_redirects']);
