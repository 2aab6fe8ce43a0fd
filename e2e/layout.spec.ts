import type { Page } from '@playwright/test';
import { site } from '../content';
import { BODY_WEIGHT, DISPLAY_WEIGHT } from '../lib/font-weights';
import { expect, test } from './fixtures';
import { settle } from './settle';

const WIDTHS = [320, 375, 390, 430, 768, 1024, 1280, 1440] as const;
const MIN_TAP = 44;
/** The least room between a button and the edge of the card it stands in. */
const MIN_CARD_MARGIN = 12;
const CENTRE_TOLERANCE = 24;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** For each two-column block laid out side by side: its box, and the box of what each half shows. */
function splitLayouts(page: Page) {
  return page.locator('[data-split]').evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      const rect = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height };
      };
      const block = rect(node);
      /**
       * A band (data-split-band) laid across both columns belongs to neither half (the hero's game row
       * from md, the three steps' heading on a tablet).
       */
      const acrossBoth = (el: Element) => {
        const band = el.closest('[data-split-band]');
        return band !== null && rect(band).width > block.width * 0.6;
      };
      /** The block less its bands: a band over the halves lowers its top, one under them raises its bottom. */
      let [top, bottom] = [block.y, block.y + block.height];
      for (const band of [...node.querySelectorAll('[data-split-band]')].map(rect).filter((band) => band.width > block.width * 0.6)) {
        if (band.y + band.height / 2 < block.y + block.height / 2) top = Math.max(top, band.y + band.height);
        else bottom = Math.min(bottom, band.y);
      }
      const halves = { ...block, y: top, height: bottom - top };
      /** The union of the visible boxes of a part's children: what it shows, not the cell it sits in. */
      const contentBox = (part: Element | null) => {
        const boxes = [...(part?.querySelectorAll('*') ?? [])]
          .filter((el) => (el.children.length === 0 || el.tagName === 'IMG') && !acrossBoth(el))
          .map(rect)
          .filter((r) => r.width > 1 && r.height > 1);
        if (boxes.length === 0) return null;
        const left = Math.min(...boxes.map((b) => b.x));
        const top = Math.min(...boxes.map((b) => b.y));
        const right = Math.max(...boxes.map((b) => b.x + b.width));
        const bottom = Math.max(...boxes.map((b) => b.y + b.height));
        return { x: left, y: top, width: right - left, height: bottom - top };
      };
      const text = contentBox(node.querySelector('[data-split-part="text"]'));
      const media = contentBox(node.querySelector('[data-split-part="media"]'));
      if (!text || !media) return [];
      const sideBySide = text.x >= media.x + media.width - 1 || media.x >= text.x + text.width - 1;
      if (!sideBySide) return [];
      const section = node.closest('[data-section]')?.getAttribute('data-section') ?? '?';
      return [{ section, box: halves, text, media }];
    }),
  );
}

/**
 * Every visible run of text whose painted box reaches outside a box that clips it: an ancestor whose
 * overflow is not visible, or, for gradient text (background-clip: text), its own element's width:
 * its background is all the text is painted with. Visually hidden text (sr-only) is not on screen.
 * Text beside a sideways scroller's edge (the phone's slot row) is scrolled to, not cut off.
 */
function cutText(page: Page) {
  return page.evaluate(() => {
    const TOLERANCE = 1;
    const hidden = (el: Element) => {
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      // display: contents draws no box of its own (the hero's text half): its children are still shown
      return style.display !== 'contents' && (style.visibility === 'hidden' || style.clip === 'rect(0px, 0px, 0px, 0px)' || (r.width <= 1 && r.height <= 1));
    };
    const clipBox = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const border = (side: string) => parseFloat(style.getPropertyValue(`border-${side}-width`)) || 0;
      return { left: r.left + border('left'), right: r.right - border('right'), top: r.top + border('top'), bottom: r.bottom - border('bottom') };
    };
    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, [popover]:not(:popover-open)')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) continue;
      const box = {
        left: Math.min(...rects.map((r) => r.left)),
        right: Math.max(...rects.map((r) => r.right)),
        top: Math.min(...rects.map((r) => r.top)),
        bottom: Math.max(...rects.map((r) => r.bottom)),
      };
      // Past a sideways scroller, text out of view sideways is scrolled to: only its ancestors' height can cut it.
      let scrolledX = false;
      for (let el: Element | null = parent; el && el !== document.documentElement; el = el.parentElement) {
        if (hidden(el)) break;
        const style = getComputedStyle(el);
        const scroller = style.overflowX === 'auto' || style.overflowX === 'scroll';
        const clipsX = style.overflowX !== 'visible' && !scroller && !scrolledX;
        scrolledX ||= scroller;
        const clipsY = style.overflowY !== 'visible';
        const gradientText = el === parent && (style.backgroundClip === 'text' || style.getPropertyValue('-webkit-background-clip') === 'text');
        if (!clipsX && !clipsY && !gradientText) continue;
        const clip = clipBox(el);
        const outX = box.left < clip.left - TOLERANCE || box.right > clip.right + TOLERANCE;
        const outY = box.top < clip.top - TOLERANCE || box.bottom > clip.bottom + TOLERANCE;
        // A line box can be shorter than the font's ascent plus descent (leading-none), so a gradient's
        // vertical edge is not checked: it is the width that cut "FREE 100" to "FREE 10C".
        if (((clipsX || gradientText) && outX) || (clipsY && outY)) {
          const what = gradientText ? 'its gradient box' : `<${el.tagName.toLowerCase()} class="${el.className}">`;
          problems.push(
            `"${text.slice(0, 40)}" overflows ${what} by ${Math.round(Math.max(clip.left - box.left, box.right - clip.right, clip.top - box.top, box.bottom - clip.bottom))} px`,
          );
          break;
        }
      }
    }
    return problems;
  });
}

