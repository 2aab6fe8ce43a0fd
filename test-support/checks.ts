// THE route/status/header/bad-input table, shared by the Jest test of the Node server
// (__tests__/server/serve.test.ts), the nginx test (test-support/test-nginx.ts) and the Cloudflare Pages
// one (test-support/test-cloudflare.ts, with test-support/cloudflare-rows.ts).
// Each row is sent over a raw socket; `nginx` overrides document where nginx answers
// differently (see docs/deploy.md, "Behaviour").
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { isErrorPage, listFiles } from '../hosting/export-files';
import { FIXTURE_LINK, FIXTURE_SECRET } from './fixture';
import { CACHE_CONTROL, IMAGE_CSP, SECURITY_HEADERS } from '../hosting/headers';
import { SPLIT_CACHE_CONTROL } from '../hosting/split/decide';
import type { SplitDefinition } from '../lib/campaigns';
import { buildRequest, rawRequest, type RawResponse } from './raw-http';

/** What a row expects of the response; every field is optional. */
export interface Expectation {
  status: number | number[];
  type?: RegExp;
  cache?: string;
  allow?: string;
  location?: string;
  safeLocation?: boolean;
  encoding?: string | null;
  vary?: boolean;
  contentRange?: string | RegExp;
  emptyBody?: boolean;
  contentLength?: number;
  bodyLength?: number;
  bodyIncludes?: string;
  bodyMatchesFile?: string;
  /** an image's own policy (IMAGE_CSP) is among the response's policies */
  imagePolicy?: boolean;
  /** and it is the only one (the site's, for documents, is not sent with an image) */
  imagePolicyAlone?: boolean;
  /** the Set-Cookie the response carries; null: none */
  setCookie?: RegExp | null;
  /** Vary names Cookie (a campaign's address: no cache hands one visitor's variant to another) */
  varyCookie?: boolean;
  note?: string;
}

export interface CheckRow {
  id: string;
  group?: string;
  request: {
    raw?: string;
    method?: string;
    target?: string;
    headers?: Record<string, string>;
    etagFrom?: string;
    lastModifiedFrom?: string;
    closeAfterHead?: boolean;
  };
  expect: Expectation;
  /** where nginx answers differently, and why */
  nginx?: { expect: Expectation; note: string };
}

export interface CheckContext {
  port: number;
  host?: string;
  target: 'node' | 'nginx';
  root: string;
  rows?: CheckRow[];
  /** The server keeps a connection open after `Connection: close` (wrangler's development proxy): read one response, not to the close. */
  keepsConnections?: boolean;
}

export interface CheckResult {
  row: { id: string; group?: string };
  failures: string[];
  status: number | null;
  note?: string;
}

export type SiteFacts = ReturnType<typeof describeSite>;

const HTML = /^text\/html/;
const hdr = (h: string) => `Host: localhost\r\nConnection: close\r\n${h}`;

/**
 * Picks real files of the export for the rows that need one (a hashed JS chunk, an
 * image, an RSC payload) so the same table runs against the fixture and against out/.
 */
