// Build step (a fifth of a second, so it always runs): the display typeface, cut to what the site
// sets in it. Outfit (variable weight) comes from @fontsource-variable/outfit as a 32 KB Latin
// woff2. The site sets headings, buttons, kickers and the wordmark in it, all at one weight, in
// English, so hb-subset (subset-font, HarfBuzz's subsetter) keeps printable ASCII, every other
// character the content uses (read from content/ at each build, so an edit there is covered) and
// one instance of the weight axis: 8.5 KB. It is on every page's first view and ahead of the
// largest paint: at 14.7 KB (weights 600-900) the home page's simulated LCP was 1,280 ms, over the
// 1,200 ms budget. Anything outside the subset falls back to the size-adjusted fallback font. components/fonts.ts
// loads the result through next/font/local.
//
//   tsx scripts/build-fonts.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { content } from '../content';

const SOURCE = require.resolve('@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2');
export const DISPLAY_FONT = path.join(__dirname, '..', '.cache', 'fonts', 'outfit-display.woff2');

const ASCII = String.fromCodePoint(...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i));

/** Drawn by the stylesheet rather than written in content: the drawer's chevrons. */
const STYLESHEET = '›';

/** Printable ASCII and the stylesheet's glyphs, plus whatever else the content writes. */
export function displayCharacters(): string {
  const used = [...new Set(JSON.stringify(content) + STYLESHEET)].filter((char) => char > '~');
  return ASCII + used.join('');
}
/** The one weight the site sets the display face in (components/fonts.ts declares the same). */
export const DISPLAY_WEIGHT = 800;

export async function buildFonts(): Promise<void> {
  const source = readFileSync(SOURCE);
  const subset = await subsetFont(source, displayCharacters(), { targetFormat: 'woff2', variationAxes: { wght: DISPLAY_WEIGHT } });
  mkdirSync(path.dirname(DISPLAY_FONT), { recursive: true });
  writeFileSync(DISPLAY_FONT, subset);
  console.log(`Fonts: display face cut from ${source.length} to ${subset.length} bytes.`);
}

if (require.main === module) {
  buildFonts().catch((error: Error) => {
    console.error(`build-fonts: ${error.message}`);
    process.exit(1);
  });
}
