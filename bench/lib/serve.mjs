import http from 'node:http';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import handler from 'serve-handler';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

// Captures what serve-handler writes so the body can be re-encoded before it is sent.
class CapturedResponse extends Writable {
  constructor() {
    super();
    this.statusCode = 200;
    this.headers = {};
    this.chunks = [];
  }
  setHeader(name, value) {
    this.headers[name.toLowerCase()] = value;
  }
  getHeader(name) {
    return this.headers[name.toLowerCase()];
  }
  removeHeader(name) {
    delete this.headers[name.toLowerCase()];
  }
  writeHead(statusCode, headers = {}) {
    this.statusCode = statusCode;
    for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
    return this;
  }
  _write(chunk, encoding, callback) {
    this.chunks.push(Buffer.from(chunk, encoding));
    callback();
  }
}

/**
 * Serves `dir` on 127.0.0.1 with clean URLs (`/slots` -> slots.html), like a static host.
 * With `compress`, text responses are brotli (q11) or gzip encoded when the client
 * accepts it, so Lighthouse's simulated throttling sees production-like transfer sizes.
 */
export async function serveStatic(dir, { compress = true } = {}) {
  const encoded = new Map();
  const server = http.createServer(async (req, res) => {
    try {
      const captured = new CapturedResponse();
      const finished = new Promise((resolve) => captured.on('finish', resolve));
      await handler(req, captured, { public: dir, cleanUrls: true, directoryListing: false });
      await finished;

      let body = Buffer.concat(captured.chunks);
      const headers = { ...captured.headers };
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      if (compress && encoding && body.length > 0 && COMPRESSIBLE.test(String(headers['content-type'] ?? ''))) {
        const key = `${encoding}:${req.url}:${body.length}`;
        if (!encoded.has(key)) {
          encoded.set(key, encoding === 'br'
            ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
            : zlib.gzipSync(body, { level: 9 }));
        }
        body = encoded.get(key);
        headers['content-encoding'] = encoding;
        headers.vary = 'Accept-Encoding';
      }
      headers['content-length'] = body.length;
      res.writeHead(captured.statusCode, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
