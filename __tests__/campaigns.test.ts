/** @jest-environment node */
// Campaign pages' content and the traffic split every host runs (lib/campaigns.ts, hosting/split/decide.ts).
import { content, rawContent } from '@/content';
import { formatProblem } from '@/content/problems';
import { validateContent } from '@/scripts/content-check';
import type { Campaign, CampaignVariant } from '@/content';
import { campaignPages, campaignSections, splitDefinition, variantContent } from '@/lib/campaigns';
import { decideSplit, decodedPath, filePath, type SplitRequest } from '@/hosting/split/decide';
import { cloudflareWorker, decisionSource } from '@/hosting/split/edge-code';
import { VARIANT_NAME } from '@/lib/links';
import ts from 'typescript';

/** A variant's first-screen changes: none but those given. */
const hero = (changes: Partial<CampaignVariant['hero']> = {}): CampaignVariant['hero'] => ({
  title: undefined,
  intro: undefined,
  offerLabel: undefined,
  offerAmount: undefined,
  ctaLabel: undefined,
  art: undefined,
  ...changes,
});

const base: Campaign = {
  slug: 'reload-sms',
  name: 'SMS reload',
  starts: '2026-12-01',
  ends: '2026-12-31',
  indexed: false,
  sections: ['safe-secure', 'bonuses'],
  variants: [
    { name: 'a', weight: 70, hero: hero() },
    { name: 'big-offer', weight: 30, hero: hero({ title: 'Big', offerAmount: '₱500', ctaLabel: 'Claim ₱500' }) },
  ],
};
const definition = splitDefinition({ assignmentDays: 30, campaigns: [base] });
const request = (overrides: Partial<SplitRequest>): SplitRequest => ({
  method: 'GET',
  path: '/promo/reload-sms',
  forced: null,
  cookies: null,
  now: Date.parse('2026-12-15T12:00:00+08:00'),
  random: 0.5,
  secure: true,
  ...overrides,
});

test('each campaign answers at /promo/<slug> (its first variant) and each variant at its own address', () => {
  expect(campaignPages([base]).map(({ path, variant }) => [path, variant.name])).toEqual([
    ['/promo/reload-sms', 'a'],
    ['/promo/reload-sms/a', 'a'],
    ['/promo/reload-sms/big-offer', 'big-offer'],
  ]);
  expect(campaignSections(base)).toEqual(['bonuses', 'safe-secure']); // the home page's order, not the list's
});

test("a variant changes the first screen it names and keeps the home page's elsewhere", () => {
  const hero = variantContent(content, base.variants[1]!).home.hero;
  expect(hero.title).toBe('Big');
  expect(hero.offer.amount).toBe('₱500');
  expect(hero.offer.label).toBe(content.home.hero.offer.label);
  // the main button, the offer's claim: its words are the variant's, its address the home page's
  expect(hero.offer.action).toEqual({ ...content.home.hero.offer.action, label: 'Claim ₱500' });
  expect(hero.actions).toEqual(content.home.hero.actions);
  expect(hero.intro).toBe(content.home.hero.intro);
  expect(hero.art).toEqual(content.home.hero.art);
  expect(variantContent(content, base.variants[0]!).home).toEqual(content.home);
});

test('the dates are whole days in Manila (UTC+8): from the first day 00:00 to the last day 24:00', () => {
  const [campaign] = definition.campaigns;
  expect(campaign!.startsAt).toBe(Date.parse('2026-12-01T00:00:00+08:00'));
  expect(campaign!.endsAt).toBe(Date.parse('2027-01-01T00:00:00+08:00') - 1);
  expect(definition.maxAgeSeconds).toBe(30 * 86_400);
  expect(campaign!.cookie).toBe('promo_reload_sms');
});

