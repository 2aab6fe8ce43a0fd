import { navigationLabels, primaryMenu, topBar, site } from '../content';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Whether the browser's accessibility tree reports the named button expanded (native for a popover's toggle).
 * Chromium's tree gives the name as shown (the buttons are upper-case in CSS), so names compare without case.
 */
async function expanded(page: Page, name: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const button = nodes.find((node) => node.role?.value === 'button' && String(node.name?.value).toLowerCase() === name.toLowerCase() && !node.ignored);
  return button?.properties?.find((property) => property.name === 'expanded')?.value.value === true;
}

const EXPECTED_ORDER = ['Home', 'Sign up', 'Slots', 'Sabong', 'Live Games', 'Sports Betting', 'Fish Games', 'Arcade Games', 'Promotion', 'Banking'];

test.describe('header on desktop', () => {
  test('the primary menu lists the spec entries in order; all but Home go to the affiliate URL', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: navigationLabels.primaryNav });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(EXPECTED_ORDER);
    expect(primaryMenu.map((item) => item.label)).toEqual(EXPECTED_ORDER);
    for (const label of EXPECTED_ORDER) {
      const href = await nav.getByRole('link', { name: label, exact: true }).getAttribute('href');
      expect(href, label).toBe(label === 'Home' ? '/' : site.affiliateUrl);
    }
  });

  test('the home page marks Home as the page the visitor is on (its underline drawn by CSS alone); other pages do not', async ({ page }) => {
    // The underline is the link's ::after, drawn by scaling it from 0 to full width along x.
    const mark = (path: string) =>
      page
        .goto(path)
        .then(() => page.getByRole('navigation', { name: navigationLabels.primaryNav }).getByRole('link', { name: 'Home', exact: true }))
        .then((home) => home.evaluate((link) => new DOMMatrix(getComputedStyle(link, '::after').transform).a));
    expect(await mark('/')).toBe(1);
    expect(await mark('/slots')).toBe(0);
  });

  test('the top bar has the login and free 100 buttons, both external', async ({ page }) => {
    await page.goto('/slots');
    const bar = page.getByTestId('top-bar');
    for (const cta of [topBar.login, topBar.free100]) {
      const link = bar.getByRole('link', { name: cta.label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', site.affiliateUrl);
    }
    await expect(page.getByRole('button', { name: navigationLabels.menuButton, exact: true })).toBeHidden();
  });
});

test.describe('header on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('shows the two buttons and a menu toggle; the desktop menu is hidden', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('top-bar');
    await expect(bar.getByRole('link', { name: topBar.login.label, exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: topBar.free100.label, exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: navigationLabels.primaryNav })).toBeHidden();
    await expect(page.getByRole('button', { name: navigationLabels.menuButton, exact: true })).toBeVisible();
  });

  test('the toggle opens and closes the drawer with the same menu; the browser reports it expanded', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: navigationLabels.menuButton, exact: true });
    expect(await expanded(page, navigationLabels.menuButton)).toBe(false);
    await toggle.click();
    await expect.poll(() => expanded(page, navigationLabels.menuButton)).toBe(true);
    const drawer = page.getByRole('dialog', { name: navigationLabels.drawer });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link')).toHaveText(EXPECTED_ORDER);
    await drawer.getByRole('button', { name: navigationLabels.closeButton }).click();
    await expect(drawer).toBeHidden();
    await expect.poll(() => expanded(page, navigationLabels.menuButton)).toBe(false);
    await expect(toggle).toBeFocused();
  });

  test('the drawer takes focus, closes on Escape, when focus leaves it and when a link is followed, and locks the page', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: navigationLabels.menuButton, exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: navigationLabels.drawer });
    await expect(drawer.getByRole('link', { name: EXPECTED_ORDER[0], exact: true })).toBeFocused();
    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    // Tab past the last entry: focus leaves for the page behind, which the drawer covers, so it closes.
    await page.keyboard.press('Enter');
    for (let i = 1; i < EXPECTED_ORDER.length; i += 1) await page.keyboard.press('Tab');
    await expect(drawer.getByRole('link', { name: EXPECTED_ORDER.at(-1)!, exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(drawer).toBeHidden();

    // Following a link closes the drawer (navigation itself is cancelled: the target is another host).
    await page.evaluate(() =>
      document.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a')) event.preventDefault();
      }),
    );
    await toggle.click();
    await drawer.getByRole('link', { name: 'Slots' }).click();
    await expect(drawer).toBeHidden();
  });
});

test.describe('phone menu without JavaScript (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, javaScriptEnabled: false });

  test('the toggle opens the drawer with all ten entries, and the same toggle closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: navigationLabels.menuButton, exact: true });
    const drawer = page.getByRole('dialog', { name: navigationLabels.drawer });
    await expect(drawer).toBeHidden();
    await toggle.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link')).toHaveText(EXPECTED_ORDER);
    await toggle.click();
    await expect(drawer).toBeHidden();
    // Its own Close button and Escape work without script too.
    await toggle.click();
    await drawer.getByRole('button', { name: navigationLabels.closeButton }).click();
    await expect(drawer).toBeHidden();
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});

test.describe('phone menu before hydration (390 px, CPU 6x slower)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the first tap after the toggle is visible opens the drawer', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // The scripts are held back until the tap: the throttle alone did not always keep React from
    // hydrating before the toggle showed (a fresh run on a quiet machine).
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() === 'script') await scriptsHeld;
      await route.continue();
    });
    // React marks the root once it has hydrated it.
    const hydrated = () => page.evaluate(() => Object.keys(document.getElementById('mobile-menu') ?? {}).some((key) => key.startsWith('__react')));
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: navigationLabels.menuButton, exact: true });
    await toggle.waitFor({ state: 'visible' });
    expect(await hydrated(), 'React had not hydrated the menu when it was tapped').toBe(false);
    await toggle.tap();
    await expect(page.getByRole('dialog', { name: navigationLabels.drawer })).toBeVisible({ timeout: 1000 });
    release();
    // Once React arrives it takes over the open drawer as it finds it.
    await expect.poll(hydrated, { timeout: 20_000 }).toBe(true);
    await expect(page.getByRole('dialog', { name: navigationLabels.drawer })).toBeVisible();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
});
