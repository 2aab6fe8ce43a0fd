/** @jest-environment node */
// Each host config generator refuses a value its format would interpret, with the content check
// bypassed: the hostile values reach the generators as the export would hand them over (an analytics
// host in the policy, a slug as a page route, a file name in out/), and each stops with one line
// naming its file, the value and the fix.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cspPolicy, headerAt, hostPath, httpHeader, nginxString, nginxToken, vercelSource } from '../../hosting/config-values';
import { analyticsSources, buildPolicy } from '../../hosting/csp';
import { computeDefinitions, responseHeaders, type Definitions } from '../../hosting/headers';
import { cloudfrontCspFunction, cloudfrontFunction, cloudfrontHeadersPolicy } from '../../hosting/hosts/cloudfront';
import { headersFile, redirectsFile } from '../../hosting/hosts/netlify-cloudflare';
import { nginxConfig } from '../../hosting/hosts/nginx';
import { vercelConfig } from '../../hosting/hosts/vercel';
import { createSiteServer } from '../../server/app';
import { createFixture } from '../../test-support/fixture';

const root = createFixture();
const defs: Definitions = computeDefinitions(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const CSP_FIX = 'Fix: set content/analytics.json host to a plain https:// origin such as https://plausible.io (npm run validate-content checks it).';
const PATH_FIX = 'Fix: give each offering page a lower-case kebab-case slug in content/offerings.json, and each file in public/ a plain name (letters, digits, ".", "-", "_").';

/** The definitions as the export would give them with `host` as the analytics host of every page. */
function withAnalyticsHost(host: string): Definitions {
  const policy = buildPolicy({ scriptHashes: defs.csp.scriptHashes, styleAttributes: true, sources: analyticsSources('plausible', host) });
  const pages = Object.fromEntries(Object.entries(defs.csp.pages).map(([route, page]) => [route, { ...page, policy }]));
  return { ...defs, csp: { ...defs.csp, policy, pages } };
}
/** The definitions with one more page, at `route` (what an offering slug becomes). */
function withPage(route: string): Definitions {
  const page = { file: `${route.slice(1)}.html`, policy: defs.csp.policy, scriptHashes: [] };
  return { ...defs, routes: [...defs.routes, route], csp: { ...defs.csp, pages: { ...defs.csp.pages, [route]: page } } };
}
/** The per-page policies in _headers (the union made too long for one line), so that page routes are written there. */
const perPage = (d: Definitions): Definitions => {
  const hashes = Array.from({ length: 40 }, (_, i) => `'sha256-${String(i).padStart(43, 'x')}='`);
  return { ...d, csp: { ...d.csp, policy: `${d.csp.policy} ${hashes.join(' ')}` } };
};

describe('an analytics host that would inject into the policy', () => {
  const semicolon = withAnalyticsHost('https://analytics.example;script-src-elem');
  const dollar = withAnalyticsHost('https://stats$args.example');
  const comma = withAnalyticsHost('https://a.example,script-src');
  const SEMICOLON = `"https://analytics.example;script-src-elem" contains ";", which ends the directive: what follows would be a directive of its own. ${CSP_FIX}`;

  test('out/_headers', () => {
    expect(() => headersFile(semicolon, root)).toThrow(`out/_headers: the Content-Security-Policy header: ${SEMICOLON}`);
    expect(() => headersFile(comma, root)).toThrow(
      /^out\/_headers: the Content-Security-Policy header: "https:\/\/a\.example,script-src" contains ",", which starts a second policy\. Fix: /,
    );
  });

  test('deploy/nginx.conf: "$" is an nginx variable', () => {
    expect(() => nginxConfig(dollar)).toThrow(
      `deploy/nginx.conf: the Content-Security-Policy header: "https://stats$args.example" contains "$", which nginx expands as a variable on every request. ${CSP_FIX}`,
    );
    expect(() => nginxConfig(semicolon)).toThrow(`deploy/nginx.conf: the Content-Security-Policy header: ${SEMICOLON}`);
  });

  test('deploy/vercel.json', () => {
    expect(() => vercelConfig(semicolon, root)).toThrow(`deploy/vercel.json: the Content-Security-Policy header: ${SEMICOLON}`);
  });

  test("deploy/cloudfront-csp-function.js (each page's policy)", () => {
    expect(() => cloudfrontCspFunction(semicolon)).toThrow(`deploy/cloudfront-csp-function.js: the Content-Security-Policy header: ${SEMICOLON}`);
    expect(() => cloudfrontCspFunction(dollar)).toThrow(
      /^deploy\/cloudfront-csp-function\.js: the Content-Security-Policy header: "https:\/\/stats\$args\.example" is not a CSP source/,
    );
  });

  test('the server of npm start', () => {
    expect(() => createSiteServer({ root, headers: responseHeaders(semicolon) })).toThrow(`the server: the Content-Security-Policy header: ${SEMICOLON}`);
  });

  test('a directive added after "; " is one the build never writes', () => {
    const policy = `${defs.csp.policy}; script-src-elem 'none'`;
    expect(() => cspPolicy(policy, headerAt('out/_headers', 'Content-Security-Policy'))).toThrow(
      `out/_headers: the Content-Security-Policy header: "script-src-elem 'none'" is not a directive the build writes: a value before it contains ";". ${CSP_FIX}`,
    );
  });

  test('the policies the build writes pass', () => {
    expect(() => headersFile(withAnalyticsHost('https://plausible.io'), root)).not.toThrow();
    expect(() => nginxConfig(withAnalyticsHost('https://www.googletagmanager.com'))).not.toThrow();
    expect(() => cloudfrontCspFunction(defs)).not.toThrow();
  });
});

describe('a page route (an offering slug) that would be syntax in a host config', () => {
  test.each([
    ['/* \\\\evil.example 302!\n', 'contains a space, line break or control character, which splits the rule'],
    ['/*', 'contains "*", a splat that matches every path'],
    ['/evil!', 'contains "!", which forces the rule over the files that exist'],
    ['/:splat', 'contains ":", which starts a placeholder'],
    ['//evil.example', 'contains "\\" or "//", which leads to another host'],
    ['/../../escape', 'is not a plain path ("/" then names of letters, digits, ".", "-", "_" or "~")'],
  ])('%j: out/_redirects, out/_headers and the CloudFront function refuse it', (route, problem) => {
    const hostile = withPage(route);
    expect(() => redirectsFile(hostile)).toThrow(`out/_redirects: the path of a page: ${JSON.stringify(route)} ${problem}. ${PATH_FIX}`);
    expect(() => headersFile(perPage(hostile), root)).toThrow(`out/_headers: a rule path: ${JSON.stringify(route)} ${problem}. ${PATH_FIX}`);
    expect(() => cloudfrontCspFunction(hostile)).toThrow(`deploy/cloudfront-csp-function.js: the path of a page: ${JSON.stringify(route)} ${problem}. ${PATH_FIX}`);
  });

  test('the routes the build writes pass', () => {
    expect(redirectsFile(withPage('/fish-games'))).toContain('/fish-games/ /fish-games 301');
  });
});

describe('a file name in out/ that would be syntax in a host config', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'out-names-'));
    createFixture(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test.each(['a:b.png', 'all*.png', 'x(.*).png'])('%j: _headers and vercel.json refuse its cache rule', (name) => {
    writeFileSync(path.join(dir, name), 'png');
    expect(() => headersFile(defs, dir)).toThrow(new RegExp(`^out/_headers: a rule path: "/${name.replace(/[.*()]/g, '\\$&')}" (contains|is not)`));
    expect(() => vercelConfig(defs, dir)).toThrow(new RegExp(`^deploy/vercel\\.json: a header rule source: "/${name.replace(/[.*()]/g, '\\$&')}" (contains|is not)`));
  });
});

