/** @jest-environment node */
// npm start's server splits a campaign's traffic as the hosts do (hosting/split/decide.ts): checked over HTTP.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { CampaignVariant } from '@/content';
import { splitDefinition } from '@/lib/campaigns';
import { createSiteServer } from '../../server/app';
import { FIXTURE_MARKER_404, createFixture } from '../../test-support/fixture';
import { seeded } from './split-edge-table';

const root = createFixture();
for (const dir of ['sms', 'ended']) mkdirSync(path.join(root, 'promo', dir), { recursive: true });
for (const [file, variant] of [
  ['promo/sms.html', 'a'],
  ['promo/sms/a.html', 'a'],
  ['promo/sms/b.html', 'b'],
  ['promo/ended.html', 'a'],
  ['promo/ended/a.html', 'a'],
] as const)
  writeFileSync(path.join(root, file), `<!doctype html><html data-variant="${variant}"><title>${variant}</title></html>`);
const hero = (): CampaignVariant['hero'] => ({ title: undefined, intro: undefined, offerLabel: undefined, offerAmount: undefined, ctaLabel: undefined, art: undefined });
const variants = [
  { name: 'a', weight: 60, hero: hero() },
  { name: 'b', weight: 40, hero: hero() },
];
const split = splitDefinition({
  assignmentDays: 7,
  campaigns: [
    { slug: 'sms', name: 'SMS', starts: undefined, ends: undefined, indexed: false, sections: [], variants },
    { slug: 'ended', name: 'Ended', starts: undefined, ends: '2020-01-31', indexed: false, sections: [], variants: [{ name: 'a', weight: 100, hero: hero() }] },
  ],
});
const server = createSiteServer({ root, headers: {}, split, random: seeded(52) });
let base = '';
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => ((base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`), resolve()))));
afterAll(
  () =>
    new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections(); // fetch keeps its connections alive: close() alone would wait for them
    }),
);

const get = async (url: string, cookie?: string) => {
  const response = await fetch(`${base}${url}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const variant = /data-variant="([a-z]+)"/.exec(await response.text())?.[1];
  return { response, variant };
};

test('fresh visitors get the variants by their shares, each keeps theirs, at the same address', async () => {
  const seen: Record<string, number> = {};
  for (let i = 0; i < 400; i++) {
    const { response, variant } = await get('/promo/sms');
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^promo_sms=${variant}; Path=/promo/sms; Max-Age=604800; SameSite=Lax; HttpOnly$`));
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toMatch(/^Cookie\b/);
    seen[variant!] = (seen[variant!] ?? 0) + 1;
    if (i < 20) {
      const again = await get('/promo/sms', cookie.split(';')[0]);
      expect(again.variant).toBe(variant);
      expect(again.response.headers.get('set-cookie')).toBeNull();
    }
  }
  // 400 seeded draws at 60/40 land within 5 points of the shares (a binomial standard deviation is 2.4 points).
  expect(Math.abs(seen.a! / 400 - 0.6)).toBeLessThan(0.05);
  expect(seen.a! + seen.b!).toBe(400);
});

test('?variant= forces one without assigning it; each variant answers at its own address as a plain page', async () => {
  const forced = await get('/promo/sms?variant=b', 'promo_sms=a');
  expect(forced.variant).toBe('b');
  expect(forced.response.headers.get('set-cookie')).toBeNull();
  const own = await get('/promo/sms/b');
  expect(own.variant).toBe('b');
  expect(own.response.headers.get('set-cookie')).toBeNull();
  expect(own.response.headers.get('cache-control')).toBe('no-cache');
});

test('a campaign past its last day answers 302 to / at each of its addresses', async () => {
  for (const url of ['/promo/ended', '/promo/ended/a']) {
    const { response } = await get(url);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('set-cookie')).toBeNull();
  }
});

test("a variant's path is judged by the file it opens: //_headers, /./_worker.js and /promo/../_routes.json are hidden files, answered with the 404 page", async () => {
  for (const name of ['_headers', '_worker.js', '_routes.json']) writeFileSync(path.join(root, name), `SECRET ${name}`);
  // A split as a headers file from before its checks could hold it (hosting/headers.ts refuses these paths now).
  const campaign = (slug: string, variantPath: string) => ({
    slug,
    path: `/promo/${slug}`,
    cookie: `promo_${slug}`,
    startsAt: null,
    endsAt: null,
    variants: [{ name: 'a', weight: 100, path: variantPath }],
  });
  const edited = createSiteServer({
    root,
    headers: {},
    split: { maxAgeSeconds: 60, campaigns: [campaign('one', '//_headers'), campaign('two', '/./_worker.js'), campaign('three', '/promo/../_routes.json')] },
  });
  const port = await new Promise<number>((resolve) => edited.listen(0, '127.0.0.1', () => resolve((edited.address() as AddressInfo).port)));
  try {
    for (const slug of ['one', 'two', 'three']) {
      const response = await fetch(`http://127.0.0.1:${port}/promo/${slug}`);
      expect([slug, response.status, await response.text()]).toEqual([slug, 404, expect.stringContaining(FIXTURE_MARKER_404)]);
    }
  } finally {
    await new Promise((resolve) => {
      edited.close(resolve);
      edited.closeAllConnections();
    });
  }
});
