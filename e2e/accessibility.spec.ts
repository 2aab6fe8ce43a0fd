import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { navigationLabels } from '../content';
import { expect, ROUTES, test } from './fixtures';

const ALL_ROUTES = [...ROUTES, '/sign-up', '/no-such-page'];

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const openDrawer = async (page: Page) => {
  await page.getByRole('button', { name: navigationLabels.menuButton, exact: true }).click();
  await expect(page.getByRole('dialog', { name: navigationLabels.drawer })).toBeVisible();
};

// Every route once at the phone width (the pages share their header, footer and drawer; what differs
// is their content), then what changes with the width on the home page, the longest, at 768 and 1280.
test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  // axe takes a few seconds a page on this 2-core machine, and each test checks several pages.
  test.describe.configure({ timeout: 120_000 });

  test('no violations on any route at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    for (const route of ALL_ROUTES) {
      await page.goto(route);
      expect(await axeViolations(page), `${route} at 390 px`).toEqual([]);
    }
  });

  test('no violations on the home page at 768 and 1280 px, nor with the drawer open at 390 and 768 px', async ({ page }) => {
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      expect(await axeViolations(page), `/ at ${width} px`).toEqual([]);
    }
    for (const width of [390, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await openDrawer(page);
      expect(await axeViolations(page), `/ drawer open at ${width} px`).toEqual([]);
    }
  });
});

test.describe('page structure', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('every page has lang, landmarks and exactly one h1', async ({ page }) => {
    for (const route of [...ROUTES, '/no-such-page']) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      for (const role of ['banner', 'main', 'contentinfo'] as const) await expect(page.getByRole(role), `${route} ${role}`).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: navigationLabels.primaryNav })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 }), route).toHaveCount(1);
    }
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: navigationLabels.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#content')).toBeFocused();
  });

  test('every control shows a visible focus ring', async ({ page }) => {
    await page.goto('/');
    // One round trip for all ~100 controls (one per control took 17 s on a busy machine).
    const rings = await page.locator('a[href], button').evaluateAll((controls) =>
      controls
        .filter((el) => el.checkVisibility() && el.getBoundingClientRect().width > 0)
        .map((el) => {
          (el as HTMLElement).focus();
          const style = getComputedStyle(el);
          return { html: el.outerHTML.slice(0, 80), focused: document.activeElement === el, style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
        }),
    );
    expect(rings.length).toBeGreaterThan(40);
    for (const ring of rings) {
      expect(ring.focused, ring.html).toBe(true);
      expect(ring.style, ring.html).not.toBe('none');
      expect(ring.width, ring.html).toBeGreaterThanOrEqual(2);
    }
  });
});
