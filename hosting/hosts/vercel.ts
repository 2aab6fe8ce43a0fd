// Vercel: deploy/vercel.json (static deployment of out/ with clean URLs, no trailing slash).
import type { Definitions } from '../headers';
import { cachePatterns } from './common';

/** `/_next/static/*` → `/_next/static/(.*)` (Vercel source patterns are path-to-regexp). */
function toVercelSource(pattern: string): string {
  return pattern.endsWith('/*') ? `${pattern.slice(0, -2)}/(.*)` : pattern;
}

/** deploy/vercel.json for `defs`; `root`, the export directory, gives the cache patterns. */
export function vercelConfig(defs: Definitions, root: string) {
  const security = { ...defs.security, 'Content-Security-Policy': defs.csp.policy };
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      { source: '/(.*)', headers: Object.entries(security).map(([key, value]) => ({ key, value })) },
      ...cachePatterns(root).map((rule) => ({
        source: toVercelSource(rule.path),
        headers: [{ key: 'Cache-Control', value: rule.cacheControl }],
      })),
    ],
  };
}
