import type { ImageAsset } from '@/content';
import { FIXED_SIZE_MAX, fallbackSrc, srcSet } from '@/lib/responsive-images';

interface ContentImageProps {
  image: ImageAsset;
  /**
   * How wide the image is shown, as an <img sizes> value. Without it a fixed-size image (up to
   * FIXED_SIZE_MAX) is taken to show at its own width, and a wider one to fill the viewport up to it.
   */
  sizes?: string;
  className?: string;
  /**
   * 'high': the first image on screen (the hero's art): fetched at once, ahead of the rest. 'low': on screen at
   * first but second to the words there (the hero's game row), so it does not take the network from the fonts.
   */
  priority?: 'high' | 'low';
}

/**
 * A content image as AVIF with a WebP fallback, at the widths the build generated from the
 * source under public/ (scripts/build-images.ts). The <picture> has display: contents (app/globals.css),
 * so the <img> lays out exactly as it would on its own. Images load lazily, except the one of
 * `priority` 'high' (the hero art, above the fold on every screen).
 */
export function ContentImage({ image, sizes, className, priority }: ContentImageProps) {
  const imageSizes = sizes ?? (image.width > FIXED_SIZE_MAX ? `(min-width: ${image.width}px) ${image.width}px, 100vw` : `${image.width}px`);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={imageSizes} />
      <img
        src={fallbackSrc(image)}
        srcSet={srcSet(image, 'webp')}
        sizes={imageSizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority === 'high' ? 'eager' : 'lazy'}
        fetchPriority={priority}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
