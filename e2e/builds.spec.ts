// Every test that needs a build of its own, on one copy of the project (e2e/site-copy.ts), in order: the
// copy's Turbopack cache makes each build after the first a fraction of a cold one (a cold site build is
// about 35 CPU-seconds, the machine's scarce resource while the page tests run beside it).
//   1. Builds that fail at a late step (next build, the post-build step: the first step and the last that
//      write into staging) or at the content check (hostile values) leave the last good out/ and deploy/
//      exactly as they were, and say why in one line. The copy starts with test:e2e's good build as its
//      last good output. The steps between stop the same way (each exits 1 and scripts/build.ts treats
//      every step alike); paint-first's own refusal is __tests__/paint-first.test.ts's.
//   2. 500 games in the slot gallery with GA4 on: it builds, every host config stays within its host's
//      limits, the home page runs under its own policy; then GA4's consent, against a fake collector on
//      127.0.0.1 that the browser reaches through an https:// origin (e2e/collector.ts).
//   3. Plausible on: the events a visitor's clicks send.
// The site the other tests use keeps provider "none" (fixtures.ts fails any test whose page requests another host).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { withSlotGames } from '../bench/lib/games';
import type { Definitions } from '../hosting/headers';
import { treeDigest } from '../test-support/tree';
import { startCollector } from './collector';
import { port, siteCopy, type SiteCopy } from './site-copy';

const BUILD_TIMEOUT = 600_000; // full site builds on a shared 2-core machine, beside the page tests
const GAMES = 500;

test.describe.configure({ mode: 'serial' });

let copy: SiteCopy;
let collector: Awaited<ReturnType<typeof startCollector>>;
let games: Record<string, unknown>;
let server: { base: string; stop: () => Promise<unknown> } | undefined;
test.beforeAll(async () => {
  copy = siteCopy('builds', { lastGood: true });
  collector = await startCollector(port(11));
});
test.afterAll(async () => {
  await server?.stop();
  await collector?.stop();
  copy?.remove();
});