/** The facts of an export the table is built from; `split`, the campaigns' split the host runs (deploy/headers.json). */
export function describeSite(root: string, split: SplitDefinition = { maxAgeSeconds: 0, campaigns: [] }) {
  const files = listFiles(root).filter((f) => !/\.(br|gz)$/.test(f));
  const pick = (re: RegExp, what: string) => {
    const f = files.find((x) => re.test(x));
    if (!f) throw new Error(`no ${what} in ${root}`);
    return `/${f}`;
  };
  const routes = files
    .filter((f) => f.endsWith('.html'))
    .map((f) => (f === 'index.html' ? '/' : `/${f.replace(/(\/index)?\.html$/, '')}`))
    .filter((route) => !isErrorPage(route));
  const jsFiles = files.filter((f) => /^_next\/static\/.*\.js$/.test(f));
  // the largest chunk: compressible and big enough for ranges
  const js = `/${jsFiles.sort((a, b) => readFileSync(path.join(root, b)).length - readFileSync(path.join(root, a)).length)[0]}`;
  if (js === '/undefined') throw new Error(`no _next/static JS in ${root}`);
  const routeDir = routes.find((r) => r !== '/' && files.some((f) => f.startsWith(`${r.slice(1)}/`) && f.endsWith('.txt')));
  return {
    root,
    routes,
    split,
    js,
    image: pick(/^images\/.*\.(png|jpe?g|webp|avif|svg|gif)$/i, 'image under images/'),
    svg: pick(/\.svg$/i, 'SVG'),
    // one generated file per format of the image build step, when there are any
    generatedImages: ['avif', 'webp'].flatMap((ext) =>
      files
        .filter((f) => f.startsWith('img/') && f.endsWith(`.${ext}`))
        .slice(0, 1)
        .map((f) => `/${f}`),
    ),
    icon: existsSync(path.join(root, 'favicon.ico')) ? '/favicon.ico' : null,
    rscIndex: existsSync(path.join(root, 'index.txt')) ? '/index.txt' : null,
    rscNested: routeDir ? `/${files.find((f) => f.startsWith(`${routeDir.slice(1)}/`) && f.endsWith('.txt'))}` : null,
    routeWithFolder: routeDir ?? null,
    rscSpecial: (() => {
      const f = files.find((x) => x.endsWith('.txt') && /[!$]/.test(x));
      return f ? `/${f}` : null;
    })(),
    indexSize: readFileSync(path.join(root, 'index.html')).length,
    /** a file reached through a symlink to a directory outside the root (the fixture has one; out/ never should) */
    symlinkedDir: existsSync(path.join(root, FIXTURE_LINK, FIXTURE_SECRET)) ? `/${FIXTURE_LINK}/${FIXTURE_SECRET}` : null,
    notFoundSnippet: existsSync(path.join(root, '404.html')) ? snippetOf(readFileSync(path.join(root, '404.html'), 'utf8')) : null,
  };
}

/** A distinctive bit of the 404 page (its <title>) to recognise it in responses. */
function snippetOf(html: string): string | null {
  const m = /<title>([^<]+)<\/title>/.exec(html);
  return m?.[1] ?? null;
}

/**
 * The table. Every row: id, title, request (raw bytes or method/target/headers), expect,
 * and optionally `nginx` (the expectation where nginx differs, with a note).
 */
