import { compliance, navigationLabels, primaryMenu, topBar, site } from '../content';
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
    await expect(drawer.getByRole('navigation').getByRole('link')).toHaveText(EXPECTED_ORDER);
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

    // Tab past the last entry and the helpline at the drawer's foot: focus leaves for the page behind, which the
    // drawer covers, so it closes.
    await page.keyboard.press('Enter');
    for (let i = 1; i < EXPECTED_ORDER.length; i += 1) await page.keyboard.press('Tab');
    await expect(drawer.getByRole('link', { name: EXPECTED_ORDER.at(-1)!, exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(drawer.locator(`a[href="tel:${compliance.helpline.tel}"]`)).toBeFocused();
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

/** The action bar's place: how far it is from the screen's foot and whether it is shown (visibility, not opacity). */
const actionBarState = (page: Page) =>
  page
    .locator('[data-action-bar]')
    .evaluate((bar) => ({ shown: bar.checkVisibility({ visibilityProperty: true }), offset: Math.round(window.innerHeight - bar.getBoundingClientRect().top) }));

for (const javaScriptEnabled of [true, false]) {
  test.describe(`phone action bar (390 px${javaScriptEnabled ? '' : ', no JavaScript'})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, javaScriptEnabled });

    test('appears once the hero has left the screen, with the top bar’s two actions; the page keeps room for it', async ({ page }) => {
      await page.goto('/');
      // Hidden, it is out of the accessibility tree too (the header holds the same two actions).
      const bar = page.getByRole('navigation', { name: navigationLabels.actionBar });
      expect(await actionBarState(page)).toMatchObject({ shown: false });
      await expect(bar).toHaveCount(0);
      const hero = await page.locator('[data-section="hero"]').boundingBox();
      await page.evaluate((y) => window.scrollTo(0, y), hero!.y + hero!.height);
      await expect.poll(() => actionBarState(page)).toEqual({ shown: true, offset: 64 });
      await expect(bar.getByRole('link')).toHaveText([topBar.login.label, topBar.free100.label], { useInnerText: true, ignoreCase: true });
      for (const link of await bar.getByRole('link').all()) await expect(link).toHaveAttribute('href', site.affiliateUrl);
      // Room kept: at the foot of the page the footer's last line ends above the bar, and a jump or focus stops above it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const foot = await page.evaluate(() => ({
        lastLine: window.innerHeight - document.querySelector('body > footer > :last-child')!.getBoundingClientRect().bottom,
        scrollPadding: getComputedStyle(document.documentElement).scrollPaddingBottom,
      }));
      // (less under a pixel: a page of fractional height scrolls to a whole pixel, short of its true foot)
      expect(foot.lastLine).toBeGreaterThan(63);
      expect(foot.scrollPadding).toBe('64px');
    });

    test('the top bar’s own pair gives way to it; it is absent from 768 px and from a page without a hero', async ({ page }) => {
      await page.goto('/');
      const topPair = page.getByTestId('top-bar').getByRole('link', { name: topBar.free100.label, exact: true });
      await expect(topPair).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await expect(topPair).toBeHidden();
      await page.setViewportSize({ width: 768, height: 1024 });
      await expect(page.getByRole('navigation', { name: navigationLabels.actionBar })).toBeHidden();
      await expect(topPair).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('body > footer')!).paddingBottom)).toBe('0px');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/slots');
      await expect(page.getByRole('navigation', { name: navigationLabels.actionBar })).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('body > footer')!).paddingBottom)).toBe('0px');
    });
  });
}

test.describe('phone action bar in motion (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('slides in with the scroll; under reduced motion it appears whole, without sliding', async ({ page }) => {
    await page.goto('/');
    const hero = await page.locator('[data-section="hero"]').boundingBox();
    /**
     * The bar's distinct offsets from the screen's foot while the hero scrolls away, read in the page a frame
     * after each step (the animation follows the scroll): two round trips a step from the test ran past 30 s
     * on a loaded machine.
     */
    const offsets = () =>
      page.evaluate(
        async ({ top, height }) => {
          const bar = document.querySelector('[data-action-bar]')!;
          const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const seen = new Set<number>();
          for (let y = top; y <= top + height; y += 40) {
            window.scrollTo(0, y);
            await frame();
            if (bar.checkVisibility({ visibilityProperty: true })) seen.add(Math.round(window.innerHeight - bar.getBoundingClientRect().top));
          }
          return [...seen];
        },
        { top: hero!.y, height: hero!.height },
      );
    expect((await offsets()).length, 'offsets while sliding in').toBeGreaterThan(2);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await offsets()).toEqual([64]);
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
    await expect(drawer.getByRole('navigation').getByRole('link')).toHaveText(EXPECTED_ORDER);
    // The game kinds are tiles with their pictures, fetched once the drawer shows them.
    for (const tile of await drawer.locator('.game-link img').all()) await expect.poll(() => tile.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Its foot: the age notice, the responsible-gambling line and the helpline.
    await expect(drawer.getByText(compliance.ageNotice)).toBeVisible();
    await expect(drawer.getByText(compliance.responsibleGambling)).toBeVisible();
    await expect(drawer.locator(`a[href="tel:${compliance.helpline.tel}"]`)).toBeVisible();
    await toggle.click();
    await expect(drawer).toBeHidden();
    // Scrolled past the first screen, the top bar's pair has given way to the action bar at the foot, which the
    // drawer covers: with the drawer open, the pair is back in the top bar.
    await page.evaluate(() => window.scrollTo(0, 2000));
    const pair = [topBar.login, topBar.free100].map((cta) => page.getByTestId('top-bar').getByRole('link', { name: cta.label, exact: true }));
    for (const link of pair) await expect(link).toBeHidden();
    await toggle.click();
    for (const link of pair) {
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', site.affiliateUrl);
    }
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
