import { offerings, site } from '../content';
import { expect, ROUTES, test } from './fixtures';

const absolute = (path: string) => new URL(path, site.siteUrl).toString();
/** Next writes the site root without its trailing slash; both forms are the same URL. */
const sameUrl = (path: string) =>
  new RegExp(
    `^${absolute(path)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\/$/, '')}/?$`,
  );

test.describe('search engines', () => {
  test('every page has its own title, description, canonical, Open Graph and Twitter tags', async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of ROUTES) {
      await page.goto(route);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(title, route).toContain(site.brandName);
      titles.add(title);
      descriptions.add(description!);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', sameUrl(route));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', sameUrl(route));
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', absolute(site.shareImage.src));
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', absolute(site.shareImage.src));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    }
    expect(titles.size).toBe(ROUTES.length);
    expect(descriptions.size).toBe(ROUTES.length);
  });

  test('the share image is served as the image type its name says', async ({ request }) => {
    const response = await request.get(site.shareImage.src);
    expect(response.status()).toBe(200);
    const type = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }[site.shareImage.src.split('.').pop()!];
    expect(response.headers()['content-type']).toBe(type);
  });

  test.describe('noindex pages', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test('/sign-up and the 404 page are noindex', async ({ page }) => {
      for (const route of ['/sign-up', '/no-such-page']) {
        await page.goto(route);
        await expect(page.locator('meta[name="robots"]'), route).toHaveAttribute('content', /noindex/);
      }
    });
  });

  test('sitemap.xml lists the indexable routes and robots.txt points at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const indexable = ['/', ...Object.values(offerings).flatMap((o) => (o.enabled && o.page ? [`/${o.page.slug}`] : []))];
    expect(locs.sort()).toEqual(indexable.map(absolute).sort());
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
    expect(robots).toMatch(/User-Agent: \*/i);
  });

  test('the home page carries organisation and website JSON-LD without ratings', async ({ page }) => {
    await page.goto('/');
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(json['@graph'].map((node: { '@type': string }) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(JSON.stringify(json)).not.toMatch(/aggregateRating|review/i);
  });

  test('every affiliate link is marked sponsored and keeps the referrer', async ({ page }) => {
    await page.goto('/');
    const rels = await page.locator(`a[href^="${site.affiliateUrl}"]`).evaluateAll((links) => links.map((link) => link.getAttribute('rel')));
    expect(rels.length).toBeGreaterThan(30);
    expect(new Set(rels)).toEqual(new Set(['sponsored noopener']));
  });
});
