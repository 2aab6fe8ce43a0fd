// Facts about an exported site directory (Next `output: 'export'`, trailingSlash false): its files,
// its pages and a digest of its HTML.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file under `root`, as POSIX paths relative to it, sorted. */
export function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (entry.isFile()) out.push(path.relative(root, abs).split(path.sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

/** `index.html` → `/`, `slots.html` → `/slots`, `a/index.html` → `/a`, `404.html` → `/404`. */
export function routeForHtml(rel: string): string {
  const noExt = rel.replace(/\.html$/, '');
  if (noExt === 'index') return '/';
  return `/${noExt.replace(/\/index$/, '')}`;
}

/** HTML pages of the export: [{ file, route }]. Precompressed siblings are not pages. */
export function listPages(root: string): { file: string; route: string }[] {
  return listFiles(root)
    .filter((f) => f.endsWith('.html'))
    .map((file) => ({ file, route: routeForHtml(file) }));
}

/** A digest of the HTML (names and bytes) of the export's pages (listPages) so a consumer can tell stale header definitions. */
export function htmlDigest(root: string, pages: readonly { file: string }[]): string {
  return digestOf(pages.map(({ file }) => ({ file, body: readFileSync(path.join(root, file)) })));
}

/** htmlDigest of pages already read: what was scanned is what is digested (read twice, a page rewritten between had a matching digest and another's CSP). */
export function digestOf(pages: readonly { file: string; body: Buffer }[]): string {
  const hash = createHash('sha256');
  // Each body's length before it, so no two exports read the same (one page holding "\0z.html\0" and another's bytes).
  for (const { file, body } of pages) hash.update(file).update('\0').update(String(body.length)).update('\0').update(body);
  return hash.digest('hex');
}

/** The error pages Next exports (the 404 page among them): not pages a visitor asks for by name. */
export const ERROR_PAGES: readonly string[] = Object.freeze(['/404', '/500', '/_not-found', '/_global-error']);
export const isErrorPage = (route: string) => ERROR_PAGES.includes(route);

/** Paths that exist in out/ but are not pages: every host answers them with the 404 page. */
/**
 * The hosts' files a build writes into the export (hosting/hosts): never pages. Every run removes them all before it
 * writes its own, so one an older run wrote and this one does not (the split's worker, once no campaign runs)
 * never stays to be deployed.
 */
export const OUT_FILE_NAMES: readonly string[] = Object.freeze(['_headers', '_redirects', '_worker.js', '_routes.json']);

export const HIDDEN_PATHS: readonly string[] = Object.freeze([...ERROR_PAGES, '/_not-found.txt', ...OUT_FILE_NAMES.map((name) => `/${name}`)]);
