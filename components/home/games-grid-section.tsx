import type { CSSProperties } from 'react';
import type { SiteContent } from '@/content';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { Section, SectionHeading } from '../ui/section';
import { SiteLink } from '../ui/site-link';
import { GameBadge, tileName } from './game-badge';
import { LobbySideArt } from './lobby-side-art';
import { LOBBY_TILES_IN_VIEW, SwipeCue } from './swipe-cue';
import { imageSizes } from '@/lib/design-tokens';

type Home = SiteContent['home'];
type Games = SiteContent['games'];

/** The grid's columns from xl, beside the heading. */
const GRID_COLUMNS_XL = 4;

export function GamesGridSection({ gamesGrid, gridGames, badges }: { gamesGrid: Home['gamesGrid']; gridGames: Games['gridGames']; badges: Games['badges'] }) {
  return (
    <Section id="games-grid">
      <div className="lobby-split" style={{ '--grid-columns': GRID_COLUMNS_XL } as CSSProperties}>
        <SectionHeading id="games-grid" kicker={gamesGrid.kicker} heading={gamesGrid.heading} intro={gamesGrid.intro} />
        {/* On a phone a sideways shelf of two rows like the slots', three cards and the edge of a fourth in view;
          from md four to a row; from xl beside the heading, as the slots are, cards a little larger than a
          slot tile (at the full width they were 272 px beside the slots' 150), the row as wide as the slot
          gallery's five (816 px to its 814), so the two lobbies' tiles start in one line. */}
        <ul className="shelf lobby-row mt-6 sm:mt-8 sm:grid-cols-2 sm:gap-4 md:grid-cols-4 lg:gap-6 xl:grid-cols-[repeat(var(--grid-columns),12rem)]">
          {gridGames.map((game) => (
            <li key={game.title}>
              <SiteLink href={game.href} section="games-grid" aria-label={tileName(game, badges)} className="game-card">
                <GameBadge badge={game.badge} words={badges} />
                <ContentImage image={game.image} sizes={imageSizes({ xl: '192px', page: '274px', md: '23vw', sm: '46vw', base: '30vw' })} className="game-card-image" />
                <span className="game-card-label">{game.title}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
        <LobbySideArt image={gamesGrid.sideArt} />
        <SwipeCue hint={gamesGrid.swipeHint} count={gridGames.length} inView={LOBBY_TILES_IN_VIEW} />
        <div className="mt-6 flex sm:mt-10">
          <CtaLink cta={gamesGrid.action} section="games-grid" variant="secondary" size="lg" />
        </div>
      </div>
    </Section>
  );
}
