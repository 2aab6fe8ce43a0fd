// Facts about an exported site directory (Next `output: 'export'`, trailingSlash false).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file under `root`, as POSIX paths relative to it, sorted. */
export function listFiles(root) {
  const out = [];
  const walk = (dir) => {
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
export function routeForHtml(rel) {
  const noExt = rel.replace(/\.html$/, '');
  if (noExt === 'index') return '/';
  return `/${noExt.replace(/\/index$/, '')}`;
}

/** HTML pages of the export: [{ file, route }]. Precompressed siblings are not pages. */
export function listPages(root) {
  return listFiles(root)
    .filter((f) => f.endsWith('.html'))
    .map((file) => ({ file, route: routeForHtml(file) }));
}

/** A digest of the HTML (names and bytes) so a consumer can tell stale header definitions. */
export function htmlDigest(root) {
  const hash = createHash('sha256');
  for (const { file } of listPages(root)) {
    hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}
