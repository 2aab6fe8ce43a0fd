// Analytics switched on, against a fake collector on 127.0.0.1 that the browser reaches through an
// https:// origin (e2e/collector.ts). Each provider gets its own copy of the site with
// content/analytics.json changed, built and served (e2e/site-copy.ts); the site the other tests use
// keeps provider "none" (fixtures.ts fails any test whose page requests another host).
import { expect, test, type Page } from '@playwright/test';
import { startCollector } from './collector';
import { port, siteCopy, type SiteCopy } from './site-copy';

const BUILD_TIMEOUT = 480_000; // a full site build on a shared 2-core machine

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

async function siteWith(name: string, analytics: Record<string, string>, sitePort: number) {
  const copy = siteCopy(name);
  copy.writeJson('content/analytics.json', { ...copy.readJson('content/analytics.json'), ...analytics });
  await copy.build();
  return { copy, server: await copy.serve(sitePort) };
}

/** The affiliate page answers locally, so following a CTA leaves nothing unanswered. */
async function stubAffiliate(page: Page, affiliateUrl: string) {
  await page.route(`${new URL(affiliateUrl).origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>affiliate</title>' }));
}

test.describe('analytics with Plausible on', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let site: { copy: SiteCopy; server: { base: string; stop: () => Promise<unknown> } };

  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT);
    collector = await startCollector(port(11));
    site = await siteWith('plausible', { provider: 'plausible', host: collector.origin, siteId: 'www.example.com' }, port(12));
  });
  test.afterAll(async () => {
    await site?.server.stop();
    site?.copy.remove();
    await collector?.stop();
  });
  test.beforeEach(({ context }) => collector.connect(context));

  test('three different CTAs deliver three cta_click events with their section, label and campaign', async ({ page }) => {
    const violations = await watchCsp(page);
    const affiliateUrl = site.copy.readJson('content/site.json').affiliateUrl as string;
    await stubAffiliate(page, affiliateUrl);
    const landing = `${site.server.base}/?utm_source=newsletter&gclid=abc123&ignored=1`;
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

test.describe('analytics with GA4 on', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let site: { copy: SiteCopy; server: { base: string; stop: () => Promise<unknown> } };

  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT);
    collector = await startCollector(port(13));
    site = await siteWith('ga4', { provider: 'ga4', host: collector.origin, siteId: 'G-TEST123' }, port(14));
  });
  test.afterAll(async () => {
    await site?.server.stop();
    site?.copy.remove();
    await collector?.stop();
  });
  test.beforeEach(({ context }) => collector.connect(context));
  test.beforeEach(() => {
    collector.hits.length = 0;
  });

  test('consent declined: no cookie, no request, the click waits unsent', async ({ page }) => {
    const violations = await watchCsp(page);
    await stubAffiliate(page, site.copy.readJson('content/site.json').affiliateUrl as string);
    await page.goto(`${site.server.base}/?utm_source=newsletter`);
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
    await page.goto(site.server.base);
    await expect(page.getByRole('region', { name: 'Cookie settings' })).toBeHidden(); // the choice is remembered
    expect(await page.context().cookies()).toEqual([]);
    expect(collector.hits).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  test('consent given loads gtag.js, even from a tap during hydration; the footer lets the visitor withdraw it', async ({ page }) => {
    const violations = await watchCsp(page);
    // What React does to a click that lands before hydration: stops it in the document's capture phase.
    await page.addInitScript(() => document.addEventListener('click', (event) => event.stopPropagation(), { capture: true, once: true }));
    await page.goto(site.server.base);
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
