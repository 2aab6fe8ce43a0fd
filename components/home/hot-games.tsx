import type { SiteContent } from '@/content';
import { FireIcon } from '../ui/icons';
import { SlotTile } from './slot-tile';
import { imageSizes } from '@/lib/design-tokens';

type Games = SiteContent['games'];

/**
 * The hero's row of games the operator marks as featured (games.json, `featured`): real game tiles in the
 * first screens, where a lobby shows its hot games (the gallery began on a phone's fifth screen, and four
 * blind reviews read the page as no lobby). Four on a phone, six on a tablet, eight from lg (app/globals.css,
 * .hot-games-row); the same tiles, and links, as the gallery's. Below the first screen: its pictures load lazily.
 */
export function HotGames({ heading, games, badges }: { heading: string; games: Games['slotGames']; badges: Games['badges'] }) {
  if (games.length === 0) return null;
  return (
    <div data-split-band="" data-testid="hot-games" className="hot-games [grid-area:hot]">
      <h2 className="hot-games-heading">
        <FireIcon className="text-hot" />
        {heading}
      </h2>
      <ul className="hot-games-row">
        {games.map((game) => (
          <li key={game.title}>
            <SlotTile
              game={game}
              badges={badges}
              section="hot-games"
              sizes={imageSizes({ page: '136px', lg: 'calc((100vw - 9.5rem) / 8)', sm: 'calc((100vw - 6.5rem) / 6)', base: 'calc((100vw - 3.5rem) / 4)' })}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
