/** @jest-environment node */
// The split in the two CloudFront Functions (deploy/cloudfront-function.js, viewer request, and
// deploy/cloudfront-csp-function.js, viewer response), the generated text itself, run in a VM with the event
// objects AWS documents (https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/functions-event-structure.html):
// the viewer-request function's request, as it returns it, is the viewer-response event's request. No
// CloudFront runtime runs here; the table is split.test.ts's.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import { splitDefinition } from '@/lib/campaigns';
import { computeDefinitions, type Definitions } from '../../hosting/headers';
import { hostConfigs } from '../../hosting/hosts';
import { CLOUDFRONT_FUNCTION_LIMIT, cloudfrontCspFunction, cloudfrontFunction } from '../../hosting/hosts/cloudfront';
import { hostLimitProblems } from '../../hosting/limits';
import { SPLIT_HEADER } from '../../hosting/split/cloudfront-split';
import { createFixture } from '../../test-support/fixture';
import { contextWith, seeded, split, splitTable, variantPage, type EdgeAnswer } from './split-edge-table';

// The export with the campaigns' pages, each variant's with an inline script of its own (so a policy of its own).
const root = createFixture();
for (const campaign of split.campaigns)
  for (const [page, variant] of [[campaign.path, campaign.variants[0]!], ...campaign.variants.map((v) => [v.path, v] as const)] as const) {
    const file = path.join(root, `${page}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, variantPage(variant.name).replace('</title>', `</title><script>self.page=${JSON.stringify(page)}</script>`));
  }
afterAll(() => rmSync(root, { recursive: true, force: true }));
const defs: Definitions = computeDefinitions(root, split);
const noCampaigns: Definitions = { ...defs, split: { maxAgeSeconds: split.maxAgeSeconds, campaigns: [] } };

interface Field {
  value: string;
  attributes?: string;
}
interface CfRequest {
  method: string;
  uri: string;
  querystring: Record<string, Field>;
  headers: Record<string, Field>;
  cookies: Record<string, Field>;
}
interface CfResponse {
  statusCode: number;
  statusDescription?: string;
  headers: Record<string, Field>;
  cookies?: Record<string, Field>;
}
type Handler<T> = (event: { version: string; context: Record<string, string>; viewer: { ip: string }; request: CfRequest; response?: CfResponse }) => T;

const handlerOf = <T>(source: string, random: () => number = Math.random) => vm.runInContext(`${source}\n;handler`, contextWith({}, random)) as Handler<T>;
const viewerRequest = handlerOf<CfRequest | CfResponse>(cloudfrontFunction(defs.split), seeded(52));
const viewerResponse = handlerOf<CfResponse>(cloudfrontCspFunction(defs));
const context = (eventType: string) => ({ distributionDomainName: 'd111111abcdef8.cloudfront.net', distributionId: 'EDFDVBD6EXAMPLE', eventType, requestId: 'EXAMPLE==' });
const viewer = { ip: '198.51.100.11' };

/** The viewer-request event for `url`: its path as `uri`, the query string and cookies parsed, as CloudFront sends them. */
function requestEvent(url: string, cookie?: string, headers: Record<string, Field> = {}) {
  const { host, pathname, search } = new URL(url);
  const fields = (pairs: string[]) => Object.fromEntries(pairs.filter(Boolean).map((pair) => [pair.split('=')[0]!, { value: pair.slice(pair.indexOf('=') + 1) }]));
  const request: CfRequest = {
    method: 'GET',
    uri: pathname,
    querystring: fields(search.slice(1).split('&')),
    headers: { host: { value: host }, ...headers },
    cookies: fields(cookie?.split('; ') ?? []),
  };
  return { version: '1.0', context: context('viewer-request'), viewer, request };
}

/** What S3 (or the cache) answers for a page: uploaded with no-cache, as docs/deploy.md has it. */
const fileResponse = (headers: Record<string, Field> = {}): CfResponse => ({
  statusCode: 200,
  statusDescription: 'OK',
  headers: { 'content-type': { value: 'text/html' }, 'cache-control': { value: 'no-cache' }, ...headers },
  cookies: {},
});
const respond = (request: CfRequest, response = fileResponse()) => viewerResponse({ version: '1.0', context: context('viewer-response'), viewer, request, response });
const isResponse = (result: CfRequest | CfResponse): result is CfResponse => 'statusCode' in result;

async function visit(url: string, cookie?: string): Promise<EdgeAnswer> {
  const result = viewerRequest(requestEvent(url, cookie));
  if (isResponse(result)) return { status: result.statusCode, location: result.headers.location?.value ?? null, variant: null, setCookie: null, cacheControl: null, vary: null };
  const response = respond(result);
  const cookies = Object.entries(response.cookies ?? {}).map(([name, c]) => `${name}=${c.value}; ${c.attributes}`);
  return {
    status: response.statusCode,
    location: null,
    variant: result.headers[SPLIT_HEADER] ? /\/([a-z0-9-]+)\.html$/.exec(result.uri)![1]! : null,
    setCookie: cookies.length ? cookies.join(', ') : null,
    cacheControl: response.headers['cache-control']?.value ?? null,
    vary: response.headers.vary?.value ?? null,
  };
}

describe('CloudFront Functions: the split table', () => {
  // No plain-http request reaches the functions: the behaviour redirects HTTP to HTTPS first (docs/deploy.md).
  splitTable(visit, { http: false });
});

describe('CloudFront Functions: the viewer-request function', () => {
  test.each([
    ['/promo/sms/', '/promo/sms'],
    ['/promo/sms/?utm_source=fb', '/promo/sms?utm_source=fb'],
    ['/promo/sms.html', '/promo/sms'],
    ['/promo/sms/index.html', '/promo/sms'],
    ['/promo/sms/b/', '/promo/sms/b'],
    ['/promo/sms/b.html', '/promo/sms/b'],
    ['/promo/ended/', '/promo/ended'],
  ])('a campaign address keeps the clean URLs: %s → 301 %s, before any split', (url, location) => {
    expect(viewerRequest(requestEvent(`https://www.example.com${url}`))).toEqual({
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: location }, 'cache-control': { value: 'no-cache' } },
    });
  });

  test.each([
    ['/promo/sms', 'promo_sms=a', '/promo/sms/a.html', true],
    ['/promo/sms?variant=b', 'promo_sms=a', '/promo/sms/b.html', true],
    ['/promo/sms/b', 'promo_sms=a', '/promo/sms/b.html', false],
    ['/promo/sms.txt', '', '/promo/sms.txt', false],
    ['/slots', 'promo_sms=a', '/slots.html', false],
  ])('%s (cookie %j) is fetched as %s, the cache key: split headers handed on %s', (url, cookie, uri, handed) => {
    const request = viewerRequest(requestEvent(`https://www.example.com${url}`, cookie || undefined)) as CfRequest;
    expect(request.uri).toBe(uri);
    expect(SPLIT_HEADER in request.headers).toBe(handed);
  });

  test('a campaign not running: 302 to / from the function itself', () => {
    expect(viewerRequest(requestEvent('https://www.example.com/promo/ended'))).toEqual({
      statusCode: 302,
      statusDescription: 'Found',
      headers: { location: { value: '/' }, 'cache-control': { value: 'no-cache' } },
    });
  });

  test("a viewer's own split header never reaches the viewer-response function", () => {
    const forged = { [SPLIT_HEADER]: { value: JSON.stringify({ 'Set-Cookie': 'session=stolen; Path=/', 'Cache-Control': 'public, max-age=31536000' }) } };
    for (const url of ['/slots', '/promo/sms/b', '/promo/sms.txt']) {
      const request = viewerRequest(requestEvent(`https://www.example.com${url}`, undefined, forged)) as CfRequest;
      expect(SPLIT_HEADER in request.headers).toBe(false);
      const response = respond(request);
      expect([response.cookies, response.headers['cache-control']]).toEqual([{}, { value: 'no-cache' }]);
    }
  });
});

