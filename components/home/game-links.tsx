import type { ImageAsset, OfferingId } from '@/content';
import { ContentImage } from '../ui/content-image';
import { imageSizes } from '@/lib/design-tokens';

export interface GameLink {
  offering: OfferingId;
  label: string;
  art: ImageAsset;
  /** `#id` of the home-page block that shows the offering */
  href: string;
}

/**
 * The hero's row of game kinds, each a tile of its render: the first games a visitor sees, one tap from the
 * first screen (each jumps down the page to its block). On a phone the row is in the first screen, so its
 * pictures are part of the first view (about 12 KB; npm run bench counts them).
 */
export function GameLinks({ label, links }: { label: string; links: GameLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} data-split-band="" className="[grid-area:games]">
      <ul className="game-links">
        {links.map(({ offering, label: text, art, href }) => (
          <li key={offering}>
            <a href={href} className="game-link">
              <ContentImage image={art} priority="low" sizes={imageSizes({ page: '11.5rem', md: 'calc((100vw - 5rem) / 6)', base: 'calc((100vw - 3rem) / 3)' })} />
              <span>{text}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
