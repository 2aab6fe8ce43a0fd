// Content-encoding for the Node server. serve-handler does not compress, so the server
// picks a body variant itself: the precompressed `<file>.br` / `<file>.gz` sibling that
// `scripts/postbuild.mjs` writes (brotli q11 / gzip -9), or, when a sibling is missing or
// older than the file (e.g. a directory that was not post-built), a copy compressed once
// in memory. Every variant has a known length, so Content-Length is always exact.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isCompressible } from './headers.mjs';

/** Files smaller than this are sent as they are (nginx: gzip_min_length 256). */
export const MIN_COMPRESS_SIZE = 256;
/** Larger files are not compressed in memory (the precompressed siblings still apply). */
const MAX_MEMORY_FILE = 8 * 1024 * 1024;
const MAX_MEMORY_TOTAL = 64 * 1024 * 1024;

export const ENCODINGS = Object.freeze({
  br: { ext: '.br', compress: promisify(zlib.brotliCompress), options: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } },
  gzip: { ext: '.gz', compress: promisify(zlib.gzip), options: { level: 6 } },
});

/**
 * The encoding to use for an Accept-Encoding header: br if acceptable, else gzip, else null.
 * Honors q=0 (`br;q=0`) and `*`.
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function negotiateEncoding(header) {
  if (!header) return null;
  const q = new Map();
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
  const accepts = (enc) => (q.has(enc) ? q.get(enc) > 0 : q.has('*') && q.get('*') > 0);
  if (accepts('br')) return 'br';
  if (accepts('gzip') || (q.has('x-gzip') && q.get('x-gzip') > 0)) return 'gzip';
  return null;
}

export class VariantStore {
  constructor() {
    /** @type {Map<string, Promise<{ size: number, open: () => Readable } | null>>} */
    this.cache = new Map();
    this.memoryBytes = 0;
  }

  /**
   * A compressed variant of `file` (whose stats are `stats`), or null when the identity
   * body should be sent (not compressible, too small, or compression does not shrink it).
   * @param {string} file absolute path
   * @param {import('node:fs').Stats} stats
   * @param {'br' | 'gzip'} encoding
   */
  get(file, stats, encoding) {
    if (!isCompressible(file) || stats.size < MIN_COMPRESS_SIZE) return Promise.resolve(null);
    const key = `${encoding}\0${file}\0${stats.mtimeMs}\0${stats.size}`;
    let hit = this.cache.get(key);
    if (!hit) {
      hit = this.#load(file, stats, encoding).catch(() => null);
      this.cache.set(key, hit);
    }
    return hit;
  }

  async #load(file, stats, encoding) {
    const { ext, compress, options } = ENCODINGS[encoding];
    const sibling = `${file}${ext}`;
    try {
      const s = await stat(sibling);
      // postbuild gives siblings the original's mtime (to the second): older = stale
      if (s.isFile() && Math.floor(s.mtimeMs / 1000) >= Math.floor(stats.mtimeMs / 1000) && s.size < stats.size) {
        return { size: s.size, open: () => createReadStream(sibling) };
      }
    } catch {
      // no sibling: fall through to memory
    }
    if (stats.size > MAX_MEMORY_FILE || this.memoryBytes > MAX_MEMORY_TOTAL) return null;
    const body = await compress(await readFile(file), options);
    if (body.length >= stats.size) return null;
    this.memoryBytes += body.length;
    return { size: body.length, open: () => Readable.from([body]) };
  }
}
