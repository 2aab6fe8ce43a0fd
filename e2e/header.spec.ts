import { navigationLabels, primaryMenu, topBar, site } from '../content';
import { expect, test } from './fixtures';

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

  test('the toggle opens and closes the drawer with the same menu', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: navigationLabels.menuButton, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.getByRole('dialog', { name: navigationLabels.drawer });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link')).toHaveText(EXPECTED_ORDER);
    await drawer.getByRole('button', { name: navigationLabels.closeButton }).click();
    await expect(drawer).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('the drawer traps focus, closes on Escape, locks the page and closes when a link is followed', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: navigationLabels.menuButton, exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: navigationLabels.drawer });
    await expect(drawer.getByRole('button', { name: navigationLabels.closeButton })).toBeFocused();
    // The page behind is inert and does not scroll.
    const mainIsInert = () => page.evaluate(() => document.querySelector('main')?.closest('[inert]') != null);
    expect(await mainIsInert()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // Tab cycles inside the drawer: 1 close button + every menu link, then back to the start.
    const stops = 1 + EXPECTED_ORDER.length;
    for (let i = 0; i < stops; i += 1) await page.keyboard.press('Tab');
    await expect(drawer.getByRole('button', { name: navigationLabels.closeButton })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(drawer.getByRole('link', { name: 'Banking' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    expect(await mainIsInert()).toBe(false);

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
    const hydrated = () => page.evaluate(() => document.querySelector('[popovertarget="mobile-menu"]')?.hasAttribute('aria-expanded') ?? false);
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: navigationLabels.menuButton, exact: true });
    await toggle.waitFor({ state: 'visible' });
    expect(await hydrated(), 'React had not hydrated the menu when it was tapped').toBe(false);
    await toggle.tap();
    await expect(page.getByRole('dialog', { name: navigationLabels.drawer })).toBeVisible({ timeout: 1000 });
    // Once React arrives it takes over the open drawer as it finds it.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
});
