import localFont from 'next/font/local';
import '../.cache/fonts/fallbacks.css';

// The two typefaces, cut to the site's characters by scripts/build-fonts.ts and self-hosted by
// next/font/local. While they load, text is set in the first system face a device has of the fallbacks
// that script sizes to take the same room (fallbacks.css: Liberation Sans, Arimo, Arial, Roboto); the
// names below are its families, in its order, quoted for CSS (next/font writes them as given). No
// system-ui after them: past the sized faces the generic sans-serif is as good, and each family the
// browser has to look up on Linux costs the first layout a call to fontconfig (scripts/build-fonts.ts).
//
// Not preloaded: with a font preload in <head>, Chromium under Lighthouse held the first frame until
// about 1.0 or 2.0 s after the page had loaded (observed FCP 1,241-2,273 ms on the home page and
// 1,247-2,254 ms on /slots, against 173-467 ms without), whichever face was preloaded; simulated LCP
// on the home page 1,359-2,480 ms with both preloads, 1,214-1,227 ms without (3 runs each, one
// session). The inline stylesheet declares the faces in <head>, so they are still fetched with the
// first layout, and the sized fallbacks keep the swap's shift within the bench's CLS budget.

/** Headings, the logo's companions, buttons, kickers and offers: Outfit at weight 800 only. */
export const displayFont = localFont({
  src: '../.cache/fonts/outfit-display.woff2',
  weight: '800',
  style: 'normal',
  display: 'swap',
  variable: '--font-display',
  preload: false,
  fallback: ["'displayFont Fallback: Liberation Sans'", "'displayFont Fallback: Arimo'", "'displayFont Fallback: Arial'", "'displayFont Fallback: Roboto'", 'sans-serif'],
  adjustFontFallback: false,
});

/** Running text: Figtree at weight 400 only (emphasis goes to the display face or to colour). */
export const bodyFont = localFont({
  src: '../.cache/fonts/figtree-body.woff2',
  weight: '400',
  style: 'normal',
  display: 'swap',
  variable: '--font-body',
  preload: false,
  fallback: ["'bodyFont Fallback: Liberation Sans'", "'bodyFont Fallback: Arimo'", "'bodyFont Fallback: Arial'", "'bodyFont Fallback: Roboto'", 'sans-serif'],
  adjustFontFallback: false,
});

/** The class that sets both faces' variables on <html>. */
export const fontVariables = `${displayFont.variable} ${bodyFont.variable}`;
