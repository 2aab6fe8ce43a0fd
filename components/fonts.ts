import localFont from 'next/font/local';

/**
 * The display typeface (headings, wordmark, buttons, offers): Outfit at weight 800, cut to the
 * site's characters by scripts/build-fonts.ts from @fontsource-variable/outfit. Every bold class
 * (600-900) matches this one face; the browser synthesises nothing from a face this heavy. next/font/local
 * self-hosts and preloads it and declares an Arial fallback with size-adjust, so swapping it in
 * moves nothing (CLS 0). Body text stays on the system stack. Only the pages inside the common
 * layout use it: the blank /sign-up page does not download it.
 */
export const displayFont = localFont({
  src: '../.cache/fonts/outfit-display.woff2',
  weight: '800',
  style: 'normal',
  display: 'swap',
  variable: '--font-display',
  fallback: ['system-ui', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
