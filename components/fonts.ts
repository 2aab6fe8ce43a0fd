import localFont from 'next/font/local';

/**
 * The display typeface (headings, wordmark, buttons, offers): Outfit at weight 800, cut to the
 * site's characters by scripts/build-fonts.ts from @fontsource-variable/outfit. Every bold class
 * (600-900) matches this one face; the browser synthesises nothing from a face this heavy.
 * next/font/local self-hosts and preloads it and declares a size-adjusted Arial fallback, which
 * keeps a late swap from moving text where Arial exists (it does not on Debian or Android; see the
 * issue note). Body text stays on the system stack. Only the common layout sets the variable, but
 * Next ties the preload to the shared stylesheet, so the blank /sign-up page preloads it too.
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
