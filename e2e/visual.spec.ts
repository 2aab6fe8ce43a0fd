import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { navigationLabels } from '../content';
import { expect, test } from './fixtures';
import { SHOT_PAGES, SHOT_WIDTHS, settle } from './settle';

// Screenshot baselines (e2e/__screenshots__/), compared on every `npm test`. `npm run shots` runs
// this file with SHOTS_DIR set: it writes the same pictures there instead, for review.
const shotsDir = process.env.SHOTS_DIR;

// The 404 page's own status is logged as a console error.
test.use({ bypassCSP: true, allowedConsoleErrors: [/status of 404/] });
test.describe.configure({ mode: 'parallel' });

async function capture(page: import('@playwright/test').Page, name: string) {
  if (shotsDir) {
    mkdirSync(shotsDir, { recursive: true });
    await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true, animations: 'disabled' });
    return;
  }
  // A full-page capture of the home page takes several seconds on this 2-core machine.
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, animations: 'disabled', maxDiffPixelRatio: 0.002, timeout: 30_000 });
}

for (const width of SHOT_WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { name, path: route } of SHOT_PAGES) {
      test(`${name} looks as approved`, async ({ page }) => {
        await page.goto(route);
        await settle(page);
        await capture(page, `${name}-${width}`);
      });
    }

    if (width < 1024) {
      test('the open drawer looks as approved', async ({ page }) => {
        await page.goto('/');
        await settle(page);
        await page.getByRole('button', { name: navigationLabels.menuButton, exact: true }).click();
        await expect(page.getByRole('dialog', { name: navigationLabels.drawer })).toBeVisible();
        if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `drawer-${width}.png`), animations: 'disabled' });
        else await expect(page).toHaveScreenshot(`drawer-${width}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.002 });
      });
    }
  });
}
