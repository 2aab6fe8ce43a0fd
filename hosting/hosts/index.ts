// Every host's configuration from the header definitions, as text: nothing is written here, so the
// limits (hosting/limits.ts) are checked before any file is.
import { responseHeaders, type Definitions } from '../headers';
import { cloudflareRoutes, cloudflareWorker } from '../split/edge-code';
import { cloudfrontCspFunction, cloudfrontFunction, cloudfrontHeadersPolicy } from './cloudfront';
import { headersFile, redirectsFile } from './netlify-cloudflare';
import { nginxConfig } from './nginx';
import { vercelConfig, vercelIgnore } from './vercel';

/** One generated file: into the export (`out`, served with the site) or beside it (`deploy`). */
export interface HostFile {
  dir: 'out' | 'deploy';
  name: string;
  text: string;
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
    { dir: 'deploy', name: 'cloudfront-function.js', text: cloudfrontFunction() },
    { dir: 'deploy', name: 'cloudfront-csp-function.js', text: cloudfrontCspFunction(defs) },
    { dir: 'deploy', name: 'cloudfront-response-headers-policy.json', text: json(cloudfrontHeadersPolicy(defs)) },
    // The campaigns' split at Cloudflare's edge; with no campaign, no worker.
    ...(defs.split?.campaigns.length
      ? [
          { dir: 'out' as const, name: '_worker.js', text: cloudflareWorker(defs.split, responseHeaders(defs)) },
          { dir: 'out' as const, name: '_routes.json', text: cloudflareRoutes() },
        ]
      : []),
  ];
  return { files, headersFile: headers };
}
