import type { ImageAsset } from '@/content/types';

interface ContentImageProps {
  image: ImageAsset;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}

export function ContentImage({ image, priority = false, className }: ContentImageProps) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
