import localFont from 'next/font/local';

/**
 * The display typeface (headings, wordmark, buttons, offers): Outfit, cut to the site's characters
 * and weights 600-900 by scripts/build-fonts.ts from @fontsource-variable/outfit. next/font/local
 * self-hosts and preloads it and declares an Arial fallback with size-adjust, so swapping it in
 * moves nothing (CLS 0). Body text stays on the system stack. Only the pages inside the common
 * layout use it: the blank /sign-up page does not download it.
 */
export const displayFont = localFont({
  src: '../.cache/fonts/outfit-display.woff2',
  weight: '600 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-display',
  fallback: ['system-ui', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
