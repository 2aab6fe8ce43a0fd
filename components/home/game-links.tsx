import type { OfferingId } from '@/content';
import { OFFERING_GLYPHS } from '../ui/icons';

export interface GameLink {
  offering: OfferingId;
  label: string;
  /** `#id` of the home-page block that shows the offering */
  href: string;
}

/** The hero's row of game kinds: each jumps down the page to its block, so the games are one tap from the first screen. */
export function GameLinks({ label, links }: { label: string; links: GameLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} data-split-band="" className="[grid-area:games]">
      <ul className="game-links">
        {links.map(({ offering, label: text, href }) => {
          const Glyph = OFFERING_GLYPHS[offering];
          return (
            <li key={offering}>
              <a href={href} className="game-link">
                <span className="game-link-disc">
                  <Glyph />
                </span>
                {text}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
