// Build step (a fifth of a second, so it always runs): the two typefaces, cut to what the site sets in
// them with hb-subset (subset-font, HarfBuzz's subsetter). Both keep printable ASCII and every other
// character the content files hold (read as text at each build, so an edit there is covered, and a
// file with a mistake in it does not stop this step: the content check reports it):
// - display: Outfit (@fontsource-variable/outfit, 32 KB Latin woff2) for headings, buttons, kickers
//   and offers, at the one weight the site sets it in: about 8.5 KB. At 14.7 KB (weights 600-900) the
//   home page's simulated LCP was 1,280 ms, over the budget.
// - body: Figtree (@fontsource-variable/figtree, 20 KB Latin woff2) for running text, at its one weight,
//   400: about 6.6 KB, where the 400-700 range was 11.5 KB of the phone's first view. Emphasis is set in
//   the display face (labels, game names, the helpline number) or by colour (links), never a bolder
//   body weight: e2e/layout.spec.ts fails on body text set heavier, which the browser would fake.
// Anything outside a subset falls back to the size-adjusted fallback font. components/fonts.ts loads
// the results through next/font/local.
//
//   tsx scripts/build-fonts.ts
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { BODY_WEIGHT, DISPLAY_WEIGHT } from '../lib/font-weights';

const CACHE = path.join(__dirname, '..', '.cache', 'fonts');
const CONTENT = path.join(__dirname, '..', 'content');

const FACES = [
  {
    name: 'display',
    source: require.resolve('@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2'),
    target: path.join(CACHE, 'outfit-display.woff2'),
    axes: { wght: DISPLAY_WEIGHT },
  },
  {
    name: 'body',
    source: require.resolve('@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2'),
    target: path.join(CACHE, 'figtree-body.woff2'),
    axes: { wght: BODY_WEIGHT },
  },
];

const ASCII = String.fromCodePoint(...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i));

/** Drawn by the stylesheet rather than written in content: the drawer's chevrons. */
const STYLESHEET = '›';

/** Printable ASCII and the stylesheet's glyphs, plus whatever else the content files write. */
export function siteCharacters(): string {
  const text = readdirSync(CONTENT)
    .filter((file) => file.endsWith('.json'))
    .map((file) => readFileSync(path.join(CONTENT, file), 'utf8'))
    .join('');
  const used = [...new Set(text + STYLESHEET)].filter((char) => char > '~');
  return ASCII + used.join('');
}

export async function buildFonts(): Promise<void> {
  mkdirSync(CACHE, { recursive: true });
  const sizes = await Promise.all(
    FACES.map(async ({ name, source, target, axes }) => {
      const original = readFileSync(source);
      const subset = await subsetFont(original, siteCharacters(), { targetFormat: 'woff2', variationAxes: axes });
      writeFileSync(target, subset);
      return `${name} face cut from ${original.length} to ${subset.length} bytes`;
    }),
  );
  console.log(`Fonts: ${sizes.join(', ')}.`);
}

if (require.main === module) {
  buildFonts().catch((error: Error) => {
    console.error(`build-fonts: ${error.message}`);
    process.exit(1);
  });
}
