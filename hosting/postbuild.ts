// Runs after `next build` (npm's postbuild hook):
//   1. hashes every inline <script> of out/**/*.html and writes the header definitions
//      (security headers, CSP, cache rules) to deploy/headers.json;
//   2. generates each host's config from them: out/_headers + out/_redirects (Netlify,
//      Cloudflare Pages), deploy/nginx.conf, deploy/vercel.json,
//      deploy/cloudfront-function.js, deploy/cloudfront-response-headers-policy.json;
//   3. writes precompressed .br / .gz siblings of the compressible files (served by
//      `npm start` and by nginx's gzip_static).
//
//   tsx hosting/postbuild.ts [--dir out] [--deploy deploy] [--no-compress]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { computeDefinitions, writeDefinitions } from './headers';
import { writeHostConfigs } from './hosts';
import { precompress } from './precompress';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out' },
    deploy: { type: 'string', default: 'deploy' },
    'no-compress': { type: 'boolean', default: false },
  },
});
const root = path.resolve(values.dir);
const deployDir = path.resolve(values.deploy);
const rel = (p: string) => path.relative(process.cwd(), p) || '.';

async function main() {
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`postbuild: ${rel(root)}/index.html not found (did next build run with output: 'export'?)`);
    process.exit(1);
  }

  const started = Date.now();
  const defs = computeDefinitions(root);
  writeDefinitions(path.join(deployDir, 'headers.json'), defs);
  const hosts = writeHostConfigs({ defs, root, deployDir });

  const packed = values['no-compress'] ? null : await precompress(root);

  const s = defs.stats;
  console.log(`postbuild: ${s.pages} pages, ${s.inlineScripts} inline scripts, ${s.uniqueScriptHashes} distinct script hashes`);
  console.log(`postbuild: CSP ${s.cspLength} characters; style-src ${defs.csp.styleUnsafeInline ? "'self' 'unsafe-inline' (the markup has style attributes)" : "'self' + hashes"}`);
  console.log(`postbuild: _headers ${hosts.headersFile.rules} rules, longest line ${hosts.headersFile.longestLine}/2000 characters, CSP ${hosts.headersFile.cspMode}`);
  console.log(`postbuild: wrote ${rel(path.join(deployDir, 'headers.json'))}, ${hosts.files.map(rel).join(', ')}`);
  if (packed) console.log(`postbuild: ${packed.written} precompressed siblings (.br/.gz), ${(packed.saved / 1024).toFixed(0)} KiB saved`);
  if (s.pagesWithForms.length) console.warn(`postbuild: warning: <form> on ${s.pagesWithForms.join(', ')} but the CSP has form-action 'none'`);
  for (const w of hosts.warnings) console.warn(`postbuild: warning: ${w}`);
  console.log(`postbuild: done in ${Date.now() - started} ms`);
}

main().catch((error: Error) => {
  console.error(`postbuild: ${error.message}`);
  process.exit(1);
});
