// The `npm start` server: serve-handler (clean URLs, 404.html, no listings) behind a thin
// filter that answers bad requests like nginx, plus compression, conditional requests,
// ranges and the build's security and cache headers.
import { createReadStream } from 'node:fs';
import { lstat, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { contentType as mimeContentType } from 'mime-types';
import serveHandler from 'serve-handler';
import { negotiateEncoding, VariantStore } from './compress.mjs';
import { HIDDEN_PATHS, STATUS_TEXT, checkRequest, encodePath, redirectTarget } from './filter.mjs';
import { CACHE_CONTROL, cacheControlFor, isCompressible, responseHeaders } from './headers.mjs';
import { evaluateRange } from './range.mjs';

/** Read files in 256 KiB chunks: most pages and chunks then go out in one write. */
const READ_CHUNK = 256 * 1024;

/** A path no export contains: handing it to serve-handler yields the 404 page. */
const NOT_FOUND_PATH = '/__404__/__not_found__';

/** nginx-style error body (no version, no path, no stack). */
export function errorBody(status) {
  const title = `${status} ${STATUS_TEXT[status] ?? 'Error'}`;
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n</body>\r\n</html>\r\n`;
}

/** nginx's ETag: "<mtime seconds hex>-<length hex>", plus the coding for encoded variants. */
function etagFor(stats, size, encoding) {
  const base = `${Math.floor(stats.mtimeMs / 1000).toString(16)}-${size.toString(16)}`;
  return `"${base}${encoding ? `-${encoding}` : ''}"`;
}

function etagMatches(header, etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const strip = (t) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => strip(t) === strip(etag));
}

/** fs errors that mean "no such file" for a URL (nginx answers them with 404, not 500). */
const NOT_FOUND_CODES = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'ELOOP', 'EINVAL']);
async function lstatOrNotFound(p) {
  try {
    return await lstat(p);
  } catch (err) {
    if (err && NOT_FOUND_CODES.has(err.code)) {
      const e = new Error('not found');
      e.code = 'ENOENT';
      throw e;
    }
    throw err;
  }
}

/**
 * @param {{ root: string, definitions: any, log?: (msg: string) => void }} options
 * @returns {http.Server}
 */
export function createSiteServer({ root, definitions, log = () => {} }) {
  const publicDir = path.resolve(root);
  const baseHeaders = responseHeaders(definitions);
  const variants = new VariantStore();
  const serveConfig = {
    public: publicDir,
    cleanUrls: true,
    directoryListing: false,
    symlinks: false,
    etag: false,
    // (its `Content-Disposition: inline; filename=...` is removed in writeHead below:
    // a `headers` rule would cost a glob match per request)
  };

  const setBaseHeaders = (res) => {
    for (const [name, value] of Object.entries(baseHeaders)) res.setHeader(name, value);
  };

  /** Rejections and redirects we answer ourselves. */
  const sendStatus = (req, res, status, extra = {}) => {
    const body = status === 301 ? '' : errorBody(status);
    setBaseHeaders(res);
    res.setHeader('Cache-Control', CACHE_CONTROL.revalidate);
    if (body) res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
    // nginx closes the connection after a malformed request, keeps it after 405
    if (status === 400 || status === 414) res.setHeader('Connection', 'close');
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const handle = async (req, res) => {
    if (req.httpVersionMajor !== 1) return sendStatus(req, res, 505);
    const check = checkRequest(req);
    if (!check.ok) {
      return sendStatus(req, res, check.status, check.status === 405 ? { Allow: 'GET, HEAD' } : {});
    }

    const target = check.utf8 ? redirectTarget(check.path) : null;
    if (target) {
      let location = encodePath(target) + (check.query ? `?${check.query}` : '');
      if (!/^[\x21-\x7e]*$/.test(location)) location = encodePath(target);
      return sendStatus(req, res, 301, { Location: location });
    }

    const hidden = !check.utf8 || HIDDEN_PATHS.includes(check.path);
    req.url = hidden ? NOT_FOUND_PATH : encodePath(check.path);

    // serve-handler's own Range support sends a full body with 416 and answers malformed
    // ranges with 416; its JSON errors depend on Accept. We take both decisions here.
    const rangeHeader = req.headers.range;
    delete req.headers.range;
    delete req.headers.accept;
    const encoding = negotiateEncoding(req.headers['accept-encoding']);

    /** What the createReadStream hook chose for the body. */
    let chosen = null;
    const stats = new Map();
    const methods = {
      lstat: async (p) => {
        const s = await lstatOrNotFound(p);
        stats.set(p, s);
        return s;
      },
      createReadStream: async (p) => guard(await open(p)),
    };
    // a read error (file removed mid-request) must end this response, not the process
    const guard = (stream) => stream.on('error', () => res.destroy());
    const open = async (p) => {
      const st = stats.get(p) ?? (await stat(p));
      const isError = res.statusCode !== 200;
      const compressible = isCompressible(p);
      const file = { path: p, stats: st, compressible, isError };
      if (!isError && rangeHeader) {
        // If-Range: only honour the range when the validator still matches
        const ifRange = req.headers['if-range'];
        const validatorOk =
          !ifRange ||
          (ifRange.trim().startsWith('"') || ifRange.trim().startsWith('W/')
            ? etagMatches(ifRange, etagFor(st, st.size, null))
            : ifRange.trim() === st.mtime.toUTCString());
        const range = validatorOk ? evaluateRange(st.size, rangeHeader) : { kind: 'none' };
        if (range.kind === 'unsatisfiable') {
          const body = Buffer.from(errorBody(416));
          chosen = { ...file, status: 416, body };
          return Readable.from([body]);
        }
        if (range.kind === 'range') {
          chosen = { ...file, status: 206, start: range.start, end: range.end };
          return createReadStream(p, { start: range.start, end: range.end, highWaterMark: READ_CHUNK });
        }
      }
      if (encoding && compressible && !rangeHeader) {
        const v = await variants.get(p, st, encoding);
        if (v) {
          chosen = { ...file, encoding, size: v.size };
          return v.open();
        }
      }
      chosen = { ...file };
      return createReadStream(p, { highWaterMark: READ_CHUNK });
    };

    const writeHead = res.writeHead;
    res.writeHead = function patchedWriteHead(status, ...rest) {
      const headers = rest.find((a) => a && typeof a === 'object') ?? {};
      let code = status;
      const out = { ...headers };
      delete out['Content-Disposition'];
      if (chosen) {
        // serve-handler's own mime table predates AVIF, so it sends AVIF without a type.
        const type = out['Content-Type'] ? null : mimeContentType(path.basename(chosen.path));
        if (type) out['Content-Type'] = type;
        const rel = `/${path.relative(publicDir, chosen.path).split(path.sep).join('/')}`;
        out['Cache-Control'] = chosen.isError ? CACHE_CONTROL.revalidate : cacheControlFor(rel);
        if (chosen.compressible) out.Vary = 'Accept-Encoding';
        if (chosen.status === 416) {
          code = 416;
          out['Content-Type'] = 'text/html; charset=utf-8';
          out['Content-Length'] = chosen.body.length;
          out['Content-Range'] = `bytes */${chosen.stats.size}`;
          delete out['Last-Modified'];
        } else if (chosen.status === 206) {
          code = 206;
          out['Content-Range'] = `bytes ${chosen.start}-${chosen.end}/${chosen.stats.size}`;
          out['Content-Length'] = chosen.end - chosen.start + 1;
          out.ETag = etagFor(chosen.stats, chosen.stats.size, null);
        } else {
          const size = chosen.encoding ? chosen.size : chosen.stats.size;
          out['Content-Length'] = size;
          if (chosen.encoding) {
            out['Content-Encoding'] = chosen.encoding;
            delete out['Accept-Ranges'];
          }
          out.ETag = etagFor(chosen.stats, size, chosen.encoding);
          if (code === 200) {
            const inm = req.headers['if-none-match'];
            const ims = req.headers['if-modified-since'];
            const fresh = inm
              ? etagMatches(inm, out.ETag)
              : Boolean(ims) && Date.parse(ims) >= Math.floor(chosen.stats.mtimeMs / 1000) * 1000;
            if (fresh) {
              // Node drops the body of a 304 by itself
              code = 304;
              for (const h of ['Content-Length', 'Content-Type', 'Content-Encoding', 'Accept-Ranges']) delete out[h];
            }
          }
        }
      } else {
        out['Cache-Control'] ??= CACHE_CONTROL.revalidate;
      }
      return writeHead.call(this, code, out);
    };

    setBaseHeaders(res);
    await serveHandler(req, res, serveConfig, methods);
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
    (req, res) => {
      handle(req, res).catch((err) => {
        log(`error serving ${JSON.stringify(req.url)}: ${err && err.message}`);
        if (!res.headersSent) {
          try {
            res.removeHeader('Content-Encoding');
            sendStatus(req, res, 500);
            return;
          } catch {
            // fall through
          }
        }
        res.destroy();
      });
    },
  );
  server.keepAliveTimeout = 65_000;

  // Requests Node's parser refuses never reach the handler: answer them like nginx.
  server.on('clientError', (err, socket) => {
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
    socket.end(rawResponse(status, baseHeaders));
  });
  // CONNECT (nginx 1.22 answers 400) and Upgrade requests are not for a static site.
  server.on('connect', (_req, socket) => {
    socket.on('error', () => socket.destroy());
    socket.end(rawResponse(400, baseHeaders));
  });
  return server;
}

function rawResponse(status, baseHeaders) {
  const body = errorBody(status);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}`,
    `Date: ${new Date().toUTCString()}`,
    'Content-Type: text/html; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    `Cache-Control: ${CACHE_CONTROL.revalidate}`,
    ...(status === 405 ? ['Allow: GET, HEAD'] : []),
    ...Object.entries(baseHeaders).map(([k, v]) => `${k}: ${v}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}
