// Design facts needed outside the stylesheet too; tailwind.config.ts names them for the classes.

/** The page's colour: the stylesheet, the browser's theme colour, the web app manifest. */
export const PAGE_COLOUR = '#0b1026';

/** The content column's widest (CSS px): from this viewport width up, images stop growing. */
export const PAGE_WIDTH = 1216;

/** Tailwind's default breakpoints, which the layout uses (min-width, CSS px). */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/**
 * An <img sizes> value from how wide the image is shown: from xl when a layout changes there, at the
 * page's full width, then from each breakpoint up, then below the smallest one given.
 */
export function imageSizes(widths: { xl?: string; page: string; lg?: string; md?: string; sm?: string; base: string }): string {
  const steps: [number, string | undefined][] = [
    [BREAKPOINTS.xl, widths.xl],
    [PAGE_WIDTH, widths.page],
    [BREAKPOINTS.lg, widths.lg],
    [BREAKPOINTS.md, widths.md],
    [BREAKPOINTS.sm, widths.sm],
  ];
  return [...steps.filter(([, width]) => width).map(([min, width]) => `(min-width: ${min}px) ${width}`), widths.base].join(', ');
}
