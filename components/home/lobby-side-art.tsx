import type { ImageAsset } from '@/content';
import { ContentImage } from '../ui/content-image';

/**
 * A lobby's picture in the column beside its tiles, from xl only (app/globals.css: .lobby-side-art): below
 * that it is not displayed, so a phone's lazy image is never fetched. It fills what the column has left
 * between the heading and the button, up to its own size.
 */
export function LobbySideArt({ image }: { image: ImageAsset | undefined }) {
  if (!image) return null;
  return (
    <div className="lobby-side-art">
      <ContentImage image={image} sizes={`${image.width}px`} />
    </div>
  );
}
