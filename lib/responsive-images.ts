// What the build-time image pipeline (scripts/build-images.ts) writes and what <ContentImage>
// asks for: one set of rules, so the two cannot drift apart. Pure (a type import only): it runs
// in the build script, the components and the tests alike.
import type { ImageAsset } from '@/content';

export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Generated files live here (public/img/, committed with scripts/build-images.manifest.json); the URL mirrors the source's path. */
export const GENERATED_DIR = '/img';

/**
 * Up to this width an image is shown at a fixed size (icons, game tiles): it gets 1x, 1.5x and 2x. The
 * 1.5x file is what a 1.75x phone takes for an icon shown smaller there (64 of its 80 px: 112 px wanted).
 */
export const FIXED_SIZE_MAX = 160;

/**
 * Widths offered for a fluid image, cut at twice its largest displayed width. 480 is there for
 * phones: an image 240-275 px wide on a 1.75-2x screen would otherwise take the 640 file.
 */
const WIDTH_LADDER = [320, 480, 640, 960, 1280];
const WIDEST = 1920;

/**
 * The widths generated for an image whose largest displayed width is `width` CSS pixels:
 * enough for 2x screens, never more than two steps apart.
 */
export function imageWidths(width: number): number[] {
  if (width <= FIXED_SIZE_MAX) return [width, Math.round(width * 1.5), width * 2];
  const widths = WIDTH_LADDER.filter((w) => w < width * 2);
  const largest = Math.min(width * 2, WIDEST);
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}

/** "/images/games/a.svg", 300, "avif" -> "/img/games/a.300.avif" (sources outside /images keep their path) */
export function variantSrc(src: string, width: number, format: ImageFormat): string {
  const stem = src.replace(/^\/images\//, '/').replace(/\.[a-z0-9]+$/i, '');
  return `${GENERATED_DIR}${stem}.${width}.${format}`;
}

/** Every file of one format, described by its width: the browser picks by the <img sizes> and the screen. */
export function srcSet(image: ImageAsset, format: ImageFormat): string {
  return imageWidths(image.width)
    .map((w) => `${variantSrc(image.src, w, format)} ${w}w`)
    .join(', ');
}

/** The fallback <img src>: the variant closest to the displayed width on a 1x screen. */
export function fallbackSrc(image: ImageAsset): string {
  const widths = imageWidths(image.width);
  const fit = widths.find((w) => w >= image.width) ?? widths[widths.length - 1]!;
  return variantSrc(image.src, fit, 'webp');
}