export function buildChecks(site: SiteFacts): CheckRow[] {
  const otherRoute = site.routes.find((r) => r !== '/') ?? '/';
  const rows: CheckRow[] = [];
  const add = (row: CheckRow) => rows.push(row);

  // ---- routes -------------------------------------------------------------------------
  const now = Date.now();
  const running = (campaign: SplitDefinition['campaigns'][number]) =>
    (campaign.startsAt === null || campaign.startsAt <= now) && (campaign.endsAt === null || now <= campaign.endsAt);
  const campaignPaths = new Set(site.split.campaigns.map((campaign) => campaign.path));
  const endedPaths = site.split.campaigns.filter((campaign) => !running(campaign)).map((campaign) => `${campaign.path}/`);
  for (const route of site.routes) {
    // split, or a campaign not running (its pages 302): the campaign rows below
    if (campaignPaths.has(route) || endedPaths.some((prefix) => route.startsWith(prefix))) continue;
    add({
      id: `route ${route}`,
      group: 'routes',
      request: { method: 'GET', target: route },
      expect: { status: 200, type: HTML, cache: CACHE_CONTROL.revalidate, bodyMatchesFile: route === '/' ? '/index.html' : `${route}.html` },
    });
  }
  // ---- campaigns: each visitor's variant at the campaign's address (hosting/split/) ----------
  for (const campaign of site.split.campaigns) {
    if (!running(campaign)) {
      // Its address spelt as a file server still finds it (/%70romo/…: Cloudflare Pages matched its routing rule
      // on the spelling, not the decoded path, and served the page past its days) ends with it too.
      for (const target of [campaign.path, `${campaign.path}/${campaign.variants[0]!.name}`, campaign.path.replace(/^\/p/, '/%70')])
        add({ id: `campaign ${target}: not running, 302 to /`, group: 'campaigns', request: { method: 'GET', target }, expect: { status: 302, location: '/', setCookie: null } });
      // Through a folder a host's edge code might leave out (its rule matched on the path as sent, the file found by the resolved one).
      const around = `/images/..%2f${campaign.path.slice(1).replace(/\//g, '%2f')}`;
      add({
        id: `campaign ${around}: not running, never its page`,
        group: 'campaigns',
        request: { method: 'GET', target: around },
        expect: { status: [302, 400, 404], setCookie: null },
      });
      continue;
    }
    const [first, ...others] = campaign.variants;
    const last = others.at(-1) ?? first!;
    const split = { status: 200, type: HTML, cache: SPLIT_CACHE_CONTROL, varyCookie: true };
    const names = campaign.variants.map((variant) => variant.name).join('|');
    add({
      id: `campaign ${campaign.path}: a new visitor is given a variant and its cookie`,
      group: 'campaigns',
      request: { method: 'GET', target: campaign.path },
      expect: { ...split, setCookie: new RegExp(`^${campaign.cookie}=(?:${names}); Path=${campaign.path}; Max-Age=${site.split.maxAgeSeconds}; SameSite=Lax; HttpOnly$`) },
    });
    add({
      id: `campaign ${campaign.path}: a returning visitor keeps theirs`,
      group: 'campaigns',
      request: { method: 'GET', target: campaign.path, headers: { Cookie: `${campaign.cookie}=${last.name}` } },
      expect: { ...split, setCookie: null, bodyMatchesFile: `${last.path}.html` },
    });
    add({
      id: `campaign ${campaign.path}: ?variant= shows one and assigns nothing`,
      group: 'campaigns',
      request: { method: 'GET', target: `${campaign.path}?variant=${first!.name}`, headers: { Cookie: `${campaign.cookie}=${last.name}` } },
      expect: { ...split, setCookie: null, bodyMatchesFile: `${first!.path}.html` },
    });
    add({
      id: `campaign ${campaign.path}: a variant's own address is a plain page`,
      group: 'campaigns',
      request: { method: 'GET', target: last.path },
      expect: { status: 200, type: HTML, cache: CACHE_CONTROL.revalidate, setCookie: null, bodyMatchesFile: `${last.path}.html` },
    });
  }

  if (otherRoute !== '/') {
    add({ id: 'trailing slash', group: 'routes', request: { method: 'GET', target: `${otherRoute}/` }, expect: { status: 301, location: otherRoute } });
    add({
      id: 'trailing slash keeps query',
      group: 'routes',
      request: { method: 'GET', target: `${otherRoute}/?utm_source=test&x=1` },
      expect: { status: 301, location: `${otherRoute}?utm_source=test&x=1` },
    });
    add({ id: '.html → clean URL', group: 'routes', request: { method: 'GET', target: `${otherRoute}.html` }, expect: { status: 301, location: otherRoute } });
    add({ id: 'query string ignored', group: 'routes', request: { method: 'GET', target: `${otherRoute}?a=1&b=%20` }, expect: { status: 200, type: HTML } });
  }
  add({ id: '/index.html → /', group: 'routes', request: { method: 'GET', target: '/index.html' }, expect: { status: 301, location: '/' } });
  add({ id: '/index → /', group: 'routes', request: { method: 'GET', target: '/index' }, expect: { status: 301, location: '/' } });
  add({
    id: 'unknown path → 404 page',
    group: 'routes',
    request: { method: 'GET', target: '/no-such-page' },
    expect: { status: 404, type: HTML, cache: CACHE_CONTROL.revalidate, bodyIncludes: site.notFoundSnippet ?? undefined },
  });
  add({ id: '/404 is not a page', group: 'routes', request: { method: 'GET', target: '/404' }, expect: { status: 404, type: HTML } });
  add({ id: '/_not-found is not a page', group: 'routes', request: { method: 'GET', target: '/_not-found' }, expect: { status: 404 } });
  add({ id: 'host config files hidden', group: 'routes', request: { method: 'GET', target: '/_headers' }, expect: { status: 404 } });
  // The precompressed siblings and Next's internal 404 payload are build details, not URLs.
  for (const target of ['/index.html.br', '/index.html.gz', '/_not-found.txt']) {
    add({ id: `${target} is not a URL`, group: 'routes', request: { method: 'GET', target }, expect: { status: 404, type: HTML } });
  }
  if (site.symlinkedDir) {
    add({ id: 'a symlinked directory is not followed', group: 'routes', request: { method: 'GET', target: site.symlinkedDir }, expect: { status: 404 } });
  }
  add({ id: 'no listing: /_next/static', group: 'routes', request: { method: 'GET', target: '/_next/static' }, expect: { status: 404 } });
  add({ id: 'no listing: /images', group: 'routes', request: { method: 'GET', target: '/images' }, expect: { status: 404 } });
  add({ id: 'no listing: /_next/static/', group: 'routes', request: { method: 'GET', target: '/_next/static/' }, expect: { status: 301, location: '/_next/static' } });
  if (site.routeWithFolder) {
    // out/slots.html and out/slots/ (RSC payloads) both exist: the page must win
    add({ id: 'page beside its RSC folder', group: 'routes', request: { method: 'GET', target: site.routeWithFolder }, expect: { status: 200, type: HTML } });
  }

  // ---- assets and cache rules -----------------------------------------------------------
  add({
    id: 'hashed asset immutable',
    group: 'cache',
    request: { method: 'GET', target: site.js },
    expect: { status: 200, type: /javascript/, cache: CACHE_CONTROL.immutable, bodyMatchesFile: site.js },
  });
  add({
    id: 'image cached 1h',
    group: 'cache',
    request: { method: 'GET', target: site.image },
    expect: { status: 200, type: /^image\//, cache: CACHE_CONTROL.asset, imagePolicy: true, imagePolicyAlone: true },
  });
  add({
    id: 'an SVG as an image, under its own policy',
    group: 'security',
    request: { method: 'GET', target: site.svg },
    expect: { status: 200, type: /^image\/svg\+xml/, imagePolicy: true, imagePolicyAlone: true },
  });
  for (const target of site.generatedImages) {
    const ext = target.split('.').pop() ?? '';
    add({
      id: `${ext} typed and cached 1h`,
      group: 'cache',
      request: { method: 'GET', target },
      expect: { status: 200, type: new RegExp(`^image/${ext}$`), cache: CACHE_CONTROL.asset },
    });
  }
  if (site.icon) add({ id: 'favicon cached 1h', group: 'cache', request: { method: 'GET', target: site.icon }, expect: { status: 200, cache: CACHE_CONTROL.asset } });
  if (site.rscIndex) {
    add({
      id: 'RSC payload no-cache',
      group: 'cache',
      request: { method: 'GET', target: site.rscIndex },
      expect: { status: 200, type: /^text\/plain/, cache: CACHE_CONTROL.revalidate },
    });
  }
  if (site.rscNested) {
    add({
      id: 'nested RSC payload no-cache',
      group: 'cache',
      request: { method: 'GET', target: site.rscNested },
      expect: { status: 200, type: /^text\/plain/, cache: CACHE_CONTROL.revalidate },
    });
  }

  if (site.rscSpecial) {
    add({
      id: 'RSC segment file named with ! and $',
      group: 'cache',
      request: { method: 'GET', target: site.rscSpecial },
      expect: { status: 200, type: /^text\/plain/, cache: CACHE_CONTROL.revalidate },
    });
  }

  // ---- compression ---------------------------------------------------------------------
  add({
    id: 'brotli',
    group: 'compression',
    request: { method: 'GET', target: '/', headers: { 'Accept-Encoding': 'br' } },
    expect: { status: 200, encoding: 'br', vary: true, bodyMatchesFile: '/index.html' },
    nginx: {
      expect: { status: 200, encoding: null, vary: true, bodyMatchesFile: '/index.html' },
      note: 'Debian nginx has no brotli module by default (libnginx-mod-http-brotli-static adds it): identity',
    },
  });
  add({
    id: 'br preferred over gzip',
    group: 'compression',
    request: { method: 'GET', target: site.js, headers: { 'Accept-Encoding': 'gzip, deflate, br' } },
    expect: { status: 200, encoding: 'br', vary: true, bodyMatchesFile: site.js },
    nginx: { expect: { status: 200, encoding: 'gzip', vary: true, bodyMatchesFile: site.js }, note: 'no brotli module: gzip' },
  });
  add({
    id: 'gzip',
    group: 'compression',
    request: { method: 'GET', target: '/', headers: { 'Accept-Encoding': 'gzip' } },
    expect: { status: 200, encoding: 'gzip', vary: true, bodyMatchesFile: '/index.html' },
  });
  add({
    id: 'gzip on the 404 page',
    group: 'compression',
    request: { method: 'GET', target: '/no-such-page', headers: { 'Accept-Encoding': 'gzip' } },
    expect: { status: 404, encoding: 'gzip', vary: true },
  });
  add({
    id: 'identity without Accept-Encoding',
    group: 'compression',
    request: { method: 'GET', target: '/' },
    expect: { status: 200, encoding: null, vary: true, bodyMatchesFile: '/index.html' },
  });
  add({
    id: 'gzip;q=0 refused',
    group: 'compression',
    request: { method: 'GET', target: '/', headers: { 'Accept-Encoding': 'gzip;q=0' } },
    expect: { status: 200, encoding: null },
  });

  // ---- methods -------------------------------------------------------------------------
  add({ id: 'HEAD', group: 'methods', request: { method: 'HEAD', target: '/' }, expect: { status: 200, type: HTML, emptyBody: true, contentLength: site.indexSize } });
  add({ id: 'HEAD 404', group: 'methods', request: { method: 'HEAD', target: '/no-such-page' }, expect: { status: 404, emptyBody: true } });
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO']) {
    const body = method === 'POST' || method === 'PUT' ? 'a=1' : '';
    add({
      id: `${method} → 405`,
      group: 'methods',
      request: { raw: `${method} / HTTP/1.1\r\n${hdr(body ? `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n` : '')}\r\n${body}` },
      expect: { status: 405, allow: 'GET, HEAD' },
    });
  }
  add({ id: 'lowercase method → 400', group: 'methods', request: { raw: `get / HTTP/1.1\r\n${hdr('')}\r\n` }, expect: { status: 400 } });
  add({ id: 'CONNECT → 400', group: 'methods', request: { raw: `CONNECT localhost:443 HTTP/1.1\r\n${hdr('')}\r\n` }, expect: { status: 400 } });

  // ---- ranges and conditional requests ---------------------------------------------------
  add({
    id: 'Range → 206',
    group: 'ranges',
    request: { method: 'GET', target: '/', headers: { Range: 'bytes=0-9' } },
    expect: { status: 206, contentRange: `bytes 0-9/${site.indexSize}`, bodyLength: 10 },
  });
  add({
    id: 'suffix Range on an asset → 206',
    group: 'ranges',
    request: { method: 'GET', target: site.js, headers: { Range: 'bytes=-100' } },
    expect: { status: 206, contentRange: /^bytes \d+-\d+\/\d+$/, bodyLength: 100 },
  });
  add({
    id: 'unsatisfiable Range → 416',
    group: 'ranges',
    request: { method: 'GET', target: '/', headers: { Range: 'bytes=99999999-' } },
    expect: { status: 416, contentRange: `bytes */${site.indexSize}` },
  });
  add({ id: 'malformed Range → 416', group: 'ranges', request: { method: 'GET', target: '/', headers: { Range: 'bytes=abc' } }, expect: { status: 416 } });
  add({ id: 'Range unit other than bytes ignored', group: 'ranges', request: { method: 'GET', target: '/', headers: { Range: 'items=0-5' } }, expect: { status: 200 } });
  add({
    id: 'several ranges',
    group: 'ranges',
    request: { method: 'GET', target: '/', headers: { Range: 'bytes=0-1,4-5' } },
    expect: { status: 200, bodyMatchesFile: '/index.html' },
    nginx: {
      expect: { status: 206, type: /^multipart\/byteranges/ },
      note: 'nginx answers multipart/byteranges; the Node server ignores multi-range requests (allowed by RFC 9110)',
    },
  });
  add({ id: 'If-None-Match → 304', group: 'conditional', request: { method: 'GET', target: '/', etagFrom: '/' }, expect: { status: 304, emptyBody: true } });
  add({
    id: 'If-Modified-Since → 304',
    group: 'conditional',
    request: { method: 'GET', target: '/', lastModifiedFrom: '/' },
    expect: { status: 304, emptyBody: true },
  });

  // ---- bad input -----------------------------------------------------------------------
  const bad = (id: string, target: string, status: number, extra: Partial<CheckRow> = {}) =>
    add({ id, group: 'bad input', request: { raw: `GET ${target} HTTP/1.1\r\n${hdr('')}\r\n` }, expect: { status }, ...extra });
  bad('../ traversal', '/../../etc/passwd', 400);
  bad('%2e%2e traversal', '/%2e%2e/%2e%2e/etc/passwd', 400);
  bad('..%2f traversal', '/..%2f..%2fetc%2fpasswd', 400);
  bad('mixed-case %2E%2E traversal', '/images/%2E%2E/%2E%2E/%2E%2E/etc/passwd', 400);
  bad('%00 in path', '/index.html%00.txt', 400);
  bad('%00 alone', '/%00', 400);
  bad('raw NUL byte', '/a\x00b', 400);
  bad('lone %', '/%', 400);
  bad('malformed %zz', '/%zz', 400);
  bad('truncated %4', '/slots%4', 400);
  bad('request-target not a path', '*', 400);
  bad('URL over 8 KB → 414', `/${'a'.repeat(10 * 1024)}`, 414);
  bad('URL over 16 KB → 414', `/${'a'.repeat(20 * 1024)}`, 414);
  bad("URL over Node's header limit → 414", `/${'a'.repeat(40 * 1024)}`, 414);
  bad('long URL under the limit → 404', `/${'a'.repeat(200)}/${'b'.repeat(4000)}`, 404);
  bad('path segment over NAME_MAX → 404', `/${'a'.repeat(300)}`, 404);
  bad('invalid UTF-8 %ff → 404', '/%ff', 404);
  bad('dot segments inside the root', `/images/..${otherRoute}`, 200);
  bad('repeated slashes', `/${otherRoute}`, 200);
  bad('absolute-form target', `http://localhost${otherRoute}`, 200);
  bad('raw non-ASCII byte', '/caf\xc3\xa9', 400, {
    nginx: { expect: { status: 404 }, note: "Node's HTTP parser rejects raw non-ASCII bytes in the request line (browsers always percent-encode them); nginx looks the file up" },
  });
  const openRedirect = (id: string, target: string) =>
    add({ id, group: 'bad input', request: { raw: `GET ${target} HTTP/1.1\r\n${hdr('')}\r\n` }, expect: { status: [301, 404], safeLocation: true } });
  openRedirect('no open redirect: //host/', '//evil.example/');
  openRedirect('no open redirect: /%5Chost/', '/%5Cevil.example/');
  openRedirect('no open redirect: /\\host/', '/\\evil.example/');
  add({ id: 'header line over 8 KB → 400', group: 'bad input', request: { raw: `GET / HTTP/1.1\r\n${hdr(`Cookie: a=${'x'.repeat(9000)}\r\n`)}\r\n` }, expect: { status: 400 } });
  add({ id: 'HTTP/1.1 without Host → 400', group: 'bad input', request: { raw: 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n' }, expect: { status: 400 } });
  add({
    id: 'duplicate Host → 400',
    group: 'bad input',
    request: { raw: 'GET / HTTP/1.1\r\nHost: localhost\r\nHost: rebind.attacker.example\r\nConnection: close\r\n\r\n' },
    expect: { status: 400 },
  });
  add({ id: 'HTTP/1.0 without Host → 200', group: 'bad input', request: { raw: 'GET / HTTP/1.0\r\n\r\n' }, expect: { status: 200 } });
  add({ id: 'HTTP/2.0 request line → 505', group: 'bad input', request: { raw: `GET / HTTP/2.0\r\n${hdr('')}\r\n` }, expect: { status: 505 } });
  add({ id: 'TLS handshake on plain port → 400', group: 'bad input', request: { raw: '\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03\r\n\r\n' }, expect: { status: 400 } });
  add({ id: 'space in request-target → 400', group: 'bad input', request: { raw: `GET /a b HTTP/1.1\r\n${hdr('')}\r\n` }, expect: { status: 400 } });
  add({
    id: 'Content-Length with chunked → 400',
    group: 'bad input',
    request: { raw: `POST / HTTP/1.1\r\n${hdr('Content-Length: 3\r\nTransfer-Encoding: chunked\r\n')}\r\n0\r\n\r\n` },
    expect: { status: 400 },
  });
  add({
    id: 'Upgrade: websocket ignored',
    group: 'bad input',
    request: { raw: 'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n', closeAfterHead: true },
    expect: { status: 200 },
  });
  return rows;
}

/** The expectation for a target: the row's own, or nginx's override. */
export function expectationFor(row: CheckRow, target: 'node' | 'nginx'): Expectation {
  if (target === 'nginx' && row.nginx) return { ...row.nginx.expect, note: row.nginx.note };
  return row.expect;
}

function decodeBody(res: RawResponse): Buffer {
  const enc = res.headers['content-encoding'];
  if (enc === 'br') return zlib.brotliDecompressSync(res.body);
  if (enc === 'gzip') return zlib.gunzipSync(res.body);
  return res.body;
}

const LEAKS = [/Index of/i, /\bENOENT\b/, /\n\s+at [^\n]+\.m?js:\d+/, /node_modules/];

/**
 * Runs one row against a server and returns the failures (empty = pass).
 */
export async function runCheck(row: CheckRow, ctx: CheckContext): Promise<{ failures: string[]; res: RawResponse | null }> {
  const exp = expectationFor(row, ctx.target);
  let data: string;
  const headers: Record<string, string> = { ...(row.request.headers ?? {}) };
  if (row.request.etagFrom || row.request.lastModifiedFrom) {
    const first = await rawRequest({
      host: ctx.host,
      port: ctx.port,
      data: buildRequest('GET', row.request.etagFrom ?? row.request.lastModifiedFrom ?? '/'),
      untilComplete: ctx.keepsConnections,
    });
    if (row.request.etagFrom) headers['If-None-Match'] = first.headers.etag ?? '"missing"';
    else headers['If-Modified-Since'] = first.headers['last-modified'] ?? 'Thu, 01 Jan 1970 00:00:00 GMT';
  }
  if (row.request.raw) data = row.request.raw;
  else data = buildRequest(row.request.method ?? 'GET', row.request.target ?? '/', headers);

  const failures: string[] = [];
  let res: RawResponse;
  try {
    res = await rawRequest({ host: ctx.host, port: ctx.port, data, timeout: row.request.closeAfterHead ? 1500 : 5000, untilComplete: ctx.keepsConnections });
  } catch (err) {
    return { failures: [`no response: ${err instanceof Error ? err.message : String(err)}`], res: null };
  }
  const statuses = Array.isArray(exp.status) ? exp.status : [exp.status];
  if (!statuses.includes(res.status)) failures.push(`status ${res.status}, expected ${statuses.join(' or ')}`);
  if (res.status >= 500 && res.status !== 505) failures.push(`server error ${res.status}`);

  // every response carries the security headers, errors included
  for (const name of [...Object.keys(SECURITY_HEADERS), 'Content-Security-Policy']) {
    if (!res.headers[name.toLowerCase()]) failures.push(`missing ${name}`);
  }
  const csp = res.headers['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;)\s*script-src([^;]*)/.exec(csp)?.[1] ?? '';
  if (/'unsafe-(inline|eval)'/.test(scriptSrc)) failures.push(`script-src allows unsafe: ${scriptSrc}`);

  const text = res.body.toString('latin1');
  for (const re of LEAKS) if (re.test(text)) failures.push(`body leaks ${re}`);
  if (ctx.root && text.includes(ctx.root)) failures.push('body contains the filesystem path');

  if (exp.type && !exp.type.test(res.headers['content-type'] ?? '')) failures.push(`content-type ${res.headers['content-type']}`);
  if (exp.cache && res.headers['cache-control'] !== exp.cache) failures.push(`cache-control ${JSON.stringify(res.headers['cache-control'])}, expected ${exp.cache}`);
  if (exp.setCookie !== undefined) {
    const cookie = res.headers['set-cookie'] ?? null;
    if (exp.setCookie === null ? cookie !== null : !exp.setCookie.test(cookie ?? '')) failures.push(`set-cookie ${JSON.stringify(cookie)}, expected ${exp.setCookie ?? 'none'}`);
  }
  if (exp.varyCookie && !/(?:^|,)\s*cookie\s*(?:,|$)/i.test(res.headers.vary ?? '')) failures.push(`vary ${JSON.stringify(res.headers.vary)} does not name Cookie`);
  if (exp.imagePolicy && !csp.split(', ').includes(IMAGE_CSP)) failures.push(`content-security-policy ${JSON.stringify(csp)} lacks the image policy`);
  if (exp.imagePolicyAlone && csp !== IMAGE_CSP) failures.push(`content-security-policy ${JSON.stringify(csp)}: more than the image policy`);
  if (exp.allow && res.headers.allow !== exp.allow) failures.push(`allow ${JSON.stringify(res.headers.allow)}, expected ${exp.allow}`);
  if (exp.location !== undefined && res.headers.location !== exp.location) failures.push(`location ${JSON.stringify(res.headers.location)}, expected ${exp.location}`);
  if (exp.safeLocation && res.headers.location && !/^\/(?![/\\])/.test(res.headers.location)) failures.push(`unsafe location ${res.headers.location}`);
  if (exp.encoding !== undefined && (res.headers['content-encoding'] ?? null) !== exp.encoding) {
    failures.push(`content-encoding ${res.headers['content-encoding'] ?? 'none'}, expected ${exp.encoding ?? 'none'}`);
  }
  if (exp.vary && !/accept-encoding/i.test(res.headers.vary ?? '')) failures.push(`vary ${JSON.stringify(res.headers.vary)}`);
  if (exp.contentRange !== undefined) {
    const cr = res.headers['content-range'] ?? '';
    const ok = exp.contentRange instanceof RegExp ? exp.contentRange.test(cr) : cr === exp.contentRange;
    if (!ok) failures.push(`content-range ${JSON.stringify(cr)}, expected ${exp.contentRange}`);
  }
  if (exp.emptyBody && res.body.length !== 0) failures.push(`body of ${res.body.length} bytes, expected none`);
  if (exp.contentLength !== undefined && Number(res.headers['content-length']) !== exp.contentLength) {
    failures.push(`content-length ${res.headers['content-length']}, expected ${exp.contentLength}`);
  }
  if (exp.bodyLength !== undefined && res.body.length !== exp.bodyLength) failures.push(`body length ${res.body.length}, expected ${exp.bodyLength}`);
  // a Content-Length must match the bytes sent (HEAD and 304 excepted)
  const isHead = /^HEAD /.test(typeof data === 'string' ? data : '');
  if (!isHead && res.status !== 304 && res.headers['content-length'] !== undefined && !row.request.closeAfterHead) {
    if (Number(res.headers['content-length']) !== res.body.length) failures.push(`content-length ${res.headers['content-length']} but ${res.body.length} bytes`);
  }
  if (exp.bodyIncludes && !decodeBody(res).toString('utf8').includes(exp.bodyIncludes)) failures.push(`body lacks ${JSON.stringify(exp.bodyIncludes)}`);
  if (exp.bodyMatchesFile && ctx.root) {
    const file = readFileSync(path.join(ctx.root, exp.bodyMatchesFile));
    let body: Buffer | undefined;
    try {
      body = decodeBody(res);
    } catch (err) {
      failures.push(`body does not decode: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (body && !body.equals(file)) failures.push(`body (${body.length} bytes decoded) differs from ${exp.bodyMatchesFile} (${file.length} bytes)`);
  }
  return { failures, res };
}

/**
 * Runs the whole table, then proves the server still answers. Returns one result per row.
 */
export async function runChecks(ctx: CheckContext): Promise<CheckResult[]> {
  const rows = ctx.rows ?? buildChecks(describeSite(ctx.root));
  const results: CheckResult[] = [];
  for (const row of rows) {
    const { failures, res } = await runCheck(row, ctx);
    results.push({ row, failures, status: res?.status ?? null, note: ctx.target === 'nginx' ? row.nginx?.note : row.expect.note });
  }
  const alive = await runCheck({ id: 'still serving', request: { method: 'GET', target: '/' }, expect: { status: 200, type: HTML } }, ctx);
  results.push({ row: { id: 'still serving after all of the above', group: 'liveness' }, failures: alive.failures, status: alive.res?.status ?? null });
  return results;
}

/** A plain-text table of results (for the nginx test's output and the docs). */
export function formatResults(results: CheckResult[]): string {
  const lines = results.map((r) => {
    const mark = r.failures.length ? 'FAIL' : 'ok  ';
    const note = r.note ? `  [${r.note}]` : '';
    return `${mark} ${String(r.status ?? '---').padEnd(4)} ${r.row.group ? `${r.row.group}: ` : ''}${r.row.id}${note}${r.failures.length ? `\n       ${r.failures.join('\n       ')}` : ''}`;
  });
  const failed = results.filter((r) => r.failures.length).length;
  lines.push(`${results.length - failed} passed, ${failed} failed`);
  return lines.join('\n');
}
