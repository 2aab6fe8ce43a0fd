// Where Cloudflare Pages answers the route table (test-support/checks.ts) otherwise than npm start's server,
// row by row, and why: test:cloudflare runs the whole table on workerd with these. Each difference is
// Pages' own behaviour (its asset server, which wrangler runs as production does) or the development
// proxy's that stands where Cloudflare's edge would; what was ours to match, the worker matches
// (hosting/split/edge-code.ts: 405 with Allow, 400 for broken escapes, the 404 page for files that are not pages).
import { CACHE_CONTROL } from '../hosting/headers';
import type { CheckRow, Expectation } from './checks';

/** Pages' default for a page (the same meaning as no-cache: revalidate every time). */
const PAGE_CACHE = 'public, max-age=0, must-revalidate';

const EDGE =
  "not run here: the HTTP layer in front of Pages is Cloudflare's edge; here wrangler's development proxy (Node's http) stands in for it, so the row would test that proxy";
const REDIRECT = { expect: { status: 308 }, note: "Pages' own clean-URL redirects are 308 (permanent, the method kept)" };
const COMPRESSION = "wrangler's development server compresses by itself, gzip first and without Vary; in production Cloudflare's edge compresses";
const RANGE = "Pages' asset server sends the whole file (a server may ignore Range: RFC 9110, 14.2)";
const MERGED = "Pages' _headers joins the site-wide rule's policy and the image rule's: both are sent (npm start, nginx, Vercel and CloudFront send the image's alone)";
const RESOLVED = 'the URL is resolved before the worker sees it: the path asked for is /etc/passwd, which is not there';

type Difference = { expect: Partial<Expectation>; note: string } | { notHere: string };

const DIFFERENCES: Record<string, Difference> = {
  '.html → clean URL': REDIRECT,
  '/index.html → /': REDIRECT,
  '/index → /': REDIRECT,
  'unknown path → 404 page': { expect: { cache: 'no-store' }, note: "Pages' 404s are no-store" },
  'no listing: /_next/static/': {
    expect: { status: 404, location: undefined },
    note: "Pages redirects a trailing slash only to a folder's index.html: no listing either way",
  },
  'image cached 1h': { expect: { imagePolicyAlone: undefined }, note: MERGED },
  'an SVG as an image, under its own policy': { expect: { imagePolicyAlone: undefined }, note: MERGED },
  brotli: { expect: { vary: undefined }, note: COMPRESSION },
  'br preferred over gzip': { expect: { encoding: 'gzip', vary: undefined }, note: COMPRESSION },
  gzip: { expect: { vary: undefined }, note: COMPRESSION },
  'gzip on the 404 page': { expect: { vary: undefined }, note: COMPRESSION },
  'identity without Accept-Encoding': { expect: { vary: undefined }, note: COMPRESSION },
  HEAD: { expect: { contentLength: undefined }, note: 'the development proxy streams the answer: no Content-Length on HEAD' },
  'Range → 206': { expect: { status: 200, contentRange: undefined, bodyLength: undefined, bodyMatchesFile: '/index.html' }, note: RANGE },
  'suffix Range on an asset → 206': { expect: { status: 200, contentRange: undefined, bodyLength: undefined }, note: RANGE },
  'unsatisfiable Range → 416': { expect: { status: 200, contentRange: undefined }, note: RANGE },
  'malformed Range → 416': { expect: { status: 200 }, note: RANGE },
  'If-Modified-Since → 304': { expect: { status: 200, emptyBody: undefined }, note: 'Pages sends an ETag (If-None-Match: 304) and no Last-Modified' },
  '../ traversal': { expect: { status: 404 }, note: RESOLVED },
  '%2e%2e traversal': { expect: { status: 404 }, note: RESOLVED },
  '..%2f traversal': { expect: { status: 404 }, note: RESOLVED },
  'mixed-case %2E%2E traversal': { expect: { status: 404 }, note: RESOLVED },
  'raw non-ASCII byte': { expect: { status: 404 }, note: 'as nginx: the file is looked up, and is not there' },
  'lowercase method → 400': { notHere: EDGE },
  'CONNECT → 400': { notHere: EDGE },
  'TRACE → 405': { notHere: EDGE },
  'FOO → 405': { notHere: EDGE },
  'raw NUL byte': { notHere: EDGE },
  'request-target not a path': { notHere: EDGE },
  'URL over 8 KB → 414': { notHere: EDGE },
  'URL over 16 KB → 414': { notHere: EDGE },
  "URL over Node's header limit → 414": { notHere: EDGE },
  'absolute-form target': { notHere: EDGE },
  'header line over 8 KB → 400': { notHere: EDGE },
  'HTTP/1.1 without Host → 400': { notHere: EDGE },
  'duplicate Host → 400': { notHere: EDGE },
  'HTTP/1.0 without Host → 200': { notHere: EDGE },
  'HTTP/2.0 request line → 505': { notHere: EDGE },
  'TLS handshake on plain port → 400': { notHere: EDGE },
  'space in request-target → 400': { notHere: EDGE },
  'Content-Length with chunked → 400': { notHere: EDGE },
  'Upgrade: websocket ignored': { notHere: EDGE },
};

/** The table's rows as Pages should answer them, and the rows this runtime cannot speak for, each with its reason. */
export function cloudflareRows(rows: CheckRow[]): { rows: CheckRow[]; notHere: { id: string; reason: string }[] } {
  const known = new Set(rows.map((row) => row.id));
  const stale = Object.keys(DIFFERENCES).filter((id) => !known.has(id));
  if (stale.length) throw new Error(`test-support/cloudflare-rows.ts names rows the table no longer has: ${stale.join(', ')}`);
  const kept: CheckRow[] = [];
  const notHere: { id: string; reason: string }[] = [];
  for (const row of rows) {
    const difference = DIFFERENCES[row.id];
    if (difference && 'notHere' in difference) {
      notHere.push({ id: row.id, reason: difference.notHere });
      continue;
    }
    const expect = { ...row.expect, ...difference?.expect, note: difference?.note };
    if (expect.cache === CACHE_CONTROL.revalidate) expect.cache = PAGE_CACHE;
    kept.push({ ...row, expect });
  }
  return { rows: kept, notHere };
}