describe('the split', () => {
  test('a new visitor is given a variant by its share, kept in a first-party cookie, served at the same address', () => {
    const drawn = (random: number) => decideSplit(definition, request({ random }));
    expect(drawn(0)).toEqual({
      kind: 'variant',
      path: '/promo/reload-sms/a',
      variant: 'a',
      headers: {
        'Cache-Control': 'private, no-cache',
        Vary: 'Cookie',
        'Set-Cookie': 'promo_reload_sms=a; Path=/promo/reload-sms; Max-Age=2592000; SameSite=Lax; HttpOnly; Secure',
      },
    });
    expect(drawn(0.6999)).toMatchObject({ variant: 'a' });
    expect(drawn(0.7)).toMatchObject({ variant: 'big-offer', path: '/promo/reload-sms/big-offer' });
    expect(drawn(0.9999)).toMatchObject({ variant: 'big-offer' });
    // Over http (npm start) the cookie is not Secure.
    expect(decideSplit(definition, request({ secure: false })).kind === 'variant' && decideSplit(definition, request({ secure: false }))).toMatchObject({
      headers: { 'Set-Cookie': expect.not.stringContaining('Secure') },
    });
    // 10,000 draws: each variant within a point of its share.
    const counts: Record<string, number> = {};
    for (let i = 0; i < 10_000; i++) {
      const decision = drawn(i / 10_000);
      if (decision.kind === 'variant') counts[decision.variant] = (counts[decision.variant] ?? 0) + 1;
    }
    expect(counts).toEqual({ a: 7000, 'big-offer': 3000 });
  });

  test('a returning visitor keeps their variant, and gets no new cookie; a cookie naming no variant is replaced', () => {
    const kept = decideSplit(definition, request({ cookies: 'other=1; promo_reload_sms=big-offer', random: 0 }));
    expect(kept).toMatchObject({ kind: 'variant', variant: 'big-offer', headers: { Vary: 'Cookie' } });
    expect(kept.kind === 'variant' && kept.headers['Set-Cookie']).toBeUndefined();
    // two Cookie lines as a worker's Headers joins them
    expect(decideSplit(definition, request({ cookies: 'other=1, promo_reload_sms=big-offer', random: 0 }))).toMatchObject({ variant: 'big-offer' });
    for (const value of ['gone', 'A', '', '"a"', 'a%20b']) {
      const replaced = decideSplit(definition, request({ cookies: `promo_reload_sms=${value}`, random: 0 }));
      expect(replaced).toMatchObject({ variant: 'a', headers: { 'Set-Cookie': expect.stringMatching(/^promo_reload_sms=a;/) } });
    }
  });

  test('?variant=<name> shows that variant and assigns nothing; an unknown name is ignored', () => {
    const forced = decideSplit(definition, request({ forced: 'big-offer', cookies: 'promo_reload_sms=a', random: 0 }));
    expect(forced).toMatchObject({ kind: 'variant', variant: 'big-offer' });
    expect(forced.kind === 'variant' && forced.headers['Set-Cookie']).toBeUndefined();
    expect(decideSplit(definition, request({ forced: 'nope', random: 0 }))).toMatchObject({ variant: 'a' });
  });

  test('outside its days a campaign and its variants answer 302 to /; other addresses pass', () => {
    for (const now of [Date.parse('2026-11-30T23:59:59+08:00'), Date.parse('2027-01-01T00:00:00+08:00')]) {
      for (const path of ['/promo/reload-sms', '/promo/reload-sms/a']) expect(decideSplit(definition, request({ path, now }))).toEqual({ kind: 'ended', location: '/' });
    }
    expect(decideSplit(definition, request({ now: Date.parse('2026-12-01T00:00:00+08:00') })).kind).toBe('variant');
    expect(decideSplit(definition, request({ now: Date.parse('2026-12-31T23:59:59+08:00') })).kind).toBe('variant');
    // The files beside its address (the payload /promo/<slug>.txt holds the page's text) end with it.
    expect(decideSplit(definition, request({ path: '/promo/reload-sms.txt', now: Date.parse('2027-01-02T00:00:00+08:00') }))).toEqual({ kind: 'ended', location: '/' });
    for (const path of ['/promo/reload-sms/a', '/promo/reload-sms.txt', '/promo/reload-sms-2', '/promo', '/', '/promo/reload-sm'])
      expect(decideSplit(definition, request({ path }))).toEqual({ kind: 'pass' });
  });

  // The file servers behind the hosts merge slashes, resolve dot segments and (Netlify) ignore case: every
  // spelling that reaches a campaign's files is decided as its address, so none serves a page out of its days.
  test('every spelling of a campaign address that reaches its files is that address', () => {
    const ended = Date.parse('2027-01-02T00:00:00+08:00');
    const spellings = ['/PROMO/reload-sms', '/Promo/Reload-SMS/A', '//promo//reload-sms', '/x/../promo/reload-sms', '/promo/./reload-sms.txt', '/promo/x/../reload-sms/a'];
    // The Kelvin sign folds to k, the long s to s: a file server that ignores case may fold them too.
    for (const path of [...spellings, '/promo/reload-\u017fms', '/promo/reload-sms/\u212a/../a']) {
      expect(decideSplit(definition, request({ path, now: ended }))).toEqual({ kind: 'ended', location: '/' });
    }
    expect(decideSplit(definition, request({ path: '//promo/./reload-sms', random: 0 }))).toMatchObject({ kind: 'variant', path: '/promo/reload-sms/a' });
    // Running, the address in another case or folding is served as it is, given no variant: the cookie's Path
    // (case-sensitive) would not match it, so each visit there would draw again.
    for (const path of ['/PROMO/reload-sms', '/promo/reload-\u017fms']) expect(decideSplit(definition, request({ path }))).toEqual({ kind: 'pass' });
    // The address with a trailing slash is left to the hosts' redirect to the one without.
    expect(decideSplit(definition, request({ path: '/promo/reload-sms/' }))).toEqual({ kind: 'pass' });
    expect(filePath('/a//b/./c/../D/')).toBe('/a/b/d/');
    expect(filePath('/../..')).toBe('/');
    // İ folds to i and a combining dot; a file server that ignores case may read it as i.
    expect(filePath('/L\u0130VE/\u212aey')).toBe('/live/key');
  });

  test('an address is decoded as a file server would find it: a broken escape hides none of its neighbours', () => {
    expect(decodedPath('/%70romo/reload-sms')).toBe('/promo/reload-sms');
    expect(decodedPath('/%70romo/reload-sms/%ff/..')).toBe('/promo/reload-sms/%ff/..');
    expect(decodedPath('/%70%ffromo/%zz/caf%C3%A9')).toBe('/p%ffromo/%zz/café');
    expect(decodedPath('/%E2%84%AA')).toBe('/\u212a');
    const ended = Date.parse('2027-01-02T00:00:00+08:00');
    expect(decideSplit(definition, request({ path: decodedPath('/%70romo/reload-sms/%ff/../a'), now: ended }))).toEqual({ kind: 'ended', location: '/' });
  });

  test("a kept cookie is read by the content's own rule for a variant's name, which the edge code is given as its value", () => {
    const name = 'b'.repeat(24);
    const longest = splitDefinition({ assignmentDays: 30, campaigns: [{ ...base, variants: [{ name, weight: 100, hero: hero() }] }] });
    const kept = decideSplit(longest, request({ cookies: `promo_reload_sms=${name}` }));
    expect(kept).toMatchObject({ kind: 'variant', variant: name });
    expect(kept.kind === 'variant' && kept.headers['Set-Cookie']).toBeUndefined();
    for (const target of [ts.ScriptTarget.ES5, ts.ScriptTarget.ES2017]) {
      const code = decisionSource(target);
      expect(code).toContain(`var VARIANT_NAME = ${String(VARIANT_NAME)};`);
      expect(code).not.toMatch(/^import /m);
    }
  });

  test('only a GET or a HEAD is given a variant (a POST gets no cookie and no rewrite)', () => {
    expect(decideSplit(definition, request({ method: 'HEAD' })).kind).toBe('variant');
    for (const method of ['POST', 'OPTIONS', 'PUT']) expect(decideSplit(definition, request({ method }))).toEqual({ kind: 'pass' });
  });
});