describe('headers from the code and the nginx options', () => {
  const broken = { ...defs, security: { ...defs.security, 'X-Frame-Options': 'DENY\nSet-Cookie: a=1' } };
  const LINE_BREAK = '"DENY\\nSet-Cookie:" contains a line break or control character';

  test('a line break in a header value: every generator and the server', () => {
    expect(() => headersFile(broken, root)).toThrow(
      `out/_headers: the X-Frame-Options header: ${LINE_BREAK}, which would start a header of its own. Fix: correct it in hosting/headers.ts.`,
    );
    expect(() => nginxConfig(broken)).toThrow(`deploy/nginx.conf: the X-Frame-Options header: ${LINE_BREAK}. Fix: correct it in hosting/headers.ts.`);
    expect(() => vercelConfig(broken, root)).toThrow(/^deploy\/vercel\.json: the X-Frame-Options header: .* contains a line break/);
    expect(() => cloudfrontHeadersPolicy(broken)).toThrow(/^deploy\/cloudfront-response-headers-policy\.json: the X-Frame-Options header: .* contains a line break/);
    expect(() => createSiteServer({ root, headers: responseHeaders(broken) })).toThrow(/^the server: the X-Frame-Options header: .* contains a line break/);
  });

  test("the server sends only the build's headers: one it answers with itself (Transfer-Encoding beside Content-Length) is refused", () => {
    expect(() => createSiteServer({ root, headers: { ...responseHeaders(defs), 'Transfer-Encoding': 'chunked' } })).toThrow(
      /^the server: the Transfer-Encoding header: not one of the build's \(Strict-Transport-Security, .*, Content-Security-Policy\)\. Fix: correct it in hosting\/headers\.ts\.$/,
    );
    expect(() => createSiteServer({ root, headers: responseHeaders(defs) })).not.toThrow();
  });

  test('nginx root, listen and server_name are single arguments', () => {
    expect(() => nginxConfig(defs, { root: '/var/www; include /etc/passwd' })).toThrow(
      'deploy/nginx.conf: root: "/var/www; include /etc/passwd" is empty or contains a space, ";", "{", "}", "\'" or "#", which end the nginx directive. Fix: pass a plain value.',
    );
    expect(() => nginxConfig(defs, { serverName: '$host' })).toThrow(/^deploy\/nginx\.conf: server_name: "\$host" contains "\$", which nginx expands/);
    expect(() => nginxConfig(defs, { listen: ['80 default_server'] })).toThrow(/^deploy\/nginx\.conf: listen: /);
  });

  test('the files the build writes from the shipped definitions pass', () => {
    expect(() => [
      headersFile(defs, root),
      redirectsFile(defs),
      nginxConfig(defs),
      vercelConfig(defs, root),
      cloudfrontFunction(),
      cloudfrontCspFunction(defs),
      cloudfrontHeadersPolicy(defs),
    ]).not.toThrow();
  });
});