/** Every visible menu entry, button-styled link and footer link whose label breaks onto a second line. */
function wrappedLabels(page: Page) {
  return page.locator('.nav-link, .btn, footer a').evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      if (!node.checkVisibility() || node.closest('[popover]:not(:popover-open)')) return [];
      const lines = new Set<number>();
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.trim() || (text.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue; // visually hidden
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0) lines.add(Math.round(r.top + r.height / 2));
      }
      return lines.size > 1 ? [`"${node.textContent?.trim()}" takes ${lines.size} lines`] : [];
    }),
  );
}

/**
 * Every visible link and button that something else is drawn over: at its centre or the middle of an
 * edge, the element on top is neither it nor inside it (an app button pushed under the image beside it).
 * The sticky header is taken out of the flow so that it covers nothing while each target is in view; the
 * phone action bar stays, and a screen ends above the room the page keeps for it (its scroll padding, where
 * a jump or focus brings a target), so a target it covers there is reported.
 */
function coveredTargets(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('body > header');
    if (header) header.style.position = 'static';
    const INSET = 3;
    const kept = parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0;
    const problems: string[] = [];
    const nameOf = (el: HTMLElement) => (el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName).slice(0, 40);
    const coveredAt = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      // Its centre and the middle of each edge, inside the rounding of a pill or a card's corners.
      const round = Math.min(r.width, r.height) / 2;
      const [midX, midY] = [r.left + r.width / 2, r.top + r.height / 2];
      for (const [x, y] of [
        [midX, midY],
        [r.left + round, midY],
        [r.right - round, midY],
        [midX, r.top + INSET],
        [midX, r.bottom - INSET],
      ] as const) {
        const top = document.elementFromPoint(x, y);
        if (top && top !== el && !el.contains(top)) return { x, y: y + window.scrollY, top };
      }
      return null;
    };
    let unchecked = [...document.querySelectorAll<HTMLElement>('a[href], button')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && !el.closest('[popover]:not(:popover-open)') && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    });
    // A screen at a time: each target is checked in the first screen that shows it whole.
    for (let y = 0; unchecked.length > 0 && y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      unchecked = unchecked.filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.top < 0 || r.bottom > window.innerHeight - (el.closest('[data-action-bar]') ? 0 : kept)) return true;
        const covered = coveredAt(el);
        if (covered) {
          const by = `<${covered.top.tagName.toLowerCase()} class="${String(covered.top.className).slice(0, 60)}">`;
          problems.push(`"${nameOf(el)}" is covered at (${Math.round(covered.x)}, ${Math.round(covered.y)}) by ${by}`);
        }
        return false;
      });
    }
    if (header) header.style.position = '';
    window.scrollTo(0, 0);
    return [...problems, ...unchecked.map((el) => `"${nameOf(el)}" was never whole on one screen`)];
  });
}

/**
 * Buttons that crowd the card they stand in: closer than `min` px to an edge of their nearest bordered,
 * rounded ancestor (a card or panel). Not clipped and not covered, so the checks above miss it, but it
 * reads as broken ("Play arcade games" filling its card's padding at 390 px). Icon buttons sit in pills
 * of their own and are left out.
 */
