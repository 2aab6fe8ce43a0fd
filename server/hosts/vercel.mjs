// Vercel: deploy/vercel.json (static deployment of out/ with clean URLs, no trailing slash).
import { cachePatterns } from './common.mjs';

/** `/_next/static/*` → `/_next/static/(.*)` (Vercel source patterns are path-to-regexp). */
function toVercelSource(pattern) {
  return pattern.endsWith('/*') ? `${pattern.slice(0, -2)}/(.*)` : pattern;
}

/**
 * @param {any} defs header definitions
 * @param {string} root export directory
 */
export function vercelConfig(defs, root) {
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
