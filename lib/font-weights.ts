// The one weight each typeface is cut to (scripts/build-fonts.ts) and declared at (components/fonts.ts,
// where next/font needs them written out): text set heavier in a face than its weight is faked by the browser.

/** Outfit, for headings, buttons, kickers, offers and labels. */
export const DISPLAY_WEIGHT = 800;
/** Figtree, for running text. */
export const BODY_WEIGHT = 400;
