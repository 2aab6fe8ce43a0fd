import localFont from 'next/font/local';

// The two typefaces, cut to the site's characters by scripts/build-fonts.ts and self-hosted by
// next/font/local, which preloads them and declares a size-adjusted Arial fallback for each: the
// swap moves no text where Arial exists (it does not on Debian or Android, where the fallback is
// the system face).

/** Headings, the logo's companions, buttons, kickers and offers: Outfit at weight 800 only. */
export const displayFont = localFont({
  src: '../.cache/fonts/outfit-display.woff2',
  weight: '800',
  style: 'normal',
  display: 'swap',
  variable: '--font-display',
  fallback: ['system-ui', 'sans-serif'],
  adjustFontFallback: 'Arial',
});

/** Running text: Figtree at weight 400 only (emphasis goes to the display face or to colour). */
export const bodyFont = localFont({
  src: '../.cache/fonts/figtree-body.woff2',
  weight: '400',
  style: 'normal',
  display: 'swap',
  variable: '--font-body',
  fallback: ['system-ui', 'sans-serif'],
  adjustFontFallback: 'Arial',
});

/** The class that sets both faces' variables on <html>. */
export const fontVariables = `${displayFont.variable} ${bodyFont.variable}`;
