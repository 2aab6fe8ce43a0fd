/** @jest-environment node */
// The split's Netlify Edge Function (deploy/netlify-promo-split.js), the generated text itself, run with the
// inputs Netlify documents (https://docs.netlify.com/build/edge-functions/api/): a standard Request and a
// Context, fetch() answering for the site's own files. No Netlify runtime runs here; the table is
// split.test.ts's.
import { NETLIFY_EDGE_FUNCTION } from '../../hosting/hosts';
import { netlifyEdgeFunction } from '../../hosting/split/edge-code';
import { builtHostFiles, nodeCheck, runModule, seeded, split, splitTable, variantPage, type EdgeAnswer } from './split-edge-table';

const SITE_HEADERS = { 'X-Frame-Options': 'DENY', 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' };
const source = netlifyEdgeFunction(split, SITE_HEADERS);

type EdgeFunction = (request: Request, context: unknown) => Promise<Response | URL | undefined>;
const fetched: Request[] = [];
/** The site's static files as Netlify's CDN answers a fetch of one: a variant's page at /promo/<slug>/<variant>. */
async function siteFetch(request: Request): Promise<Response> {
  fetched.push(request);
  const name = new URL(request.url).pathname.split('/').pop()!;
  return new Response(variantPage(name), {
    headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'public, max-age=0, must-revalidate', Vary: 'Accept-Encoding', 'X-Frame-Options': 'DENY' },
  });
}
const { default: edgeFunction, config } = runModule<{ default: EdgeFunction; config: { path: string[] } }>(
  source,
  { URL, Request, Response, Headers, fetch: siteFetch },
  seeded(52),
);

/** Netlify's Context, as much of it as a function may use; this one needs none of it (the decision reads the Request). */
const context = () => ({
  next: jest.fn(async () => new Response('the static file at the requested address')),
  cookies: { get: jest.fn(), set: jest.fn(), delete: jest.fn() },
  geo: {},
  ip: '198.51.100.11',
  requestId: '01EXAMPLE',
  site: { id: 'site', name: 'casino-landing', url: 'https://www.example.com' },
});

async function visit(url: string, cookie?: string): Promise<EdgeAnswer> {
  const ctx = context();
  const answer = await edgeFunction(new Request(url, { headers: cookie ? { Cookie: cookie } : {} }), ctx);
  expect(ctx.next).not.toHaveBeenCalled();
  expect(ctx.cookies.set).not.toHaveBeenCalled();
  if (answer === undefined) return { status: 200, location: null, variant: null, setCookie: null, cacheControl: null, vary: null };
  if (!(answer instanceof Response)) throw new Error(`a rewrite URL where a Response was expected: ${String(answer)}`);
  const variant = /data-variant="([a-z0-9-]+)"/.exec(await answer.text())?.[1] ?? null;
  const header = (name: string) => answer.headers.get(name);
  return { status: answer.status, location: header('location'), variant, setCookie: header('set-cookie'), cacheControl: header('cache-control'), vary: header('vary') };
}

describe('Netlify Edge Function: the split table', () => {
  splitTable(visit, { http: true });
});

describe('Netlify Edge Function: how it serves a variant', () => {
  test("the variant's file comes from the site at its own address, with the visitor's request but uncompressed (Deno's fetch would decode it and keep its Content-Encoding); its headers stay, the split's are added", async () => {
    fetched.length = 0;
    const answer = await edgeFunction(
      new Request('https://www.example.com/promo/sms?variant=b&utm_source=fb', { headers: { Cookie: 'promo_sms=a', 'Accept-Encoding': 'br' } }),
      context(),
    );
    expect(fetched.map((request) => [request.url, request.method, request.headers.get('cookie'), request.headers.get('accept-encoding')])).toEqual([
      ['https://www.example.com/promo/sms/b', 'GET', 'promo_sms=a', null],
    ]);
    const response = answer as Response;
    expect([response.status, response.headers.get('content-type'), response.headers.get('x-frame-options')]).toEqual([200, 'text/html; charset=UTF-8', 'DENY']);
    expect([response.headers.get('cache-control'), response.headers.get('vary')]).toEqual(['private, no-cache', 'Cookie, Accept-Encoding']);
    expect(await response.text()).toBe(variantPage('b'));
  });

  test("a campaign not running: the 302 carries the site's headers (Netlify's _headers apply to its files, not to this answer)", async () => {
    const answer = (await edgeFunction(new Request('https://www.example.com/promo/ended'), context())) as Response;
    expect(Object.fromEntries(answer.headers)).toEqual({
      location: '/',
      'cache-control': 'no-cache',
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
    });
  });

  test("it runs on every path (Netlify finds /PROMO/<slug>'s files too; a folder left out is matched as sent: /img/..%2fpromo/<slug>), and the file parses as an ES module (node --check)", () => {
    expect(config).toEqual({ path: '/*' });
    expect(nodeCheck(source)).toBe('');
  });
});

describe('Netlify Edge Function: written by the build', () => {
  test('into deploy/ (never the publish directory) when there is a campaign, from the same definition; with none, not at all', () => {
    const built = builtHostFiles(NETLIFY_EDGE_FUNCTION);
    expect(built.withCampaigns).toEqual([{ dir: 'deploy', name: NETLIFY_EDGE_FUNCTION, text: netlifyEdgeFunction(split, built.siteHeaders) }]);
    expect(built.without).toEqual([]);
  });
});