describe('the format rules themselves', () => {
  const at = { file: 'f', what: 'w', fix: 'x' };
  test('nginx strings: no "$", quote, backslash or line break; { } ; are plain inside quotes', () => {
    expect(nginxString("default-src 'none'; a {b}", at)).toBe("default-src 'none'; a {b}");
    for (const value of ['a$b', 'a"b', 'a\\b', 'a\nb']) expect(() => nginxString(value, at)).toThrow(/^f: w: /);
    for (const value of ['a b', 'a;', '{', "'", '#x', '']) expect(() => nginxToken(value, at)).toThrow(/^f: w: /);
  });

  test('header fields: a token name, visible ASCII in the value', () => {
    expect(() => httpHeader('X Bad', 'v', at)).toThrow('f: w: "X Bad" is not a header name');
    expect(() => httpHeader('X-A', 'caf\u00e9', at)).toThrow(/outside visible ASCII/);
    expect(httpHeader('X-A', 'a=(), b', at)).toBe('a=(), b');
  });

  test('host paths: a trailing "/*" only where the generator means it; Vercel sources get path-to-regexp', () => {
    expect(hostPath('/_next/static/*', at, { splat: true })).toBe('/_next/static/*');
    expect(() => hostPath('/_next/static/*', at)).toThrow(/a splat/);
    expect(vercelSource('/*', at)).toBe('/(.*)');
    expect(vercelSource('/images/*', at)).toBe('/images/(.*)');
    expect(vercelSource('/favicon.ico', at)).toBe('/favicon.ico');
  });
});
