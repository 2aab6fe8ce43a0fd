// The editor's one HTML page (npm run edit, and out/admin/ when the team builds it in): Decap's
// bundle and nothing inline, never indexed.

/**
 * The editor's own policy, looser than the site's and only on /admin/: Decap styles with inline
 * <style> (emotion), validates its config with ajv (compiled with `new Function`), previews uploads
 * as blob: URLs and reads them back from there to send them, and talks to its backend (`api`:
 * api.github.com or GitLab; `npm run edit` forwards its local backend at its own origin).
 */
export const ADMIN_CSP = (api?: string) =>
  [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${api ? ` ${api}` : ''}`,
    `connect-src 'self' blob:${api ? ` ${api}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'none'",
  ].join('; ');

export const adminPage = (title: string) =>
  [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${title}</title>`,
    '<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml">',
    '</head>',
    '<body>',
    '<script src="/admin/decap-cms.js"></script>',
    '</body>',
    '</html>',
  ].join('\n');
