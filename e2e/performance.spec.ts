import { expect, test } from './fixtures';

// The speed work that is behaviour, not a number: figures live in `npm run bench`.

test.describe('images (phone, 2x screen)', () => {
  // A phone's screen is its viewport: left at the project's desktop screen (1920 px), a mobile
  // page's preload scanner picks image candidates for 1920 px (a real phone never does).
  test.use({ viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, freshContext: true });

  test('every content image arrives as AVIF, sharp enough for the screen and not far larger', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    // Every lazy image asked for at once: which file a srcset picks is the same whenever it loads. Scrolled into
    // loading instead (the page and each of its shelves, two frames a step), the test ran out its 30 s on a loaded
    // machine in two fresh clones' runs: a software-drawn frame of the long page can take a tenth of a second.
    await page.evaluate(() => {
      for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager';
    });
    // Images in display: none (the desktop-only download banner) never load, by design.
    await page.waitForFunction(() => [...document.images].filter((img) => img.getBoundingClientRect().width > 0).every((img) => img.complete && img.naturalWidth > 0));

    // naturalWidth of a srcset image is corrected for its density, so each file is measured on its own.
    // The logo is the brand's vector drawing (public/brand/), sharp at any size.
    const images = await page.locator('img:not([src^="/brand/"])').evaluateAll((imgs) =>
      Promise.all(
        (imgs as HTMLImageElement[])
          .filter((img) => img.getBoundingClientRect().width > 0)
          .map(async (img) => {
            const file = new Image();
            file.src = img.currentSrc;
            await file.decode();
            return { src: img.currentSrc, shown: img.getBoundingClientRect().width, natural: file.naturalWidth };
          }),
      ),
    );
    expect(images.length).toBeGreaterThan(40);
    for (const { src, shown, natural } of images) {
      expect(src, src).toMatch(/^http:\/\/[^/]+\/img\/.+\.avif$/);
      // The browser takes the smallest file that covers the shown width at 2x (ladder steps are at most 2x apart).
      expect(natural, `${src} shown at ${shown} px`).toBeGreaterThanOrEqual(Math.floor(shown * 2));
      expect(natural, `${src} shown at ${shown} px`).toBeLessThanOrEqual(Math.max(320, Math.ceil(shown * 2 * 2)));
    }
    // The SVG sources stay on the build machine's side of the pipeline.
    expect(requested.filter((p) => p.startsWith('/images/'))).toEqual([]);
  });
});

test.describe('type (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, freshContext: true });

  test('no face is preloaded; the page paints in the sized fallbacks and the faces landing late move it by less than the CLS budget', async ({ page, request }) => {
    // A font preload held Chromium's first frame under Lighthouse by a second or two (components/fonts.ts).
    for (const route of ['/', '/slots']) expect(await (await request.get(route)).text()).not.toMatch(/<link[^>]*\.woff2/);
    // The faces are held back until the page has painted: a page that waits for them never paints, and fails here.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.woff2', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 15_000 });
    expect(await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family))).not.toContain('bodyFont');
    release();
    await page.waitForFunction(() => ['displayFont', 'bodyFont'].every((family) => [...document.fonts].some((face) => face.family === family && face.status === 'loaded')));
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(sum), 300);
        }),
    );
    expect(shift).toBeLessThan(0.0005); // bench/lighthouserc.json's CLS budget
  });
});

test('no script starts before the first paint: the paint-first loader fetches each Next chunk once', async ({ page, request }) => {
  // The pinned Next's real export, rewritten by scripts/rewrites/paint-first.ts: every page keeps no chunk tag of its own.
  for (const route of ['/', '/slots', '/sabong', '/live-games', '/sports-betting', '/sign-up', '/no-such-page']) {
    const html = await (await request.get(route)).text();
    expect(html, route).not.toMatch(/<script(?=[^>]*\/_next\/static\/chunks\/)(?=[^>]*\basync)[^>]*>/);
    expect(html, route).not.toMatch(/<link[^>]*as="script"/);
    expect(html, route).toMatch(/<script>\/\*paint-first\*\/.*<\/script><\/body>/);
  }

  const chunkRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/_next/static/chunks/') && r.url().endsWith('.js')) chunkRequests.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  // The loader ran after the first frame and the chunks hydrated the page: the carousel's control works.
  await page.locator('[aria-roledescription="carousel"]').scrollIntoViewIfNeeded();
  const pause = page.getByRole('button', { name: /pause/i });
  await pause.click();
  await expect(page.getByRole('button', { name: /play/i })).toBeVisible();
  expect(await page.locator('head script[src^="/_next/static/chunks/"]').count()).toBeGreaterThan(3);
  // Each chunk is fetched once: the script tags reuse the loader's preloads.
  expect(chunkRequests.length).toBeGreaterThan(3);
  expect(chunkRequests).toEqual([...new Set(chunkRequests)]);
});

test('every chunk the pages load carries the compile hint as its first line, and the pages still hydrate', async ({ page, request }) => {
  // The pinned Next's real export, marked by scripts/rewrites/compile-hints.ts (hydration is checked by the paint-first test above).
  const chunks = new Set<string>();
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/_next/static/chunks/') && r.url().endsWith('.js')) chunks.add(new URL(r.url()).pathname);
  });
  for (const route of ['/', '/slots', '/sign-up']) {
    await page.goto(route);
    await page.waitForFunction(() => document.querySelectorAll('head script[src^="/_next/static/chunks/"]').length > 3);
  }
  expect(chunks.size).toBeGreaterThan(3);
  for (const chunk of chunks) expect((await (await request.get(chunk)).text()).split('\n')[0], chunk).toBe('//# allFunctionsCalledOnLoad');
});

test('every page carries its payload in one inline script, and the pages still hydrate', async ({ request }) => {
  // The pinned Next's real export, joined by scripts/rewrites/join-scripts.ts (hydration is checked by the paint-first test above).
  for (const route of ['/', '/slots', '/sabong', '/live-games', '/sports-betting', '/sign-up', '/no-such-page']) {
    const html = await (await request.get(route)).text();
    const payloads = [...html.matchAll(/<script>\(?self\.__next_f\b/g)];
    expect(payloads.length, route).toBe(1);
    expect(html, route).not.toMatch(/<script[^>]+>\(?self\.__next_f\b/);
  }
});
