import type { Locator } from '@playwright/test';
import { gallery, slotGames, appDownload, downloadBonus, gamesGrid, hero, membership, otherGamesSection, promotions, safeAndSecure, site } from '../content';
import { HOME_SECTIONS } from '../lib/home-sections';
import { expect, test } from './fixtures';

test.describe('home page', () => {
  test('has every section in the spec order', async ({ page }) => {
    await page.goto('/');
    const sections = await page.locator('main [data-section]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section')));
    expect(sections).toEqual(HOME_SECTIONS);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const [name, columns] of [['Why choose', ['Entertainment', 'Convenience', 'Professionality', 'Security']]] as const) {
      const section = page.getByRole('region', { name: new RegExp(name) });
      for (const column of columns) await expect(section.getByRole('heading', { name: column })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Join today and claim the best bonuses' })).toBeVisible();
    const steps = page.locator('[data-section="membership"] ol > li');
    await expect(steps).toHaveCount(3);
    await expect(steps).toContainText(['Click to register', 'Fill out the information', 'Become a member']);
    await expect(page.getByTestId('sabong-block')).toContainText('Sabong');
    for (const title of ['Sports Betting', 'Live Games', 'Fish Games', 'Arcade Games']) {
      await expect(page.locator('[data-section="other-games"]').getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.locator('[data-section="providers"] li')).toHaveCount(12);
    await expect(page.locator('[data-section="promotions"] img')).toHaveCount(3);
  });

  test('the slots gallery has about 20 captioned 150×150 links in as many columns as content says', async ({ page }) => {
    await page.goto('/');
    const items = page.getByTestId('slot-gallery').getByRole('link');
    await expect(items).toHaveCount(slotGames.length);
    expect(slotGames.length).toBeGreaterThanOrEqual(18);
    for (const title of ['Fortune Tiger', 'Lucky Lady', 'Book of Gold', 'Mega Ace', 'Mayan Empire']) {
      const link = page.getByTestId('slot-gallery').getByRole('link', { name: title });
      await expect(link).toHaveAttribute('href', site.affiliateUrl);
      await expect(link.locator('figcaption')).toHaveText(title);
    }
    const columns = await page.getByTestId('slot-gallery').evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(gallery.columnsDesktop);
    const images = page.getByTestId('slot-gallery').locator('img');
    await images.first().scrollIntoViewIfNeeded();
    for (const box of await images.evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().toJSON()))) {
      expect(box.width).toBe(gallery.thumbnailSize);
      expect(box.height).toBe(gallery.thumbnailSize);
    }
    const tops = await images.evaluateAll((imgs) => imgs.map((img) => Math.round(img.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, gallery.columnsDesktop)).size).toBe(1);
  });

  for (const width of [768, 1280]) {
    test(`at ${width} px each lobby runs the page's width under its heading, whole rows only, its button centred under the tiles`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      for (const id of ['online-slots', 'games-grid']) {
        const section = page.locator(`section#${id}`);
        await section.scrollIntoViewIfNeeded();
        // Every box in one task, one layout: measured in separate round trips, a section above laid out meanwhile
        // (content-visibility) moved the later ones (a heading's bottom read 100 px under its grid's top).
        const { heading, grid, button, tiles } = await section.evaluate((el) => {
          const rect = (node: Element | null) => node!.getBoundingClientRect().toJSON() as DOMRect;
          const list = el.querySelector('ul')!;
          return {
            heading: rect(el.querySelector('.section-head')),
            grid: rect(list),
            button: rect(el.querySelector('.lobby-action > a')),
            tiles: [...list.children].filter((item) => item.checkVisibility()).map(rect),
          };
        });
        expect(grid.top).toBeGreaterThan(heading.bottom);
        expect(grid.left).toBeCloseTo(heading.left, 0);
        const rows = new Map<number, number>();
        for (const tile of tiles) {
          rows.set(Math.round(tile.top), (rows.get(Math.round(tile.top)) ?? 0) + 1);
          expect(tile.right).toBeLessThanOrEqual(grid.right + 0.5);
        }
        expect(new Set(rows.values()).size, `${id}: tiles per row ${[...rows.values()]}`).toBe(1);
        expect(button.top).toBeGreaterThan(grid.bottom);
        expect(Math.abs(button.left + button.width / 2 - (grid.left + grid.width / 2))).toBeLessThanOrEqual(1);
        expect(button.width).toBeGreaterThanOrEqual(280);
      }
      // Seven columns of thumbnails fill the page's width at 1280 (three whole rows of 21); at 768, five
      // columns show 20, the 21st only from lg (a phone's four columns show 20 too).
      const shown = await page.getByTestId('slot-gallery').locator(':scope > li:visible').count();
      expect(shown).toBe(width === 1280 ? slotGames.length : slotGames.length - (slotGames.length % 5));
    });
  }

  test('on a phone the slots gallery is a grid of four columns in whole rows, every tile in view without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/');
    const list = page.getByTestId('slot-gallery');
    await list.scrollIntoViewIfNeeded();
    const boxes = await list.locator(':scope > li:visible').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
    const whole = slotGames.length - (slotGames.length % 4);
    expect(boxes).toHaveLength(whole);
    const rows = new Map<number, DOMRect[]>();
    for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    expect([...rows.values()].map((row) => row.length)).toEqual(Array(whole / 4).fill(4));
    const { left, right } = await list.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(left);
      expect(box.right).toBeLessThanOrEqual(right + 0.5);
      expect(box.width).toBeGreaterThan(76); // a tile's name in two lines at most needs about this
    }
    expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await expect(page.locator('section#online-slots .swipe-cue')).toHaveCount(0);
  });

  test('on a phone each shelf (the promotions, the other games) says it scrolls on, its cue following it; from 640 px, a grid, no cue', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/');
    // The track's thumb is its background's gold run, at 0% of the track at the start and 100% at the end.
    const thumbAt = (cue: Locator) => cue.evaluate((el) => getComputedStyle(el, '::before').backgroundPositionX);
    for (const [section, hint] of [
      ['promotions', promotions.swipeHint],
      ['other-games', otherGamesSection.swipeHint],
    ] as const) {
      const lobby = page.locator(`section#${section}`);
      const cue = lobby.locator('.swipe-cue');
      await expect(cue).toHaveText(hint);
      await expect(cue).toHaveAttribute('aria-hidden', 'true');
      await cue.scrollIntoViewIfNeeded();
      await expect(cue).toBeInViewport();
      expect(await thumbAt(cue)).toBe('0%');
      await lobby.locator('.shelf').evaluate((row) => (row.scrollLeft = row.scrollWidth));
      await expect.poll(() => thumbAt(cue)).toBe('100%');
    }
    await page.setViewportSize({ width: 640, height: 900 });
    await expect(page.locator('.swipe-cue').first()).toBeHidden();
  });

  test('on a phone the games grid shows every game at once, four to a row, none cut and nothing to scroll', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/');
    const grid = page.locator('section#games-grid ul');
    await grid.scrollIntoViewIfNeeded();
    const boxes = await grid.locator('li').evaluateAll((items) => items.map((li) => li.getBoundingClientRect().toJSON() as DOMRect));
    const list = (await grid.boundingBox())!;
    expect(boxes.length).toBeGreaterThan(4);
    expect(new Set(boxes.slice(0, 4).map((b) => Math.round(b.top))).size).toBe(1);
    expect(Math.round(boxes[4]!.top)).toBeGreaterThan(Math.round(boxes[0]!.bottom));
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(list.x - 0.5);
      expect(box.right).toBeLessThanOrEqual(list.x + list.width + 0.5);
    }
    expect(await grid.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(page.locator('section#games-grid .swipe-cue')).toHaveCount(0);
  });

  test("the footer carries the app's two store links from 1024 px, under the slogan; below, only the app section does", async ({ page }) => {
    await page.goto('/');
    const footerStores = page.locator('footer').getByRole('link', { name: new RegExp(`^(${appDownload.ios.label}|${appDownload.android.label})`) });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(footerStores).toHaveCount(2);
    for (const link of await footerStores.all()) {
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', site.affiliateUrl);
    }
    await page.setViewportSize({ width: 768, height: 900 });
    for (const link of await footerStores.all()) await expect(link).toBeHidden();
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px a frame painted while the page streams in lays the hero's words where they end (no layout shift)`, async ({ page }) => {
      // Chrome paints what has arrived: the page cut off before the hero's offer card must place its title
      // where the whole page does (with its key art last in the markup, a phone moved them 172 px down, CLS 0.19).
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const whole = await page.locator('h1').evaluate((h1) => h1.getBoundingClientRect().toJSON() as DOMRect);
      await page.route('**/', async (route) => {
        const html = await (await route.fetch()).text();
        await route.fulfill({ contentType: 'text/html', body: html.slice(0, html.indexOf('data-testid="hero-offer"')) });
      });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const cut = await page.locator('h1').evaluate((h1) => h1.getBoundingClientRect().toJSON() as DOMRect);
      expect([cut.x, cut.y, cut.width]).toEqual([whole.x, whole.y, whole.width]);
    });
  }

  test.describe("the hero's game row", () => {
    for (const javaScriptEnabled of [true, false]) {
      test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
        test.use({ javaScriptEnabled });

        test('is on the first phone screen, and each link brings its block into view below the header', async ({ page }) => {
          await page.setViewportSize({ width: 390, height: 844 });
          await page.goto('/');
          const row = page.getByRole('navigation', { name: hero.gameLinks.label });
          const links = row.getByRole('link');
          await expect(links).toHaveText(hero.gameLinks.links.map((link) => link.label));
          await expect(links.first()).toBeInViewport();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390); // the row scrolls, not the page
          for (const index of [0, 2, hero.gameLinks.links.length - 1]) {
            const link = links.nth(index);
            await link.scrollIntoViewIfNeeded();
            const href = (await link.getAttribute('href'))!;
            await link.click();
            await expect(page).toHaveURL(new RegExp(`${href}$`));
            const target = page.locator(href);
            await expect(target).toBeInViewport();
            const [top, header] = await Promise.all([
              target.evaluate((el) => el.getBoundingClientRect().top),
              page
                .locator('header')
                .first()
                .evaluate((el) => el.getBoundingClientRect().bottom),
            ]);
            expect(top).toBeGreaterThanOrEqual(header - 1); // not hidden under the sticky header
            await page.evaluate(() => window.scrollTo(0, 0));
          }
        });
      });
    }
  });

  test('every call to action and external link points at the one affiliate URL', async ({ page }) => {
    await page.goto('/');
    for (const cta of [gamesGrid.action, appDownload.ios, appDownload.android, downloadBonus.action, safeAndSecure.action, ...hero.actions, membership.signUp]) {
      const label = [cta.label, 'context' in cta ? cta.context : undefined].filter(Boolean).join(' ');
      const links = page.getByRole('main').getByRole('link', { name: label, exact: true });
      await expect(links.first(), label).toHaveAttribute('href', site.affiliateUrl);
    }
    const externals = await page.locator('a[href^="http"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(externals.length).toBeGreaterThan(30);
    expect(new Set(externals)).toEqual(new Set([site.affiliateUrl]));
  });

  test('every image has width, height and alt text', async ({ page }) => {
    await page.goto('/');
    const images = await page
      .locator('img')
      .evaluateAll((imgs) =>
        imgs.map((img) => ({ src: img.getAttribute('src'), width: img.getAttribute('width'), height: img.getAttribute('height'), alt: img.getAttribute('alt') })),
      );
    expect(images.length).toBeGreaterThan(40);
    for (const image of images) {
      expect(Number(image.width), image.src!).toBeGreaterThan(0);
      expect(Number(image.height), image.src!).toBeGreaterThan(0);
      expect(image.alt, image.src!).not.toBeNull();
    }
  });

  test('every <picture> lays its image out as if alone (display: contents)', async ({ page }) => {
    await page.goto('/');
    const displays = await page.locator('picture').evaluateAll((pictures) => pictures.map((picture) => getComputedStyle(picture).display));
    expect(displays.length).toBeGreaterThan(40);
    expect(new Set(displays)).toEqual(new Set(['contents']));
  });

  for (const width of [768, 390]) {
    test(`the download bonus banner is hidden at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.getByTestId('download-bonus-banner')).toBeHidden();
      await expect(page.getByRole('link', { name: downloadBonus.action.label })).toBeVisible();
    });
  }

  test('the download bonus banner shows on desktop', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('download-bonus-banner')).toBeVisible();
  });

  // On a phone the art opens the hero, above the title; on a tablet it stands beside the title; from lg beside all of it.
  for (const [width, place] of [
    [390, 'above the title'],
    [768, 'beside the title'],
    [1280, 'beside the card'],
  ] as const) {
    test(`at ${width} px the hero's key art stands ${place}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const [title, card, art] = await Promise.all([
        page.getByRole('heading', { level: 1 }).boundingBox(),
        page.getByTestId('hero-offer').boundingBox(),
        page.locator('[data-section="hero"] [data-split-part="media"] img').boundingBox(),
      ]);
      const centre = { x: art!.x + art!.width / 2, y: art!.y + art!.height / 2 };
      if (place === 'above the title') {
        // whole on the screen, centred, at least 280 px wide (in the offer card's corner it stood 208 px)
        expect(art!.width).toBeGreaterThanOrEqual(280);
        expect(Math.abs(centre.x - width / 2)).toBeLessThan(2);
        expect(centre.y).toBeLessThan(title!.y);
        expect(art!.x).toBeGreaterThanOrEqual(0);
        expect(art!.x + art!.width).toBeLessThanOrEqual(width);
      } else {
        expect(centre.x).toBeGreaterThan(card!.x + card!.width * (place === 'beside the title' ? 0.5 : 1));
        expect(centre.y > card!.y && centre.y < card!.y + card!.height && centre.x < card!.x + card!.width).toBe(false);
      }
      if (place === 'beside the title') {
        // the art in the title's rows, the card under both at the page's width
        expect(centre.y).toBeLessThan(card!.y);
        expect(centre.y).toBeGreaterThan(title!.y);
        expect(card!.width).toBeGreaterThan(width - 60);
      }
    });
  }

  for (const width of [390, 768, 1280]) {
    test(`at ${width} px a tap anywhere on the hero's offer card follows its claim button`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const card = page.getByTestId('hero-offer');
      const claim = card.getByRole('link', { name: hero.offer.action.label });
      await expect(claim).toHaveClass(/btn-primary/);
      const hits = await card.evaluate((box) => {
        const r = box.getBoundingClientRect();
        return [
          [0.1, 0.1],
          [0.9, 0.15],
          [0.5, 0.5],
          [0.9, 0.9],
          [0.1, 0.9],
        ].map(([x, y]) => document.elementFromPoint(r.left + r.width * x!, r.top + r.height * y!)?.closest('a') === box.querySelector('a'));
      });
      expect(hits).toEqual([true, true, true, true, true]);
    });

    test(`at ${width} px a tap anywhere on a promotion or game card follows its action, a text link with an arrow`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const cards = page.locator('[data-section="promotions"] li, [data-section="other-games"] li');
      await expect(cards).toHaveCount(7);
      for (const card of await cards.all()) {
        await card.scrollIntoViewIfNeeded();
        const link = card.getByRole('link');
        await expect(link).toHaveCount(1);
        await expect(link).toHaveClass(/btn-link/);
        await expect(link.locator('svg[aria-hidden="true"]')).toHaveCount(1);
        // The card's art, its corners and its words all lead to the one link.
        // Hit-tested after two frames: a section that has just scrolled in (content-visibility: auto) lays out its contents then.
        const hits = await card.evaluate(async (li) => {
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          const box = li.getBoundingClientRect();
          const points: [number, number][] = [
            [0.1, 0.1],
            [0.9, 0.15],
            [0.5, 0.5],
            [0.9, 0.9],
            [0.1, 0.9],
          ];
          return points.map(([x, y]) => document.elementFromPoint(box.left + box.width * x, box.top + box.height * y)?.closest('a') === li.querySelector('a'));
        });
        expect(hits, await link.innerText()).toEqual([true, true, true, true, true]);
      }
    });

    test(`at ${width} px the welcome card's action is a text link with an arrow, over the card (from md, over its words' side)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const card = page.locator('[data-section="welcome"] > div');
      await card.scrollIntoViewIfNeeded();
      const link = card.getByRole('link');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveClass(/btn-link/);
      const hits = await card.evaluate(async (box) => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const r = box.getBoundingClientRect();
        const at = (x: number, y: number) => document.elementFromPoint(r.left + r.width * x, r.top + r.height * y)?.closest('a') === box.querySelector('a');
        return { words: [at(0.05, 0.1), at(0.2, 0.5), at(0.05, 0.9)], art: at(0.9, 0.15) };
      });
      expect(hits).toEqual({ words: [true, true, true], art: width < 768 });
    });
  }
});