describe('CloudFront Functions: the viewer-response function', () => {
  test("the variant's page gets its own policy and this visitor's headers: the cookie as CloudFront writes one, Vary before the file's own", () => {
    const request = viewerRequest(requestEvent('https://www.example.com/promo/sms?variant=b')) as CfRequest;
    const response = respond(request, fileResponse({ vary: { value: 'Accept-Encoding' } }));
    expect(response.headers).toEqual({
      'content-type': { value: 'text/html' },
      'cache-control': { value: 'private, no-cache' },
      vary: { value: 'Cookie, Accept-Encoding' },
      'content-security-policy': { value: defs.csp.pages['/promo/sms/b']!.policy },
    });
    expect(defs.csp.pages['/promo/sms/b']!.policy).not.toBe(defs.csp.pages['/promo/sms/a']!.policy);
    expect(response.cookies).toEqual({});
    const fresh = respond(viewerRequest(requestEvent('https://www.example.com/promo/sms')) as CfRequest);
    expect(fresh.cookies).toEqual({ promo_sms: { value: expect.stringMatching(/^(a|b)$/), attributes: 'Path=/promo/sms; Max-Age=604800; SameSite=Lax; HttpOnly; Secure' } });
  });

  test('on its own (no viewer-request function before it), a forged split header sets no other header or cookie, and one that is not JSON breaks nothing', () => {
    const forge = (value: string) => respond({ ...(viewerRequest(requestEvent('https://www.example.com/slots')) as CfRequest), headers: { [SPLIT_HEADER]: { value } } });
    const forged = forge(
      JSON.stringify({
        Location: 'https://evil.example/',
        'Cache-Control': 'public, max-age=31536000',
        'Set-Cookie': 'session=stolen; Domain=.example.com; Path=/',
        Vary: 'Cookie\r\nX: 1',
      }),
    );
    expect(forged.cookies).toEqual({});
    expect(Object.keys(forged.headers).sort()).toEqual(['cache-control', 'content-security-policy', 'content-type']);
    expect(forged.headers['cache-control']).toEqual({ value: 'no-cache' });
    expect(forge('not json').cookies).toEqual({});
  });
});