/** Builds the copy with these analytics settings and serves it (the server before stopped). */
async function buildAndServe(analytics: Record<string, string>) {
  await server?.stop();
  server = undefined;
  copy.writeJson('content/analytics.json', { ...copy.readJson('content/analytics.json'), ...analytics });
  await copy.build();
  server = await copy.serve(port(12));
  return server;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const output = () => ({ out: treeDigest(path.join(copy.dir, 'out')), deploy: treeDigest(path.join(copy.dir, 'deploy')) });

/** CSP violations the page reports, collected from the first script on. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

/** The affiliate page answers locally, so following a CTA leaves nothing unanswered. */
async function stubAffiliate(page: Page, affiliateUrl: string) {
  await page.route(`${new URL(affiliateUrl).origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>affiliate</title>' }));
}

/** The home page's Content-Security-Policy line in out/_headers, from the last good build. */
const homeCspLine = () => `  Content-Security-Policy: ${(copy.readJson('deploy/headers.json') as unknown as Definitions).csp.pages['/']?.policy}`.length;

/** The first and the last step after the content check made to fail; `apply` breaks the copy and returns what mends it. */
const FAILURES = [
  {
    step: 'next build',
    // a page that passes the content check and the type check, then throws while Next prerenders it
    apply: () => {
      const dir = path.join(copy.dir, 'app', '(bare)', 'broken');
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'page.tsx'), "export default function Broken(): never {\n  throw new Error('broken on purpose');\n}\n");
      return () => rmSync(dir, { recursive: true });
    },
    says: () => [expect.stringMatching(/^build: `.*next build` exited with 1$/)],
  },
  {
    step: 'the post-build step',
    // a Cloudflare line limit one character short of the home page's policy line (its slot gallery is the longest list)
    apply: () => {
      const file = path.join(copy.dir, 'hosting', 'headers.ts');
      const original = readFileSync(file, 'utf8');
      writeFileSync(file, original.replace('CLOUDFLARE_LINE_LIMIT = 2000', `CLOUDFLARE_LINE_LIMIT = ${homeCspLine() - 1}`));
      return () => writeFileSync(file, original);
    },
    // One line a page past the limit: the home page's, and the campaign pages' (their policies are as long).
    says: () => {
      const defs = copy.readJson('deploy/headers.json') as unknown as Definitions;
      const limit = homeCspLine() - 1;
      const over = Object.entries(defs.csp.pages).filter(([, page]) => `  Content-Security-Policy: ${page.policy}`.length > limit);
      expect(over.map(([route]) => route)).toContain('/');
      return over.map(([route, page]) => {
        const head = `build: Cloudflare Pages: the Content-Security-Policy line for ${route} in out/_headers is ${`  Content-Security-Policy: ${page.policy}`.length} characters, over the limit of ${limit}: ${route} has ${page.scriptHashes.length} inline scripts`;
        const tail = 'Fix: show fewer of those entries on one page.';
        const slotGames = (copy.readJson('content/games.json').slotGames as unknown[]).length;
        return route === '/'
          ? `${head} and shows ${slotGames} entries of content/games.json slotGames. ${tail}`
          : expect.stringMatching(`^${escapeRegExp(head)}.*${escapeRegExp(tail)}$`);
      });
    },
  },
];

for (const failure of FAILURES) {
  test(`a build that fails in ${failure.step} leaves the last good out/ and deploy/ whole and says why in one line`, async () => {
    test.setTimeout(BUILD_TIMEOUT);
    const lastGood = output();
    expect(Object.keys(lastGood.out)).toEqual(expect.arrayContaining(['index.html', 'index.html.br', '_headers', '_redirects']));
    const expected = failure.says();
    const mend = failure.apply();
    try {
      const error = await copy.build().then(
        () => new Error('the build passed'),
        (reason: Error) => reason,
      );
      const lines = error.message.split('\n').filter((line) => line.startsWith('build: '));
      expect(lines).toEqual(expect.arrayContaining(expected));
      expect(lines).toHaveLength(expected.length);
      expect(output()).toEqual(lastGood);
    } finally {
      mend();
    }
  });
}

test('a build with hostile values in content/ stops at the content check, one line for each naming the file, the field and the fix, and leaves the last good out/ and deploy/ whole', async () => {
  test.setTimeout(BUILD_TIMEOUT);
  const lastGood = output();
  const files = ['content/offerings.json', 'content/navigation.json', 'content/analytics.json'] as const;
  const originals = files.map((file) => copy.readJson(file));
  const [offerings, navigation, analytics] = structuredClone(originals) as [{ liveGames: { page: { slug: string } } }, { primaryMenu: { href: string }[] }, { host: string }];
  offerings.liveGames.page.slug = '* \\\\evil.example 302!\n';
  navigation.primaryMenu[0]!.href = '//evil.example/x';
  analytics.host = 'http://127.0.0.1:4399';
  [offerings, navigation, analytics].forEach((value, index) => copy.writeJson(files[index]!, value));
  try {
    const error = await copy.build().then(
      () => new Error('the build passed'),
      (reason: Error) => reason,
    );
    expect(error.message.split('\n').filter((line) => line.startsWith('error: '))).toEqual([
      'error: content/offerings.json: offerings.liveGames.page.slug: the slug "* \\\\\\\\evil.example 302!\\n" is not a lower-case kebab-case name. Fix: use lower-case letters, digits and single hyphens, such as live-games.',
      'error: content/navigation.json: navigation.primaryMenu[0].href: the link "//evil.example/x" starts with "//", which browsers read as another site\'s address. ' +
        'Fix: use {site.affiliateUrl} (the affiliate URL), a path of this site such as "/" or "/sign-up", or an https:// address such as https://partner.example.com/page.',
      'error: content/analytics.json: analytics.host: the analytics host "http://127.0.0.1:4399" is not https. ' +
        "Fix: set the provider's https:// origin alone, e.g. https://plausible.io, https://cloud.umami.is or https://www.googletagmanager.com.",
    ]);
    expect(error.message).toMatch(/Content check failed: 3 problem\(s\) in content\/ and public\/\. The site was not built\./);
    expect(output()).toEqual(lastGood);
  } finally {
    originals.forEach((value, index) => copy.writeJson(files[index]!, value));
  }
});

test(`a gallery of ${GAMES} games builds, every host config fits its limits, and the home page runs under its own CSP`, async ({ page }) => {
  test.setTimeout(BUILD_TIMEOUT);
  games = copy.readJson('content/games.json');
  copy.writeJson('content/games.json', withSlotGames(games as { slotGames: { title: string }[] }, GAMES));
  const site = await buildAndServe({ provider: 'ga4', host: collector.origin, siteId: 'G-TEST123' });

  const defs = copy.readJson('deploy/headers.json') as unknown as Definitions;
  const home = defs.csp.pages['/'];
  expect(home?.scriptHashes.length).toBeLessThanOrEqual(5); // the payload is one script however long the gallery
  const headersLines = readFileSync(path.join(copy.dir, 'out', '_headers'), 'utf8').split('\n');
  expect(Math.max(...headersLines.map((line) => line.length))).toBeLessThanOrEqual(2000);
  expect(readFileSync(path.join(copy.dir, 'deploy', 'cloudfront-csp-function.js')).length).toBeLessThanOrEqual(10240);

  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (event) => w.violations.push(`${event.effectiveDirective} ${event.blockedURI || 'inline'}`));
  });
  // The policy _headers and the CloudFront function give this page, instead of the server's union.
  await page.route(`${site.base}/`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': home?.policy ?? '' } });
  });
  await page.goto(`${site.base}/`);
  await expect(page.getByTestId('slot-gallery').getByRole('listitem')).toHaveCount(GAMES);
  await page.waitForFunction(() => (window as unknown as { next?: unknown }).next !== undefined); // Next's bootstrap ran
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

test.describe('GA4 on (the 500-game build)', () => {
  test.beforeEach(({ context }) => collector.connect(context));
  test.beforeEach(() => {
    collector.hits.length = 0;
  });

  test('consent declined: no cookie, no request, the click waits unsent', async ({ page }) => {
    const violations = await watchCsp(page);
    await stubAffiliate(page, copy.readJson('content/site.json').affiliateUrl as string);
    await page.goto(`${server!.base}/?utm_source=newsletter`);
    const banner = page.getByRole('region', { name: 'Cookie settings' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', /^https:\/\//);
    const consent = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer[0]));
    expect(JSON.parse(consent)).toEqual({
      0: 'consent',
      1: 'default',
      2: { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    });
    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toBeHidden();
    await page.locator('[data-section="hero"]').getByRole('link', { name: 'View our portfolio' }).click();
    await page.waitForURL(/affiliate/);
    await page.goto(server!.base);
    await expect(page.getByRole('region', { name: 'Cookie settings' })).toBeHidden(); // the choice is remembered
    expect(await page.context().cookies()).toEqual([]);
    expect(collector.hits).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  test('consent given loads gtag.js, even from a tap during hydration; the footer lets the visitor withdraw it', async ({ page }) => {
    const violations = await watchCsp(page);
    // What React does to a click that lands before hydration: stops it in the document's capture phase.
    await page.addInitScript(() => document.addEventListener('click', (event) => event.stopPropagation(), { capture: true, once: true }));
    await page.goto(server!.base);
    const banner = page.getByRole('region', { name: 'Cookie settings' });
    expect(collector.hits).toEqual([]); // nothing before the choice
    await banner.getByRole('button', { name: 'Accept analytics cookies' }).click();
    await expect.poll(() => collector.hits.map((hit) => hit.path)).toEqual(['/gtag/js?id=G-TEST123']);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Decline' }).click();
    expect(await page.evaluate(() => localStorage.getItem('analytics-consent'))).toBe('denied');
    expect(await violations()).toEqual([]);
  });
});

test.describe('Plausible on', () => {
  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT);
    copy.writeJson('content/games.json', games); // the shipped gallery, whose titles the clicks name
    await buildAndServe({ provider: 'plausible', host: collector.origin, siteId: 'www.example.com' });
  });
  test.beforeEach(({ context }) => collector.connect(context));

  test('three different CTAs deliver three cta_click events with their section, label and campaign', async ({ page }) => {
    const violations = await watchCsp(page);
    const affiliateUrl = copy.readJson('content/site.json').affiliateUrl as string;
    await stubAffiliate(page, affiliateUrl);
    const landing = `${server!.base}/?utm_source=newsletter&gclid=abc123&ignored=1`;
    const clicks = [
      { section: 'hero', label: 'View our portfolio', click: () => page.locator('[data-section="hero"]').getByRole('link', { name: 'View our portfolio' }).click() },
      { section: 'top-bar', label: 'Login', click: () => page.getByTestId('top-bar').getByRole('link', { name: 'Login' }).click() },
      { section: 'slot-gallery', label: 'Lucky Lady', click: () => page.getByTestId('slot-gallery').getByRole('link', { name: 'Lucky Lady' }).click() },
    ];
    for (const { click } of clicks) {
      await page.goto(landing);
      await expect.poll(() => collector.events().filter((event) => event.n === 'pageview').length).toBeGreaterThan(0);
      expect(await violations()).toEqual([]);
      await click();
      await page.waitForURL(`${affiliateUrl}**`);
    }
    await expect.poll(() => collector.events().filter((event) => event.n === 'cta_click').length).toBe(3);
    const events = collector.events().filter((event) => event.n === 'cta_click');
    expect(events.map((event) => event.p)).toEqual(clicks.map(({ section, label }) => ({ section, label, utm_source: 'newsletter', gclid: 'abc123' })));
    for (const event of events) {
      expect(event.d).toBe('www.example.com');
      expect(event.u).toBe(landing);
    }
    // Cookieless: nothing stored, nothing sent with the events.
    expect(await page.context().cookies()).toEqual([]);
    expect(collector.hits.every((hit) => hit.cookie === undefined)).toBe(true);
  });
});