describe('what the content check refuses in a campaign', () => {
  const check = (change: (campaign: Record<string, unknown>) => void) => {
    const campaigns = structuredClone(rawContent.campaigns) as { campaigns: Record<string, unknown>[] };
    change(campaigns.campaigns[0]!);
    return validateContent({ ...rawContent, campaigns }, { publicFileExists: () => true }).errors.map(formatProblem);
  };

  test('"index" as a slug or a variant name: every host reads it as a folder\'s page', () => {
    expect(check((campaign) => (campaign.slug = 'index'))).toEqual([
      'content/campaigns.json: campaigns.campaigns[0].slug: "index" is the name of a folder\'s page to every host. Fix: choose another slug, such as free-100-facebook.',
    ]);
    expect(check((campaign) => ((campaign.variants as { name: string }[])[1]!.name = 'index'))).toEqual([
      'content/campaigns.json: campaigns.campaigns[0].variants[1].name: "index" is the name of a folder\'s page to every host. Fix: choose another name, such as a or b.',
    ]);
  });

  test('a slug over 64 characters (it is in the address, the cookie and a line of every host config)', () => {
    expect(check((campaign) => (campaign.slug = 'a'.repeat(65)))).toEqual([
      'content/campaigns.json: campaigns.campaigns[0].slug: the slug is longer than 64 characters. Fix: shorten it, such as free-100-facebook.',
    ]);
    expect(check((campaign) => (campaign.slug = 'a'.repeat(64)))).toEqual([]);
  });

  test('a variant name over 24 characters (the cookie that keeps it reads no longer one)', () => {
    expect(check((campaign) => ((campaign.variants as { name: string }[])[1]!.name = 'b'.repeat(25)))).toEqual([
      `content/campaigns.json: campaigns.campaigns[0].variants[1].name: the variant name "${'b'.repeat(25)}" is not a short lower-case name. Fix: use up to 24 lower-case letters, digits and single hyphens, such as a, b or big-offer.`,
    ]);
    expect(check((campaign) => ((campaign.variants as { name: string }[])[1]!.name = 'b'.repeat(24)))).toEqual([]);
  });

  test('a day outside this century (a typo in the year)', () => {
    expect(check((campaign) => (campaign.starts = '1926-11-01'))).toEqual([
      'content/campaigns.json: campaigns.campaigns[0].starts: 1926-11-01 is not in this century. Fix: check the year, such as 2026-12-01, or leave it empty.',
    ]);
  });
});

