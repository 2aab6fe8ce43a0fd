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
// The fallbacks (fallbacks.css, beside the faces): while a face loads, text is set in a system face
// sized to take the same room (Capsize: @capsizecss/unpack reads the cut face's metrics, @capsizecss/core
// works out each fallback's overrides), so the swap moves almost nothing. next/font's own fallback names
// Arial alone, which Android and Linux do not have: there the text fell back to the wider system face
// and moved at the swap (Lighthouse's CLS on the home page 0.0045 without the preloads). So one
// fallback per system face a phone or computer has: Liberation Sans and Arimo (Linux, ChromeOS; Arial's
// metrics), Arial (Windows, macOS, iOS), Roboto (Android).
//
//   tsx scripts/build-fonts.ts
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arimo from '@capsizecss/metrics/arimo';
import roboto from '@capsizecss/metrics/roboto';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';
import { BODY_WEIGHT, DISPLAY_WEIGHT } from '../lib/font-weights';
import { writeFileAtomicSync } from './atomic-write';

const CACHE = path.join(__dirname, '..', '.cache', 'fonts');
const CONTENT = path.join(__dirname, '..', 'content');

/**
 * The fallbacks' families, in the order components/fonts.ts names them ("<family> Fallback: <system face>").
 * Linux's faces first: each `local()` the browser tries before one matches costs it a lookup, and on Linux
 * that lookup is a synchronous call to the browser process and fontconfig, all inside the first layout
 * (the home page's first layout here: 68-79 ms with Arial and Roboto tried first, 50-60 ms in this order,
 * four fresh browsers each; Lighthouse counts it four times over, before the first paint, and its
 * simulated LCP went from 1,251 to 1,222 ms, medians of six interleaved runs). On Android the lookup reads
 * a table the browser already holds, so the three misses before Roboto cost a phone next to nothing.
 */
export const SYSTEM_FALLBACKS: FontMetrics[] = [{ ...arimo, familyName: 'Liberation Sans', fullName: 'Liberation Sans', postscriptName: 'LiberationSans' }, arimo, arial, roboto];
export const FALLBACKS_CSS = path.join(CACHE, 'fallbacks.css');

const FACES = [
  {
    name: 'display',
    family: 'displayFont',
    source: require.resolve('@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2'),
    target: path.join(CACHE, 'outfit-display.woff2'),
    axes: { wght: DISPLAY_WEIGHT },
  },
  {
    name: 'body',
    family: 'bodyFont',
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
  const faces = await Promise.all(
    FACES.map(async ({ name, family, source, target, axes }) => {
      const original = readFileSync(source);
      const subset = await subsetFont(original, siteCharacters(), { targetFormat: 'woff2', variationAxes: axes });
      writeFileAtomicSync(target, subset);
      const metrics = await fromBuffer(subset);
      return {
        size: `${name} face cut from ${original.length} to ${subset.length} bytes`,
        fallbacks: createFontStack([{ ...metrics, familyName: family }, ...SYSTEM_FALLBACKS]).fontFaces,
      };
    }),
  );
  writeFileAtomicSync(FALLBACKS_CSS, `/* Written by scripts/build-fonts.ts */\n${faces.map((face) => face.fallbacks).join('\n')}\n`);
  console.log(`Fonts: ${faces.map((face) => face.size).join(', ')}; their fallbacks for ${SYSTEM_FALLBACKS.map((font) => font.familyName).join(', ')}.`);
}

if (require.main === module) {
  buildFonts().catch((error: Error) => {
    console.error(`build-fonts: ${error.message}`);
    process.exit(1);
  });
}
