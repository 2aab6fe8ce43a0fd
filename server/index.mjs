// The server/ modules' public API in one place (typed in index.d.mts for the TypeScript
// tests). The server itself (app.mjs) is started by scripts/serve.mjs.
export * from './checks.mjs';
export * from './compress.mjs';
export * from './csp.mjs';
export * from './filter.mjs';
export * from './fixture.mjs';
export * from './headers.mjs';
export * from './nginx-runner.mjs';
export * from './range.mjs';
export * from './raw-http.mjs';
export * from './site.mjs';
export * from './hosts/cloudfront.mjs';
export * from './hosts/common.mjs';
export * from './hosts/index.mjs';
export * from './hosts/netlify-cloudflare.mjs';
export * from './hosts/nginx.mjs';
export * from './hosts/vercel.mjs';
