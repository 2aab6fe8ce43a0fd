// The precompressed siblings every host serves: `<file>.br` (brotli q11) and `<file>.gz`
// (gzip -9) beside each compressible file of the export, read by `npm start` (server/app.ts)
// and by nginx's gzip_static. Made fresh on every run: a sibling from an older build is removed first, so
// none outlives a file that is gone, has shrunk under MIN_COMPRESS_SIZE or no longer compresses (served to
// any client that takes it, an old sibling sent the old bytes: the analytics script after it was switched off).
import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { listFiles, HIDDEN_PATHS } from './export-files';
import { isCompressible } from './headers';

/** Files smaller than this are sent as they are (nginx: gzip_min_length 256). */
export const MIN_COMPRESS_SIZE = 256;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Removes every sibling under `root` (also when none is to be written: --no-compress kept an older build's). */
export function removeSiblings(root: string, files: readonly string[] = listFiles(root)): void {
  for (const f of files) {
    const m = /^(.*)\.(br|gz)$/.exec(f);
    if (m?.[1] && isCompressible(m[1])) rmSync(path.join(root, f));
  }
}

/** Writes the siblings under `root`, fresh; returns how many were written and the bytes they save. */
export async function precompress(root: string): Promise<{ written: number; saved: number }> {
  const files = listFiles(root);
  removeSiblings(root, files);
  let written = 0;
  let saved = 0;
  // Async zlib runs on libuv's thread pool: every core compresses at once.
  await Promise.all(
    files
      // Not the files hosts keep for themselves (out/_worker.js: no sibling would be hidden with it).
      .filter((f) => !/\.(br|gz)$/.test(f) && isCompressible(f) && !HIDDEN_PATHS.includes(`/${f}`))
      .map(async (f) => {
        const abs = path.join(root, f);
        const body = readFileSync(abs);
        if (body.length < MIN_COMPRESS_SIZE) return;
        const { mtime } = statSync(abs);
        const variants = await Promise.all([
          brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).then((out) => ['.br', out] as const),
          gzip(body, { level: 9 }).then((out) => ['.gz', out] as const),
        ]);
        for (const [ext, out] of variants) {
          if (out.length >= body.length) continue;
          writeFileSync(abs + ext, out);
          // the original's mtime, so Last-Modified agrees across the variants
          utimesSync(abs + ext, mtime, mtime);
          written += 1;
          saved += body.length - out.length;
        }
      }),
  );
  return { written, saved };
}