function crowdedButtons(page: Page, min: number) {
  return page.locator('main .btn:not(.btn-icon)').evaluateAll(
    (buttons, min) =>
      buttons.flatMap((button) => {
        if (!button.checkVisibility()) return [];
        let card = button.parentElement;
        for (; card && card.tagName !== 'MAIN'; card = card.parentElement) {
          const style = getComputedStyle(card);
          if (parseFloat(style.borderTopWidth) > 0 && parseFloat(style.borderTopLeftRadius) >= 12) break;
        }
        if (!card || card.tagName === 'MAIN') return [];
        const [b, c] = [button.getBoundingClientRect(), card.getBoundingClientRect()];
        const gap = Math.min(b.left - c.left, c.right - b.right, b.top - c.top, c.bottom - b.bottom);
        return gap < min ? [`"${button.textContent?.trim()}": ${Math.round(gap)} px from its card's edge`] : [];
      }),
    min,
  );
}

/**
 * Visible text set at another weight than the one its face ships in (lib/font-weights.ts). Heavier body
 * text the browser would fake by smearing the outlines (emphasis goes to the display face or colour);
 * display text at another weight shows the display face all the same once it has loaded, but its sized
 * fallback at that weight until then, so the swap would change its weight.
 */
function offWeight(page: Page) {
  return page.evaluate(
    ({ body, display }) => {
      const faceOf = (el: Element) => getComputedStyle(el).fontFamily.split(',')[0];
      const bodyFace = faceOf(document.body);
      const probe = document.body.appendChild(document.createElement('span'));
      probe.className = 'font-display';
      const displayFace = faceOf(probe);
      probe.remove();
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || !node.textContent?.trim() || !el.checkVisibility()) continue;
        const style = getComputedStyle(el);
        const [face, weight] = [style.fontFamily.split(',')[0], Number(style.fontWeight)];
        const off = face === bodyFace ? weight > body : face === displayFace && weight !== display;
        if (off) found.add(`"${node.textContent.trim().slice(0, 40)}" at ${weight} in ${face}`);
      }
      return [...found];
    },
    { body: BODY_WEIGHT, display: DISPLAY_WEIGHT },
  );
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** The page at `width` px (900 tall), laid out again and scrolled to the top: one page resized through every width. */
async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollTo(0, 0))))));
}

/** Loads `route` once at the narrowest width and settles it; each test then resizes it through WIDTHS. */
async function open(page: Page, route: string) {
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  await page.goto(route);
  await settle(page);
}

