import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { navigationLabels } from '../content';
import { HOME_SECTIONS } from '../lib/home-sections';
import { expect, test } from './fixtures';
import { SHOT_PAGES, SHOT_WIDTHS, settle } from './settle';

// Screenshot baselines (e2e/__screenshots__/), compared on every `npm test`: the home page one section
// at a time (a full-page capture of it takes several seconds on a 2-core machine and names no place),
// the header and footer, the other pages' first screen and the open drawer. A difference fails with
// the shot's name, which says where, and Playwright writes the expected, actual and diff images into
// test-results/. `npm run shots` runs this file with SHOTS_DIR set: full pages there, for review.
const shotsDir = process.env.SHOTS_DIR;
const SHOT_TIMEOUT = 20_000;

// The 404 page's own status is logged as a console error.
test.use({ bypassCSP: true, allowedConsoleErrors: [/status of 404/] });
test.describe.configure({ mode: 'parallel' });

async function compare(target: Page | Locator, name: string) {
  await expect(target).toHaveScreenshot(`${name}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.002, timeout: SHOT_TIMEOUT });
}

async function review(page: Page, name: string) {
  mkdirSync(shotsDir!, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir!, `${name}.png`), fullPage: true, animations: 'disabled', timeout: 60_000 });
}

for (const width of SHOT_WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the home page, section by section, with its header and footer, looks as approved', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/');
      await settle(page);
      if (shotsDir) return review(page, `home-${width}`);
      // A section brought into view for its shot must not have the sticky header or the phone action bar drawn
      // over it: both in the flow (the bar after the footer), each a shot of its own. The bar is shown for its shot: its
      // base style is hidden until its scroll timeline shows it, and the shots run with animations off.
      await page.addStyleTag({ content: 'body > header, [data-action-bar] { position: static !important; } [data-action-bar] { visibility: visible !important; }' });
      await compare(page.locator('body > header'), `header-${width}`);
      if (width < 768) await compare(page.locator('[data-action-bar]'), `action-bar-${width}`);
      for (const section of HOME_SECTIONS) await compare(page.locator(`main [data-section="${section}"]`), `home-${section}-${width}`);
      await compare(page.locator('body > footer'), `footer-${width}`);
    });

    for (const { name, path: route } of SHOT_PAGES.filter((shot) => shot.path !== '/')) {
      test(`${name} looks as approved`, async ({ page }) => {
        await page.goto(route);
        await settle(page);
        if (shotsDir) return review(page, `${name}-${width}`);
        await compare(page, `${name}-${width}`);
      });
    }

    if (width < 1024) {
      test('the open drawer looks as approved', async ({ page }) => {
        await page.goto('/');
        await settle(page);
        await page.getByRole('button', { name: navigationLabels.menuButton, exact: true }).click();
        await expect(page.getByRole('dialog', { name: navigationLabels.drawer })).toBeVisible();
        if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `drawer-${width}.png`), animations: 'disabled' });
        else await compare(page, `drawer-${width}`);
      });
    }
  });
}
