import { site, navigationLabels } from '../content';
import { expect, test } from './fixtures';

const LANDING = '/?utm_source=facebook&utm_campaign=nov&gclid=G1&q=ignored&session=secret&fbclid=F1';

test.describe('campaign tracking', () => {
  test('carries campaign parameters, and only those, onto every affiliate link', async ({ page }) => {
    await page.goto(LANDING);
    const expected = new URL(site.affiliateUrl);
    for (const [name, value] of [
      ['utm_source', 'facebook'],
      ['utm_campaign', 'nov'],
      ['gclid', 'G1'],
      ['fbclid', 'F1'],
    ] as const)
      expected.searchParams.append(name, value);
    const links = page.locator('a[data-affiliate]');
    await expect(links.first()).toHaveAttribute('href', expected.toString());
    const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(30);
    expect(new Set(hrefs)).toEqual(new Set([expected.toString()]));
    await expect(page.locator('a[href="/"]').first()).toHaveAttribute('href', '/');
  });

  test('every affiliate link names its section and label for analytics', async ({ page }) => {
    await page.goto('/');
    const names = await page
      .locator('a[data-affiliate]')
      .evaluateAll((all) => all.map((link) => ({ section: link.getAttribute('data-cta-section') ?? '', label: link.getAttribute('data-cta-label') ?? '' })));
    expect(names.filter(({ section, label }) => !section.trim() || !label.trim())).toEqual([]);
    const sections = new Set(names.map(({ section }) => section));
    for (const section of ['top-bar', 'menu', 'drawer', 'hero', 'bonuses', 'promotions', 'slot-gallery', 'games-grid', 'footer']) expect(sections).toContain(section);
    // With provider "none" the page loads no analytics script.
    await expect(page.locator('script[src="/analytics.js"]')).toHaveCount(0);
  });

  test('also reaches links rendered later, in the mobile drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(LANDING);
    await page.getByRole('button', { name: navigationLabels.menuButton, exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Slots' })).toHaveAttribute('href', /utm_source=facebook.*gclid=G1/);
  });

  test('without campaign parameters the links are unchanged', async ({ page }) => {
    await page.goto('/?q=casino');
    const hrefs = await page.locator('a[data-affiliate]').evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(new Set([site.affiliateUrl]));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the links still work, without the parameters', async ({ page }) => {
      await page.goto(LANDING);
      await expect(page.locator('a[data-affiliate]').first()).toHaveAttribute('href', site.affiliateUrl);
    });
  });

  test('rewriting the links shifts no layout', async ({ page }) => {
    // Only what the scripts do is measured: they are held until the page has painted and its faces have
    // settled, so the page settling late on a busy machine (a face's swap, however small) is not counted.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(LANDING, { waitUntil: 'domcontentloaded' });
    const since = await page.evaluate(async () => {
      const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await frames();
      await document.fonts.ready;
      await frames();
      return performance.now();
    });
    release();
    await expect(page.locator('a[data-affiliate]').first()).toHaveAttribute('href', /utm_source=facebook/);
    const shifts = await page.evaluate(
      (since) =>
        new Promise<string[]>((resolve) => {
          const found: string[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
              if (!entry.hadRecentInput && entry.startTime >= since)
                found.push(`${entry.value} ${entry.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 120)).join(' | ')}`);
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(found), 500);
        }),
      since,
    );
    expect(shifts).toEqual([]);
  });
});