test.describe('home page layout at every width (320 to 1440 px), one page resized', () => {
  test.use({ bypassCSP: true, allowedConsoleErrors: [/status of 404/] });
  test.describe.configure({ timeout: 120_000 });

  test('nothing scrolls sideways or is drawn over a link or button, every tap target is 44×44, no button crowds its card, no caption shows twice', async ({ page }) => {
    await open(page, '/');
    for (const width of WIDTHS) {
      await atWidth(page, width);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${width} px: horizontal overflow in px`).toBeLessThanOrEqual(0);

      // The logo, emblem and name, at every width: on two lines where one does not fit. Just after a resize the
      // <picture> may be between sources (currentSrc empty): the poll waits for the one it settles on.
      const logo = page.getByTestId('top-bar').getByRole('img', { name: site.brandName });
      await expect(logo).toBeVisible();
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => (img.currentSrc ? new URL(img.currentSrc).pathname : '')), { message: `${width} px: the logo` })
        .toBe(width < 480 ? '/brand/logo-stacked.svg' : '/brand/logo.svg');

      const small = await page.locator('a[href], button').evaluateAll(
        (elements, min) =>
          elements.flatMap((el) => {
            const r = el.getBoundingClientRect();
            const style = getComputedStyle(el);
            // Visually hidden (the skip link until focused) and closed-drawer entries are not on screen.
            if (r.width <= 1 || r.height <= 1 || style.visibility === 'hidden' || el.closest('[popover]:not(:popover-open)')) return [];
            return r.width < min || r.height < min ? [`${el.textContent?.trim() || el.getAttribute('aria-label')}: ${Math.round(r.width)}×${Math.round(r.height)}`] : [];
          }),
        MIN_TAP,
      );
      expect(small, `${width} px: tap targets smaller than 44×44`).toEqual([]);
      expect(await coveredTargets(page), `${width} px: links and buttons with something drawn over them`).toEqual([]);
      expect(await crowdedButtons(page, MIN_CARD_MARGIN), `${width} px: buttons closer than ${MIN_CARD_MARGIN} px to their card's edge`).toEqual([]);

      const captions = await page.locator('figcaption, [data-split] h2, [data-split] h3, li h3').evaluateAll((nodes) =>
        nodes
          .filter((n) => !n.closest('[data-testid="hot-games"]'))
          .map((n) => (n as HTMLElement).innerText.trim())
          .filter(Boolean),
      );
      const repeated = captions.filter((text, index) => captions.indexOf(text) !== index);
      expect(repeated, `${width} px: captions and card titles shown more than once`).toEqual([]);
      // The hero's hot row repeats games of the lobby below by design: each of its tiles is one of theirs
      // (compared as written: a tile a width hides reads as written, not in capitals).
      const titles = (selector: string) => page.locator(selector).evaluateAll((nodes) => nodes.map((n) => n.textContent?.trim()));
      const lobby = await titles('[data-testid="slot-gallery"] figcaption, .game-card-label');
      const hot = await titles('[data-testid="hot-games"] figcaption');
      expect(hot.length, `${width} px: the hot row`).toBeGreaterThan(0);
      expect(
        hot.filter((title) => !lobby.includes(title)),
        `${width} px: hot-row games not in the lobby below`,
      ).toEqual([]);
      // A gallery tile shows its title once: in the caption, never also drawn beside it (its badge's word apart).
      const tiles = await page
        .getByTestId('slot-gallery')
        .locator('li')
        .evaluateAll((items) =>
          items.map((li) => {
            const badge = (li.querySelector('.tile-badge') as HTMLElement | null)?.innerText.trim();
            const lines = (li as HTMLElement).innerText.split('\n').map((line) => line.trim());
            return { text: lines.filter((line) => line && line !== badge).join('\n'), caption: (li.querySelector('figcaption') as HTMLElement | null)?.innerText.trim() };
          }),
        );
      for (const tile of tiles) expect(tile.text, `${width} px`).toBe(tile.caption);
    }
  });

  for (const route of ['/', '/no-such-page']) {
    test(`${route}: no visible text is cut off by a box that hides overflow or by its own gradient-text box, no label breaks onto a second line, no text is set at another weight than its face`, async ({
      page,
    }) => {
      await open(page, route);
      for (const width of WIDTHS) {
        await atWidth(page, width);
        expect(await cutText(page), `${route} at ${width} px: text cut off`).toEqual([]);
        expect(await wrappedLabels(page), `${route} at ${width} px: labels broken onto two lines`).toEqual([]);
        expect(await offWeight(page), `${route} at ${width} px: text at another weight than its face's one weight`).toEqual([]);
      }
    });
  }

  test('one filled call to action per screen: no two primary buttons fit in one viewport together', async ({ page }) => {
    await open(page, '/');
    for (const width of WIDTHS) {
      await atWidth(page, width);
      const primaries = await page.locator('main .btn-primary').evaluateAll((nodes) =>
        nodes
          .filter((node) => node.checkVisibility())
          .map((node) => {
            const r = node.getBoundingClientRect();
            return { name: node.textContent?.trim() ?? '', top: r.top + window.scrollY, bottom: r.bottom + window.scrollY };
          })
          .sort((a, b) => a.top - b.top),
      );
      expect(primaries.length, `${width} px: filled buttons on the home page`).toBeGreaterThan(1);
      const screen = await page.evaluate(() => window.innerHeight);
      const together = primaries.slice(1).flatMap((next, i) => (next.bottom - primaries[i]!.top <= screen ? [`${primaries[i]!.name} and ${next.name}`] : []));
      expect(together, `${width} px: pairs within one ${screen} px screen`).toEqual([]);
    }
  });

  test('two-column blocks line up their halves and leave no empty quarter', async ({ page }) => {
    await open(page, '/');
    for (const width of WIDTHS) {
      await atWidth(page, width);
      const layouts = await splitLayouts(page);
      if (width >= 1024)
        expect(
          layouts.map((l) => l.section),
          `${width} px`,
        ).toEqual(expect.arrayContaining(['hero', 'membership', 'app-download', 'download-bonus', 'safe-secure', 'online-slots']));
      for (const { section, box, text, media } of layouts) {
        const centre = (b: Box) => b.y + b.height / 2;
        expect(Math.abs(centre(text) - centre(media)), `${width} px, ${section}: text and media centres (px apart)`).toBeLessThanOrEqual(CENTRE_TOLERANCE);
        const halfW = box.width / 2;
        const halfH = box.height / 2;
        for (const [qx, qy] of [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ] as const) {
          const quarter = { x: box.x + qx * halfW, y: box.y + qy * halfH, width: halfW, height: halfH };
          const covered = (overlap(quarter, text) + overlap(quarter, media)) / (halfW * halfH);
          expect(covered, `${width} px, ${section}: ${qy ? 'bottom' : 'top'}-${qx ? 'right' : 'left'} quarter covered`).toBeGreaterThan(0.2);
        }
      }
    }
  });
});
