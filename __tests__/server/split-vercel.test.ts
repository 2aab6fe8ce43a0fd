/** @jest-environment node */
// The split's Vercel Routing Middleware (deploy/middleware.js), the generated text itself, run with what
// Vercel documents (https://vercel.com/docs/routing-middleware/api): a standard Request in, a Response out
// whose x-middleware-next / x-middleware-rewrite header says what Vercel does next, as @vercel/functions'
// next() and rewrite() build it. No Vercel runtime runs here: the rewrite's target file is what the table
// reads as the page served. The table is split.test.ts's.
import { VERCEL_MIDDLEWARE } from '../../hosting/hosts';
import { vercelIgnore } from '../../hosting/hosts/vercel';
import { vercelMiddleware } from '../../hosting/split/edge-code';
import { builtHostFiles, nodeCheck, runModule, seeded, split, splitTable, type EdgeAnswer } from './split-edge-table';

const SITE_HEADERS = { 'X-Frame-Options': 'DENY' };
const source = vercelMiddleware(split, SITE_HEADERS);
const { default: middleware, config } = runModule<{ default: (request: Request) => Response; config: { matcher: string } }>(
  source,
  { URL, Request, Response, Headers },
  seeded(52),
);
const ORIGIN = 'https://www.example.com';

async function visit(url: string, cookie?: string): Promise<EdgeAnswer> {
  const answer = await middleware(new Request(url, { headers: cookie ? { Cookie: cookie } : {} }));
  const header = (name: string) => answer.headers.get(name);
  const rewrite = header('x-middleware-rewrite');
  if (header('x-middleware-next') === '1') {
    expect([...answer.headers.keys()]).toEqual(['x-middleware-next']);
    return { status: 200, location: null, variant: null, setCookie: null, cacheControl: null, vary: null };
  }
  // The rewrite's target: a variant's own address on this site, which Vercel serves from its file (cleanUrls).
  const target = rewrite ? new URL(rewrite) : null;
  if (target) expect([target.origin, target.search]).toEqual([new URL(url).origin, '']);
  const variant = target ? /^\/promo\/sms\/([a-z0-9-]+)$/.exec(target.pathname)![1]! : null;
  return { status: answer.status, location: header('location'), variant, setCookie: header('set-cookie'), cacheControl: header('cache-control'), vary: header('vary') };
}

describe('Vercel Routing Middleware: the split table', () => {
  splitTable(visit, { http: true });
});

describe('Vercel Routing Middleware: how it answers', () => {
  test("a rewrite to the variant's address, with no body: the file's own response gets the split's headers", async () => {
    const answer = middleware(new Request(`${ORIGIN}/promo/sms?variant=b`));
    expect(Object.fromEntries(answer.headers)).toEqual({ 'x-middleware-rewrite': `${ORIGIN}/promo/sms/b`, 'cache-control': 'private, no-cache', vary: 'Cookie' });
    expect([answer.status, answer.body]).toEqual([200, null]);
  });

  test("a campaign not running: the 302 carries the site's headers", async () => {
    const answer = middleware(new Request(`${ORIGIN}/promo/later`));
    expect([answer.status, Object.fromEntries(answer.headers)]).toEqual([302, { location: '/', 'cache-control': 'no-cache', 'x-frame-options': 'DENY' }]);
  });

  test('it runs on every path (a folder left out is matched as sent: /img/..%2fpromo/<slug>), and the file parses as an ES module (node --check)', () => {
    expect(config).toEqual({ matcher: '/:path*' });
    expect(nodeCheck(source)).toBe('');
  });
});

describe('Vercel Routing Middleware: written by the build', () => {
  test('into deploy/ (copied into out/ for a Vercel deploy only) when there is a campaign, from the same definition; with none, not at all', () => {
    const built = builtHostFiles(VERCEL_MIDDLEWARE);
    expect(built.withCampaigns).toEqual([{ dir: 'deploy', name: VERCEL_MIDDLEWARE, text: vercelMiddleware(split, built.siteHeaders) }]);
    expect(built.without).toEqual([]);
  });

  test('.vercelignore leaves it in the upload (Vercel builds a root middleware.js as middleware, not as a static file)', () => {
    expect(vercelIgnore().split('\n')).not.toContain(VERCEL_MIDDLEWARE);
  });
});
