import { notFound, offerings, site } from '../content';
import { expect, ROUTES, test } from './fixtures';

const placeholderText: Record<string, string> = Object.fromEntries(
  Object.values(offerings).flatMap((offering) => (offering.page ? [[`/${offering.page.slug}`, offering.page.text]] : [])),
);

test.describe('routes and the common layout', () => {
  for (const route of ROUTES) {
    test(`${route} answers 200 inside the header, main and footer`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(`© ${site.copyrightYear}`);
    });
  }

  for (const [route, text] of Object.entries(placeholderText)) {
    test(`${route} shows only its placeholder text "${text}"`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('main')).toHaveText(text);
    });
  }

  test('a trailing slash reaches the same page', async ({ page }) => {
    const response = await page.goto('/slots/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main')).toHaveText('Slots');
  });

  test.describe('unknown paths', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('answer 404 with "No Page Found!" centred inside the layout', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      const heading = page.getByRole('heading', { level: 1, name: notFound.text });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const box = (await heading.boundingBox())!;
      const width = page.viewportSize()!.width;
      expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(4);
    });

    test('nested unknown paths also answer 404', async ({ page }) => {
      const response = await page.goto('/slots/unknown/deeper');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: notFound.text })).toBeVisible();
    });
  });

  test('/sign-up is a blank centred page without header or footer', async ({ page }) => {
    const response = await page.goto('/sign-up');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main).toBeVisible();
    // Nothing visible: the only content is a visually hidden heading for screen readers.
    const visible = await main.evaluate(
      (el) =>
        [...el.querySelectorAll('*')].filter((node) => {
          const box = node.getBoundingClientRect();
          return box.width > 1 && box.height > 1 && node.textContent!.trim() !== '';
        }).length,
    );
    expect(visible).toBe(0);
    const box = (await main.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);
    await expect(main).toHaveCSS('justify-content', 'center');
    await expect(main).toHaveCSS('align-items', 'center');
  });
});
