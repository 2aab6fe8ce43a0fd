import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { settle } from './settle';

const WIDTHS = [320, 375, 390, 768, 1024, 1280, 1440];
const MIN_TAP = 44;
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
      /** The union of the visible boxes of a part's children: what it shows, not the cell it sits in. */
      const contentBox = (part: Element | null) => {
        const boxes = [...(part?.querySelectorAll('*') ?? [])]
          .filter((el) => el.children.length === 0 || el.tagName === 'IMG')
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
      return [{ section, box: rect(node), text, media }];
    }),
  );
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

for (const width of WIDTHS) {
  test.describe(`home page layout at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, bypassCSP: true });

    test('nothing scrolls sideways, every tap target is 44×44, no caption shows twice', async ({ page }) => {
      await page.goto('/');
      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);

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
      expect(small, 'tap targets smaller than 44×44').toEqual([]);

      const captions = await page
        .locator('figcaption, [data-split] h2, [data-split] h3, li h3')
        .evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).innerText.trim()).filter(Boolean));
      const repeated = captions.filter((text, index) => captions.indexOf(text) !== index);
      expect(repeated, 'captions and card titles shown more than once').toEqual([]);
      // A gallery tile shows its title once: in the caption, never also drawn beside it.
      const tiles = await page
        .getByTestId('slot-gallery')
        .locator('li')
        .evaluateAll((items) => items.map((li) => ({ text: (li as HTMLElement).innerText.trim(), caption: li.querySelector('figcaption')?.textContent?.trim() })));
      for (const tile of tiles) expect(tile.text).toBe(tile.caption);
    });

    test('two-column blocks line up their halves and leave no empty quarter', async ({ page }) => {
      await page.goto('/');
      await settle(page);
      const layouts = await splitLayouts(page);
      if (width >= 1024)
        expect(layouts.map((l) => l.section)).toEqual(expect.arrayContaining(['hero', 'membership', 'app-download', 'download-bonus', 'safe-secure', 'online-slots']));
      for (const { section, box, text, media } of layouts) {
        const centre = (b: Box) => b.y + b.height / 2;
        expect(Math.abs(centre(text) - centre(media)), `${section}: text and media centres (px apart)`).toBeLessThanOrEqual(CENTRE_TOLERANCE);
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
          expect(covered, `${section}: ${qy ? 'bottom' : 'top'}-${qx ? 'right' : 'left'} quarter covered`).toBeGreaterThan(0.2);
        }
      }
    });
  });
}
