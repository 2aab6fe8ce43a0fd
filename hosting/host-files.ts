// The post-build step on one export (run by scripts/build.ts on its staging folders, and by
// hosting/postbuild.ts on its own):
//   1. hashes every inline <script> of <root>/**/*.html into the header definitions (security
//      headers, CSP, cache rules): <deployDir>/headers.json;
//   2. generates each host's config from them, checks each against its host's limits before
//      anything is written, then writes <root>/_headers + <root>/_redirects (Netlify, Cloudflare
//      Pages) and <deployDir>/nginx.conf, vercel.json, .vercelignore, cloudfront-*.js/json;
//   3. writes precompressed .br / .gz siblings of the compressible files (served by `npm start`
//      and by nginx's gzip_static).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CLOUDFLARE_LINE_LIMIT, computeDefinitions, writeDefinitions, type Definitions } from './headers';
import { OUT_FILE_NAMES } from './export-files';
import { hostConfigs } from './hosts';
import { hostLimitProblems } from './limits';
import { precompress, removeSiblings } from './precompress';

export interface HostFilesSummary {
  defs: Definitions;
  /** what was written, by folder: the export (`out`) or the deploy configs (`deploy`) */
  files: { dir: 'out' | 'deploy'; name: string }[];
  headersFile: { rules: number; longestLine: number; cspMode: 'global' | 'per-page' };
  packed: { written: number; saved: number } | null;
}

export async function writeHostFiles({ root, deployDir, compress = true }: { root: string; deployDir: string; compress?: boolean }): Promise<HostFilesSummary> {
  const defs = computeDefinitions(root);
  const configs = hostConfigs(defs, root);
  // One line per limit passed, each naming the host, the limit, the size and the content that grew.
  const problems = hostLimitProblems(defs, root, configs.files);
  if (problems.length) throw new Error(problems.join('\n'));

  mkdirSync(deployDir, { recursive: true });
  writeDefinitions(path.join(deployDir, 'headers.json'), defs);
  for (const name of OUT_FILE_NAMES) rmSync(path.join(root, name), { force: true });
  for (const { dir, name, text } of configs.files) writeFileSync(path.join(dir === 'out' ? root : deployDir, name), text);
  const { rules, longestLine, cspMode } = configs.headersFile;
  // Without compression, no sibling at all: an older one would be served in place of the page as it is now.
  if (!compress) removeSiblings(root);
  return {
    defs,
    files: [{ dir: 'deploy', name: 'headers.json' }, ...configs.files.map(({ dir, name }) => ({ dir, name }))],
    headersFile: { rules, longestLine, cspMode },
    packed: compress ? await precompress(root) : null,
  };
}

/** Logs what the step did; `folders` names the two folders as the reader knows them (where they end up, not the staging folders). */
export function logSummary({ defs, files, headersFile, packed }: HostFilesSummary, folders: Record<'out' | 'deploy', string>): void {
  const s = defs.stats;
  const log = (line: string) => console.log(`postbuild: ${line}`);
  log(`${s.pages} pages, ${s.inlineScripts} inline scripts, ${s.uniqueScriptHashes} distinct script hashes`);
  log(`CSP ${s.cspLength} characters; style-src ${defs.csp.styleUnsafeInline ? "'self' 'unsafe-inline' (the markup has style attributes)" : "'self' + hashes"}`);
  log(`_headers ${headersFile.rules} rules, longest line ${headersFile.longestLine}/${CLOUDFLARE_LINE_LIMIT} characters, CSP ${headersFile.cspMode}`);
  log(`wrote ${files.map(({ dir, name }) => `${folders[dir]}/${name}`).join(', ')}`);
  if (packed) log(`${packed.written} precompressed siblings (.br/.gz), ${(packed.saved / 1024).toFixed(0)} KiB saved`);
  const warn = (line: string) => console.warn(`postbuild: warning: ${line}`);
  if (s.pagesWithForms.length) warn(`<form> on ${s.pagesWithForms.join(', ')} but the CSP has form-action 'none'`);
  if (headersFile.cspMode === 'per-page') warn('the global CSP does not fit a 2,000-character _headers line: _headers uses per-page policies (the 404 page gets none there)');
}
