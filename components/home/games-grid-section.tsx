import type { SiteContent } from '@/content';
import { ContentImage } from '../ui/content-image';
import { Section, SectionHeading } from '../ui/section';
import { SiteLink } from '../ui/site-link';
import { GameBadge, tileName } from './game-badge';
import { LobbyClose } from './lobby-close';
import { imageSizes } from '@/lib/design-tokens';

type Home = SiteContent['home'];
type Games = SiteContent['games'];

export function GamesGridSection({ gamesGrid, gridGames, badges }: { gamesGrid: Home['gamesGrid']; gridGames: Games['gridGames']; badges: Games['badges'] }) {
  return (
    <Section id="games-grid" className="section-band section-band-felt">
      <SectionHeading id="games-grid" centred kicker={gamesGrid.kicker} heading={gamesGrid.heading} intro={gamesGrid.intro} />
      {/* On a phone all eight at once, four to a row like an app's icons, as the slots' (a second sideways shelf
        read as one swipe row too many); from md four to a row; from lg eight, square, near the slot tiles' size
        (at four to a row, 274 px at 1280, near twice a slot tile: three blind reviews read two tile systems). */}
      <ul className="mt-6 grid grid-cols-4 gap-x-2 gap-y-3 sm:mt-8 sm:grid-cols-2 sm:gap-4 md:grid-cols-4 lg:grid-cols-8 lg:gap-x-3 lg:gap-y-4">
        {gridGames.map((game) => (
          <li key={game.title}>
            <SiteLink href={game.href} section="games-grid" aria-label={tileName(game, badges)} className="game-card">
              <GameBadge badge={game.badge} words={badges} />
              <ContentImage
                image={game.image}
                sizes={imageSizes({ page: '136px', lg: 'calc((100vw - 10rem) / 8)', md: '23vw', sm: '46vw', base: '23vw' })}
                className="game-card-image"
              />
              <span className="game-card-label">
                <span className="tile-title">{game.title}</span>
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
      <LobbyClose cta={gamesGrid.action} section="games-grid" />
    </Section>
  );
}