/** ES 2015+ syntax in a script, found by TypeScript's parser (the functions keep to ES5, which runtime 1.0 runs too). */
function laterThanEs5(source: string): string[] {
  const found: string[] = [];
  const visitNode = (node: ts.Node) => {
    if (ts.isVariableDeclarationList(node) && node.flags & (ts.NodeFlags.Let | ts.NodeFlags.Const)) found.push('let/const');
    if (
      ts.isArrowFunction(node) ||
      ts.isTemplateExpression(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isClassLike(node) ||
      ts.isSpreadElement(node) ||
      ts.isForOfStatement(node) ||
      ts.isShorthandPropertyAssignment(node) ||
      ts.isComputedPropertyName(node) ||
      ts.isObjectBindingPattern(node) ||
      ts.isArrayBindingPattern(node)
    )
      found.push(ts.SyntaxKind[node.kind]);
    ts.forEachChild(node, visitNode);
  };
  visitNode(ts.createSourceFile('function.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS));
  return found;
}

describe('CloudFront Functions: written by the build', () => {
  const files = (d: Definitions) => Object.fromEntries(hostConfigs(d, root).files.map((file) => [file.name, file.text]));

  test('the split is in both functions when there is a campaign, from the same definition; with none, neither has it', () => {
    const withCampaigns = files(defs);
    expect(withCampaigns['cloudfront-function.js']).toBe(cloudfrontFunction(defs.split));
    expect(withCampaigns['cloudfront-csp-function.js']).toBe(cloudfrontCspFunction(defs));
    for (const name of ['cloudfront-function.js', 'cloudfront-csp-function.js']) {
      expect(withCampaigns[name]).toContain(SPLIT_HEADER);
      expect(files(noCampaigns)[name]).not.toContain(SPLIT_HEADER);
    }
    expect(withCampaigns['cloudfront-function.js']).toContain('function decideSplit(definition, request)');
    expect(files(noCampaigns)['cloudfront-function.js']).toBe(cloudfrontFunction());
  });

  test('both stay ES5 and within the 10,240 bytes of a function', () => {
    expect(laterThanEs5('const a = (b) => `${b}`;')).toEqual(['let/const', 'ArrowFunction', 'TemplateExpression']);
    for (const source of [cloudfrontFunction(defs.split), cloudfrontCspFunction(defs)]) {
      expect(laterThanEs5(source)).toEqual([]);
      expect(Buffer.byteLength(source)).toBeLessThanOrEqual(CLOUDFRONT_FUNCTION_LIMIT);
    }
  });

  test('too many campaigns for one function: the build stops with one line naming them', () => {
    const slugs = Array.from({ length: 40 }, (_, i) => `campaign-${i}`);
    const many = splitDefinition({
      assignmentDays: 7,
      campaigns: slugs.map((slug) => ({
        slug,
        name: slug,
        starts: undefined,
        ends: undefined,
        indexed: false,
        sections: [],
        variants: split.campaigns[0]!.variants.map(({ name, weight }) => ({ name, weight, hero: {} })),
      })),
    } as unknown as Parameters<typeof splitDefinition>[0]);
    const big = { ...defs, split: many };
    const bytes = Buffer.byteLength(cloudfrontFunction(many)).toLocaleString('en');
    expect(hostLimitProblems(big, root, hostConfigs(big, root).files)).toEqual([
      `CloudFront: deploy/cloudfront-function.js is ${bytes} bytes, over the limit of 10,240: its code is hosting/hosts/cloudfront.ts, with the split of 40 campaigns of content/campaigns.json (hosting/split/cloudfront-split.ts). Fix: run fewer campaigns at once.`,
    ]);
  });
});
