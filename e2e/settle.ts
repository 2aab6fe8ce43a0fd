import type { Page } from '@playwright/test';

/** The widths the visual and layout tests look at: phone, tablet, desktop. */
export const SHOT_WIDTHS = [390, 768, 1280] as const;

/** The pages the screenshot baselines cover (the open drawer is shot separately). */
export const SHOT_PAGES = [
  { name: 'home', path: '/' },
  { name: 'slots', path: '/slots' },
  { name: 'sabong', path: '/sabong' },
  { name: 'live-games', path: '/live-games' },
  { name: 'sports-betting', path: '/sports-betting' },
  { name: 'sign-up', path: '/sign-up' },
  { name: 'not-found', path: '/no-such-page' },
] as const;

/**
 * Everything drawn and still: every section laid out (content-visibility off), every lazy image
 * loaded, the display font in, the carousel on its first slide and paused (reduced motion), and
 * its engine loaded so the Play control is shown. Needs a context with bypassCSP for the style tag.
 */
export async function settle(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addStyleTag({
    content: '*, *::before, *::after { content-visibility: visible !important; transition: none !important; animation: none !important; caret-color: transparent !important; }',
  });
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll('img')) img.loading = 'eager';
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? img.decode().catch(() => {})
          : new Promise((done) => {
              img.addEventListener('load', done);
              img.addEventListener('error', done);
            }),
      ),
    );
    await document.fonts.ready;
  });
  const carousel = page.locator('[aria-roledescription="carousel"]');
  if (await carousel.count()) {
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button').waitFor();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