test("the Cloudflare worker is JavaScript that splits as decide.ts does, at the asset's address", async () => {
  jest.useFakeTimers({ now: Date.parse('2026-12-15T12:00:00+08:00') });
  try {
    const source = cloudflareWorker(definition, { 'X-Frame-Options': 'DENY' });
    const worker = new Function(source.replace('export default', 'return'))() as { fetch: (request: Request, env: unknown) => Promise<Response> };
    const env = { ASSETS: { fetch: async (request: Request) => new Response(`file ${new URL(request.url).pathname}`, { headers: { Vary: 'Accept-Encoding' } }) } };
    const fresh = await worker.fetch(new Request('https://www.example.com/promo//reload-sms'), env);
    expect(await fresh.text()).toMatch(/^file \/promo\/reload-sms\/(a|big-offer)$/);
    expect(fresh.headers.get('set-cookie')).toMatch(/^promo_reload_sms=(a|big-offer); Path=\/promo\/reload-sms; Max-Age=2592000; SameSite=Lax; HttpOnly; Secure$/);
    expect(fresh.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const kept = await worker.fetch(new Request('https://www.example.com/promo/reload-sms', { headers: { Cookie: 'promo_reload_sms=big-offer' } }), env);
    expect(await kept.text()).toBe('file /promo/reload-sms/big-offer');
    jest.setSystemTime(Date.parse('2027-01-01T00:00:00+08:00'));
    const ended = await worker.fetch(new Request('https://www.example.com/promo/reload-sms.txt'), env);
    expect([ended.status, ended.headers.get('location'), ended.headers.get('x-frame-options')]).toEqual([302, '/', 'DENY']);
  } finally {
    jest.useRealTimers();
  }
});

test('the Cloudflare worker answers as the other hosts what Pages would serve as a file: methods, broken escapes, files that are not pages', async () => {
  const source = cloudflareWorker(definition, { 'X-Frame-Options': 'DENY' });
  const worker = new Function(source.replace('export default', 'return'))() as { fetch: (request: Request, env: unknown) => Promise<Response> };
  const asked: string[] = [];
  const env = {
    ASSETS: {
      fetch: async (request: Request) => {
        const path = new URL(request.url).pathname;
        asked.push(`${request.method} ${path}`);
        // wrangler's asset server fails on a path under a file (ENOTDIR), with the path in its answer
        if (path.startsWith('/index.html/')) return new Response(`Error: ENOTDIR: not a directory, lstat '/tmp/site${path}'`, { status: 502 });
        return new Response(`file ${path}`, { headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' } });
      },
    },
  };
  const answer = async (path: string, method = 'GET') => {
    const response = await worker.fetch(new Request(`https://www.example.com${path}`, { method }), env);
    return [response.status, response.headers.get('allow'), response.headers.get('cache-control'), response.headers.get('x-frame-options'), await response.text()];
  };
  expect(await answer('/', 'POST')).toEqual([405, 'GET, HEAD', null, 'DENY', '']);
  expect(await answer('/promo/reload-sms', 'DELETE')).toEqual([405, 'GET, HEAD', null, 'DENY', '']);
  for (const path of ['/%', '/slots%4', '/%zz', '/index.html%00.txt']) expect(await answer(path)).toEqual([400, null, null, 'DENY', '']);
  // A name the asset server would look up with .html added over 255 bytes is no file's.
  for (const path of ['/404', '/_not-found', '/_NOT-FOUND.txt', '/_headers', '/_worker.js', '/index.html.br', '/a/../index.html.gz', `/${'a'.repeat(251)}`, '/%ff']) {
    expect(await answer(path)).toEqual([404, null, 'no-store', null, 'file /404']);
  }
  expect(asked.every((line) => line === 'GET /404')).toBe(true);
  expect(await answer(`/${'a'.repeat(250)}`)).toEqual([200, null, 'public, max-age=0, must-revalidate', null, `file /${'a'.repeat(250)}`]);
  expect(await answer('/index.html/x')).toEqual([404, null, 'no-store', null, 'file /404']);
  expect(await answer('/slots')).toEqual([200, null, 'public, max-age=0, must-revalidate', null, 'file /slots']);
});
