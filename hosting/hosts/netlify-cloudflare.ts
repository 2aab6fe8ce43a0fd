// Netlify and Cloudflare Pages: `out/_headers` and `out/_redirects` (same syntax on both).
// Cloudflare Pages limits: 100 header rules, 2,000 characters per line; 2,000 static
// redirects. Matching rules' headers are merged (same name → joined with a comma), so
// no header is set by two rules that can match the same URL.
import { headerAt, hostPath, httpHeader, pathAt } from '../config-values';
import { CLOUDFLARE_LINE_LIMIT, IMAGE_CSP, type Definitions } from '../headers';
import { GENERATED_NOTE, cachePatterns, imagePatterns, pageRoutes } from './common';

export const CLOUDFLARE_MAX_RULES = 100;
export const CLOUDFLARE_MAX_REDIRECTS = 2000;

/** `_headers` for `defs`; `root`, the export directory, gives the cache patterns. Its limits are checked by hosting/limits.ts. */
export function headersFile(defs: Definitions, root: string): { text: string; rules: number; longestLine: number; cspMode: 'global' | 'per-page' } {
  // splat: the block's path ends in a "/*" meant as one (everything below), not taken from a page or file name
  const blocks: { path: string; splat?: boolean; headers: Record<string, string> }[] = [];
  const global: Record<string, string> = { ...defs.security };
  const cspLine = `  Content-Security-Policy: ${defs.csp.policy}`;
  const cspMode = cspLine.length <= CLOUDFLARE_LINE_LIMIT ? 'global' : 'per-page';
  if (cspMode === 'global') global['Content-Security-Policy'] = defs.csp.policy;
  blocks.push({ path: '/*', splat: true, headers: global });
  if (cspMode === 'per-page') {
    // The union of every page's script hashes does not fit one line: each page gets its
    // own policy (the 404 page, served for any unknown URL, then has none).
    for (const route of pageRoutes(defs)) {
      const page = defs.csp.pages[route];
      if (page) blocks.push({ path: route, headers: { 'Content-Security-Policy': page.policy } });
    }
  }
  for (const rule of cachePatterns(root)) blocks.push({ path: rule.path, splat: true, headers: { 'Cache-Control': rule.cacheControl } });
  // Joined to the site's policy by the host (two policies: a response must satisfy both); in the cache rule of the same path if there is one.
  for (const rule of imagePatterns(root)) {
    const same = blocks.find((block) => block.path === rule.path);
    if (same) same.headers['Content-Security-Policy'] = IMAGE_CSP;
    else blocks.push({ ...rule, headers: { 'Content-Security-Policy': IMAGE_CSP } });
  }

  const lines = [`# ${GENERATED_NOTE}`, '# Netlify and Cloudflare Pages response headers (see docs/deploy.md).', ''];
  for (const block of blocks) {
    lines.push(hostPath(block.path, pathAt('out/_headers', 'a rule path'), { splat: block.splat }));
    for (const [k, v] of Object.entries(block.headers)) lines.push(`  ${k}: ${httpHeader(k, v, headerAt('out/_headers', k))}`);
    lines.push('');
  }
  const text = lines.join('\n');
  const longestLine = Math.max(...text.split('\n').map((l) => l.length));
  return { text, rules: blocks.length, longestLine, cspMode };
}

/**
 * `/slots/ /slots 301` for every page: out/slots/ is a folder of RSC payloads, so without
 * the rule a host would look for a directory index there.
 */
export function redirectsFile(defs: Definitions): string {
  const lines = [`# ${GENERATED_NOTE}`, '# Trailing-slash URLs redirect to the clean URL (query strings are kept by both hosts).'];
  for (const route of pageRoutes(defs)) {
    if (route !== '/') lines.push(`${hostPath(route, pathAt('out/_redirects'))}/ ${route} 301`);
  }
  return `${lines.join('\n')}\n`;
}

/** Parses a `_headers` file back into rules (for tests). */
export function parseHeadersFile(text: string): { path: string; headers: [string, string][] }[] {
  const rules: { path: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
    else {
      const i = line.indexOf(':');
      rules[rules.length - 1]?.headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}
