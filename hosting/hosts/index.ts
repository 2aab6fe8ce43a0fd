// Writes every host's configuration from the header definitions.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Definitions } from '../headers';
import { CLOUDFRONT_FUNCTION_LIMIT, cloudfrontCspFunction, cloudfrontFunction, cloudfrontHeadersPolicy } from './cloudfront';
import { headersFile, redirectsFile } from './netlify-cloudflare';
import { nginxConfig } from './nginx';
import { vercelConfig, vercelIgnore } from './vercel';

export function writeHostConfigs({ defs, root, deployDir }: { defs: Definitions; root: string; deployDir: string }): {
  files: string[];
  warnings: string[];
  headersFile: { rules: number; longestLine: number; cspMode: string };
} {
  mkdirSync(deployDir, { recursive: true });
  const files: string[] = [];
  const warnings: string[] = [];
  const write = (file: string, text: string) => {
    writeFileSync(file, text);
    files.push(file);
  };

  const headers = headersFile(defs, root);
  write(path.join(root, '_headers'), headers.text);
  write(path.join(root, '_redirects'), redirectsFile(defs));
  if (headers.cspMode === 'per-page') {
    warnings.push('the global CSP does not fit a 2,000-character _headers line: _headers uses per-page policies (the 404 page gets none there)');
  }

  write(path.join(deployDir, 'nginx.conf'), nginxConfig(defs));
  write(path.join(deployDir, 'vercel.json'), `${JSON.stringify(vercelConfig(defs, root), null, 2)}\n`);
  write(path.join(deployDir, '.vercelignore'), vercelIgnore());
  write(path.join(deployDir, 'cloudfront-function.js'), cloudfrontFunction());
  const cspFunction = cloudfrontCspFunction(defs);
  write(path.join(deployDir, 'cloudfront-csp-function.js'), cspFunction);
  write(path.join(deployDir, 'cloudfront-response-headers-policy.json'), `${JSON.stringify(cloudfrontHeadersPolicy(defs), null, 2)}\n`);
  if (Buffer.byteLength(cspFunction) > CLOUDFRONT_FUNCTION_LIMIT) {
    warnings.push(`deploy/cloudfront-csp-function.js is ${Buffer.byteLength(cspFunction)} bytes; a CloudFront Function takes ${CLOUDFRONT_FUNCTION_LIMIT}`);
  }
  return { files, warnings, headersFile: { rules: headers.rules, longestLine: headers.longestLine, cspMode: headers.cspMode } };
}
