import type { SiteContent } from '@/content';
import { ContentImage } from '../ui/content-image';
import { SiteLink } from '../ui/site-link';
import { GameBadge, tileName } from './game-badge';

type Games = SiteContent['games'];

/** A game's square tile: its art, its badge, its title set on the art's foot; one link to the game. */
export function SlotTile({ game, badges, sizes, section }: { game: Games['slotGames'][number]; badges: Games['badges']; sizes: string; section: string }) {
  return (
    <SiteLink href={game.href} section={section} aria-label={tileName(game, badges)} className="slot-tile">
      <GameBadge badge={game.badge} words={badges} />
      <figure>
        <ContentImage image={game.image} sizes={sizes} />
        <figcaption>
          <span className="tile-title">{game.title}</span>
        </figcaption>
      </figure>
    </SiteLink>
  );
}
