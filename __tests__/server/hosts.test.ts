/** @jest-environment node */
// Host config generators: Netlify/Cloudflare _headers + _redirects, Vercel, CloudFront
// (function logic evaluated in a VM, policy shape), nginx (structure; its behaviour is
// tested against a real nginx by `npm run test:nginx`), and postbuild end to end.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { CACHE_CONTROL, IMAGE_CSP, SECURITY_HEADERS, computeDefinitions, type Definitions } from '../../hosting/headers';
import { CLOUDFRONT_FUNCTION_LIMIT, NON_PAGE_CSP, cloudfrontCspFunction, cloudfrontFunction, cloudfrontHeadersPolicy } from '../../hosting/hosts/cloudfront';
import { headersFile, parseHeadersFile, redirectsFile } from '../../hosting/hosts/netlify-cloudflare';
import { nginxConfig } from '../../hosting/hosts/nginx';
import { vercelConfig, vercelIgnore } from '../../hosting/hosts/vercel';
import { TSX_NODE_ARGS } from '../../test-support/site-process';
import { createFixture } from '../../test-support/fixture';

const root = createFixture();
const defs: Definitions = computeDefinitions(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('Netlify / Cloudflare Pages _headers', () => {
  const file = headersFile(defs, root);
  const rules = parseHeadersFile(file.text);

  test('within Cloudflare limits (100 rules, 2,000 characters a line)', () => {
    expect(rules.length).toBeLessThanOrEqual(100);
    for (const line of file.text.split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
    expect(file.cspMode).toBe('global');
  });

  test('/* carries every security header and the CSP', () => {
    const all = rules.find((r) => r.path === '/*');
    const names = all?.headers.map(([k]) => k) ?? [];
    expect(names).toEqual(expect.arrayContaining([...Object.keys(SECURITY_HEADERS), 'Content-Security-Policy']));
    expect(all?.headers.find(([k]) => k === 'Content-Security-Policy')?.[1]).toBe(defs.csp.policy);
  });

  test('cache rules, and no header is set by two rules (hosts would join them with a comma)', () => {
    const cache = Object.fromEntries(rules.filter((r) => r.path !== '/*').map((r) => [r.path, r.headers]));
    expect(cache['/_next/static/*']).toEqual([['Cache-Control', CACHE_CONTROL.immutable]]);
    expect(cache['/images/*']).toEqual([
      ['Cache-Control', CACHE_CONTROL.asset],
      ['Content-Security-Policy', IMAGE_CSP],
    ]);
    expect(cache['/favicon.ico']).toEqual([
      ['Cache-Control', CACHE_CONTROL.asset],
      ['Content-Security-Policy', IMAGE_CSP],
    ]);
    // Only the images' policy is set twice, on purpose: joined to the site's, both apply.
    const names = new Set(rules.find((r) => r.path === '/*')?.headers.map(([k]) => k));
    for (const r of rules.filter((x) => x.path !== '/*'))
      for (const [k, v] of r.headers) expect(names.has(k) ? [k, v] : k).toEqual(names.has(k) ? ['Content-Security-Policy', IMAGE_CSP] : k);
  });

  test('falls back to per-page CSP when the union does not fit one line', () => {
    const many = Array.from({ length: 40 }, (_, i) => `'sha256-${String(i).padStart(43, 'x')}='`);
    const big: Definitions = { ...defs, csp: { ...defs.csp, policy: `${defs.csp.policy} ${many.join(' ')}` } };
    const f = headersFile(big, root);
    expect(f.cspMode).toBe('per-page');
    const r = parseHeadersFile(f.text);
    expect(r.find((x) => x.path === '/*')?.headers.some(([k]) => k === 'Content-Security-Policy')).toBe(false);
    expect(r.find((x) => x.path === '/slots')?.headers).toEqual([['Content-Security-Policy', defs.csp.pages['/slots']?.policy]]);
  });

  test('_redirects: trailing slash → clean URL for every page', () => {
    const text = redirectsFile(defs);
    expect(text).toContain('/slots/ /slots 301');
    expect(text).toContain('/sign-up/ /sign-up 301');
    expect(text).not.toMatch(/^\/\/ /m);
    expect(text).not.toMatch(/404|_not-found/);
  });
});

describe('Vercel', () => {
  const config = vercelConfig(defs, root);
  test('clean URLs without trailing slash, headers everywhere, immutable assets', () => {
    expect(config.cleanUrls).toBe(true);
    expect(config.trailingSlash).toBe(false);
    const all = config.headers.find((h) => h.source === '/(.*)');
    expect(all?.headers.map((h) => h.key)).toEqual(expect.arrayContaining([...Object.keys(SECURITY_HEADERS), 'Content-Security-Policy']));
    expect(config.headers.find((h) => h.source === '/_next/static/(.*)')?.headers).toEqual([{ key: 'Cache-Control', value: CACHE_CONTROL.immutable }]);
    expect(config.headers.find((h) => h.source === '/images/(.*)')?.headers).toEqual([
      { key: 'Cache-Control', value: CACHE_CONTROL.asset },
      { key: 'Content-Security-Policy', value: IMAGE_CSP },
    ]);
  });

  test('every image under its own policy, after the site-wide rule (the later match wins): folders of images as one rule, others by name', () => {
    const images = config.headers.filter((h) => h.headers.some((x) => x.key === 'Content-Security-Policy' && x.value === IMAGE_CSP)).map((h) => h.source);
    expect(images).toEqual(expect.arrayContaining(['/images/(.*)', '/favicon.ico']));
    expect(config.headers.findIndex((h) => h.source === '/(.*)')).toBe(0);
    expect(images).not.toContain('/(.*)');
  });
});

describe('CloudFront', () => {
  type CfRequest = { uri: string; querystring: Record<string, { value: string; multiValue?: { value: string }[] }> };
  type CfResult = CfRequest | { statusCode: number; headers: Record<string, { value: string }> };
  const handler = vm.runInNewContext(`${cloudfrontFunction()}\n;handler`, {}) as (e: { request: CfRequest }) => CfResult;
  const run = (uri: string, querystring: CfRequest['querystring'] = {}) => handler({ request: { uri, querystring } });

  test.each([
    ['/', '/index.html'],
    ['/slots', '/slots.html'],
    ['/sports-betting', '/sports-betting.html'],
    ['/_next/static/chunks/main.js', '/_next/static/chunks/main.js'],
    ['/images/hero.webp', '/images/hero.webp'],
    ['/slots.txt', '/slots.txt'],
    ['/404', '/__not_found__'],
    ['/_headers', '/__not_found__'],
  ])('%s is fetched as %s', (uri, expected) => {
    expect(run(uri)).toMatchObject({ uri: expected });
  });

  test.each([
    ['/slots/', '/slots'],
    ['/slots.html', '/slots'],
    ['/index.html', '/'],
    ['/a/index.html', '/a'],
  ])('%s → 301 %s', (uri, location) => {
    expect(run(uri)).toEqual({
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: location }, 'cache-control': { value: 'no-cache' } },
    });
  });

  test('redirects keep the query string', () => {
    const r = run('/slots/', { utm_source: { value: 'fb' }, tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b c' }] } });
    expect(r).toMatchObject({ statusCode: 301, headers: { location: { value: '/slots?utm_source=fb&tag=a&tag=b%20c' } } });
  });

  test('never an open redirect', () => {
    for (const uri of ['//evil.example/', '/\\evil.example/', '//evil.example.html']) {
      const r = run(uri);
      if ('statusCode' in r) expect(r.headers.location?.value).toMatch(/^\/(?![/\\])/);
    }
  });

  test('response headers policy in ResponseHeadersPolicyConfig shape', () => {
    const p = cloudfrontHeadersPolicy(defs);
    expect(p.SecurityHeadersConfig).not.toHaveProperty('ContentSecurityPolicy'); // per page, from the viewer-response function
    expect(p.SecurityHeadersConfig.StrictTransportSecurity).toEqual({ Override: true, AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Preload: false });
    expect(p.SecurityHeadersConfig.FrameOptions.FrameOption).toBe('DENY');
    expect(p.SecurityHeadersConfig.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    expect(p.CustomHeadersConfig.Quantity).toBe(p.CustomHeadersConfig.Items.length);
    expect(p.CustomHeadersConfig.Items.map((i) => i.Header).sort()).toEqual(['Cross-Origin-Resource-Policy', 'Permissions-Policy']);
  });

  describe('viewer-response function: each page its own CSP', () => {
    type CfResponse = { statusCode: number; headers: Record<string, { value: string }> };
    const source = cloudfrontCspFunction(defs);
    const respond = vm.runInNewContext(`${source}\n;handler`, {}) as (e: { request: { uri: string }; response: CfResponse }) => CfResponse;
    const csp = (uri: string, statusCode = 200) => respond({ request: { uri }, response: { statusCode, headers: {} } }).headers['content-security-policy']?.value;

    test.each(Object.entries(defs.csp.pages))("%s and its file get that page's policy", (route, page) => {
      expect(csp(route)).toBe(page.policy);
      expect(csp(`/${page.file}`)).toBe(page.policy);
    });

    test("a page policy holds only that page's hashes, and fewer than the union", () => {
      const home = defs.csp.pages['/']!;
      expect(csp('/')).toBe(home.policy);
      for (const hash of home.scriptHashes) expect(csp('/')).toContain(hash);
      const elsewhere = defs.csp.scriptHashes.filter((h) => !home.scriptHashes.includes(h));
      expect(elsewhere.length).toBeGreaterThan(0);
      for (const hash of elsewhere) expect(csp('/')).not.toContain(hash);
    });

    test("errors get the 404 page's policy; other files a policy that allows nothing", () => {
      const notFound = defs.csp.pages['/404']!.policy;
      expect(csp('/no-such-page', 404)).toBe(notFound);
      expect(csp('/slots.html', 403)).toBe(notFound);
      expect(csp('/_next/static/chunks/main.js')).toBe(NON_PAGE_CSP);
      expect(csp('/images/hero.webp')).toBe(NON_PAGE_CSP);
    });

    test('fits a CloudFront Function', () => {
      expect(Buffer.byteLength(source)).toBeLessThanOrEqual(CLOUDFRONT_FUNCTION_LIMIT);
    });
  });
});

describe('Vercel upload', () => {
  test('.vercelignore keeps what must not be a URL out of the upload, and the 404 page in it', () => {
    const lines = vercelIgnore()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual(expect.arrayContaining(['_headers', '_redirects', '*.br', '*.gz', '_not-found.txt']));
    expect(lines).not.toContain('404.html');
  });
});

describe('nginx config', () => {
  const conf = nginxConfig(defs, { root: '/srv/site', listen: ['127.0.0.1:8080'] });
  const serverBlock = conf.slice(conf.indexOf('server {'));

  test('images get their own policy in place of the site’s, by the file served (one add_header of a map)', () => {
    expect(conf).toContain(`map $uri $casino_csp {\n    default "${defs.csp.policy}";\n    "~*\\.(?:avif|bmp|gif|ico|jpeg|jpg|png|svg|webp)$" "${IMAGE_CSP}";\n}`);
    expect(serverBlock.match(/^ *add_header Content-Security-Policy .*$/gm)).toEqual([
      '    add_header Content-Security-Policy $casino_csp always;',
      '        add_header Content-Security-Policy $casino_csp always;',
    ]);
  });

  test('every header with `always`, CSP included', () => {
    for (const name of [...Object.keys(SECURITY_HEADERS), 'Content-Security-Policy', 'Cache-Control']) {
      expect(serverBlock).toMatch(new RegExp(`^    add_header ${name} .* always;$`, 'm'));
    }
  });

  test('no location drops the server-level headers (only the 405 location has add_header, with the full set)', () => {
    const locations = serverBlock.split(/\n    location /).slice(1);
    for (const loc of locations) {
      const body = loc.slice(0, loc.indexOf('\n    }'));
      if (body.startsWith('@casino_method_not_allowed')) {
        expect((body.match(/add_header /g) ?? []).length).toBe(Object.keys(SECURITY_HEADERS).length + 3);
      } else {
        expect(body).not.toContain('add_header');
      }
    }
  });

  test('hardening and routing directives', () => {
    for (const d of [
      'server_tokens off;',
      'autoindex off;',
      'large_client_header_buffers 4 8k;',
      'gzip on;',
      'gzip_static on;',
      'error_page 404 /404.html;',
      'try_files $uri $uri.html $uri/index.html =404;',
      'return 405;',
      'root /srv/site;',
      'listen 127.0.0.1:8080;',
    ]) {
      expect(conf).toContain(d);
    }
  });
});

describe('postbuild', () => {
  test('writes definitions, host configs and precompressed siblings', () => {
    const dir = createFixture();
    const deploy = `${dir}-deploy`;
    try {
      const out = execFileSync(process.execPath, [...TSX_NODE_ARGS, path.join('hosting', 'postbuild.ts'), '--dir', dir, '--deploy', deploy], { encoding: 'utf8' });
      expect(out).toMatch(/postbuild: \d+ pages/);
      for (const f of [
        'headers.json',
        'nginx.conf',
        'vercel.json',
        '.vercelignore',
        'cloudfront-function.js',
        'cloudfront-csp-function.js',
        'cloudfront-response-headers-policy.json',
      ]) {
        expect(existsSync(path.join(deploy, f))).toBe(true);
      }
      expect(existsSync(path.join(dir, '_headers'))).toBe(true);
      expect(existsSync(path.join(dir, '_redirects'))).toBe(true);
      const html = readFileSync(path.join(dir, 'index.html'));
      expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, 'index.html.br'))).equals(html)).toBe(true);
      expect(zlib.gunzipSync(readFileSync(path.join(dir, 'index.html.gz'))).equals(html)).toBe(true);
      expect(Math.floor(statSync(path.join(dir, 'index.html.br')).mtimeMs / 1000)).toBe(Math.floor(statSync(path.join(dir, 'index.html')).mtimeMs / 1000));
      expect(existsSync(path.join(dir, 'images', 'logo.png.gz'))).toBe(false); // not compressible
      const written = JSON.parse(readFileSync(path.join(deploy, 'headers.json'), 'utf8')) as Definitions;
      expect(written.csp.policy).toBe(computeDefinitions(dir).csp.policy);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(deploy, { recursive: true, force: true });
    }
  });
});
