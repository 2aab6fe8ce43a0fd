#!/usr/bin/env node
// Runs after `next build` (npm's postbuild hook):
//   1. hashes every inline <script> of out/**/*.html and writes the header definitions
//      (security headers, CSP, cache rules) to deploy/headers.json;
//   2. generates each host's config from them: out/_headers + out/_redirects (Netlify,
//      Cloudflare Pages), deploy/nginx.conf, deploy/vercel.json,
//      deploy/cloudfront-function.js, deploy/cloudfront-csp-function.js,
//      deploy/cloudfront-response-headers-policy.json;
//   3. writes precompressed .br / .gz siblings of the compressible files (served by
//      `npm start` and by nginx's gzip_static).
//
//   node scripts/postbuild.mjs [--dir out] [--deploy deploy] [--no-compress]
import { existsSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import zlib from 'node:zlib';
import { computeDefinitions, isCompressible, writeDefinitions } from '../server/headers.mjs';
import { writeHostConfigs } from '../server/hosts/index.mjs';
import { MIN_COMPRESS_SIZE } from '../server/compress.mjs';
import { listFiles } from '../server/site.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out' },
    deploy: { type: 'string', default: 'deploy' },
    'no-compress': { type: 'boolean', default: false },
  },
});
const root = path.resolve(values.dir);
const deployDir = path.resolve(values.deploy);
const rel = (p) => path.relative(process.cwd(), p) || '.';

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`postbuild: ${rel(root)}/index.html not found (did next build run with output: 'export'?)`);
  process.exit(1);
}

const started = Date.now();
const defs = computeDefinitions(root);
writeDefinitions(path.join(deployDir, 'headers.json'), defs);
const hosts = writeHostConfigs({ defs, root, deployDir });

let compressed = 0;
let saved = 0;
if (!values['no-compress']) {
  const files = listFiles(root);
  const present = new Set(files);
  for (const f of files) {
    // siblings left from an older build
    const m = /^(.*)\.(br|gz)$/.exec(f);
    if (m && isCompressible(m[1]) && !present.has(m[1])) rmSync(path.join(root, f));
  }
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  // Async zlib runs on libuv's thread pool: every core compresses at once.
  await Promise.all(
    files
      .filter((f) => !/\.(br|gz)$/.test(f) && isCompressible(f))
      .map(async (f) => {
        const abs = path.join(root, f);
        const body = readFileSync(abs);
        if (body.length < MIN_COMPRESS_SIZE) return;
        const { mtime } = statSync(abs);
        const variants = await Promise.all([
          brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).then((out) => ['.br', out]),
          gzip(body, { level: 9 }).then((out) => ['.gz', out]),
        ]);
        for (const [ext, out] of variants) {
          if (out.length >= body.length) continue;
          writeFileSync(abs + ext, out);
          // same mtime as the original: the server checks the sibling is not older
          utimesSync(abs + ext, mtime, mtime);
          compressed += 1;
          saved += body.length - out.length;
        }
      }),
  );
}

const s = defs.stats;
console.log(`postbuild: ${s.pages} pages, ${s.inlineScripts} inline scripts, ${s.uniqueScriptHashes} distinct script hashes`);
console.log(`postbuild: CSP ${s.cspLength} characters; style-src ${defs.csp.styleUnsafeInline ? "'self' 'unsafe-inline' (the markup has style attributes)" : "'self' + hashes"}`);
console.log(`postbuild: _headers ${hosts.headersFile.rules} rules, longest line ${hosts.headersFile.longestLine}/2000 characters, CSP ${hosts.headersFile.cspMode}`);
console.log(`postbuild: wrote ${rel(path.join(deployDir, 'headers.json'))}, ${hosts.files.map(rel).join(', ')}`);
if (!values['no-compress']) console.log(`postbuild: ${compressed} precompressed siblings (.br/.gz), ${(saved / 1024).toFixed(0)} KiB saved`);
if (s.pagesWithForms.length) console.warn(`postbuild: warning: <form> on ${s.pagesWithForms.join(', ')} but the CSP has form-action 'none'`);
for (const w of hosts.warnings) console.warn(`postbuild: warning: ${w}`);
console.log(`postbuild: done in ${Date.now() - started} ms`);
