// Every host's configuration from the header definitions, as text: nothing is written here, so the
// limits (hosting/limits.ts) are checked before any file is.
import type { SplitDefinition } from '@/lib/campaigns';
import { responseHeaders, type Definitions } from '../headers';
import { cloudflareRoutes, cloudflareWorker, netlifyEdgeFunction, vercelMiddleware } from '../split/edge-code';
import { cloudfrontCspFunction, cloudfrontFunction, cloudfrontHeadersPolicy } from './cloudfront';
import { headersFile, redirectsFile } from './netlify-cloudflare';
import { nginxConfig } from './nginx';
import { vercelConfig, vercelIgnore } from './vercel';

/** The split's files for Netlify and Vercel in deploy/, by the names their deploy steps copy (docs/deploy.md). */
export const NETLIFY_EDGE_FUNCTION = 'netlify-promo-split.js';
export const VERCEL_MIDDLEWARE = 'middleware.js';

/** One generated file: into the export (`out`, served with the site) or beside it (`deploy`). */
export interface HostFile {
  dir: 'out' | 'deploy';
  name: string;
  text: string;
}

/** The campaigns' split for the hosts whose edge runs JavaScript, from one definition and the site's headers. */
function splitFiles(split: SplitDefinition, siteHeaders: Record<string, string>): HostFile[] {
  return [
    { dir: 'out', name: '_worker.js', text: cloudflareWorker(split, siteHeaders) },
    { dir: 'out', name: '_routes.json', text: cloudflareRoutes() },
    { dir: 'deploy', name: NETLIFY_EDGE_FUNCTION, text: netlifyEdgeFunction(split, siteHeaders) },
    { dir: 'deploy', name: VERCEL_MIDDLEWARE, text: vercelMiddleware(split, siteHeaders) },
  ];
}

/** The host configs for `defs`; `root`, the export directory, gives the cache patterns. */
export function hostConfigs(defs: Definitions, root: string): { files: HostFile[]; headersFile: ReturnType<typeof headersFile> } {
  const headers = headersFile(defs, root);
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const files: HostFile[] = [
    { dir: 'out', name: '_headers', text: headers.text },
    { dir: 'out', name: '_redirects', text: redirectsFile(defs) },
    { dir: 'deploy', name: 'nginx.conf', text: nginxConfig(defs) },
    { dir: 'deploy', name: 'vercel.json', text: json(vercelConfig(defs, root)) },
    { dir: 'deploy', name: '.vercelignore', text: vercelIgnore() },
    { dir: 'deploy', name: 'cloudfront-function.js', text: cloudfrontFunction(defs.split) },
    { dir: 'deploy', name: 'cloudfront-csp-function.js', text: cloudfrontCspFunction(defs) },
    { dir: 'deploy', name: 'cloudfront-response-headers-policy.json', text: json(cloudfrontHeadersPolicy(defs)) },
    // The campaigns' split at the hosts' edges (CloudFront's is in its two functions above); with no campaign, none.
    // Netlify's and Vercel's go beside the export, where no host serves them as files: Netlify takes edge
    // functions from the project, not the publish directory, and Vercel's middleware is copied into out/ for
    // its deploy only (docs/deploy.md).
    ...(defs.split?.campaigns.length ? splitFiles(defs.split, responseHeaders(defs)) : []),
  ];
  return { files, headersFile: headers };
}
