import { render } from '@testing-library/react';
import { GamesGridSection } from '@/components/home/games-grid-section';
import { OtherGamesSection } from '@/components/home/other-games-section';
import { PromotionsSection } from '@/components/home/promotions-section';
import { LOBBY_TILES_IN_VIEW } from '@/components/home/swipe-cue';
import { gameBadges, gamesGrid, gridGames, otherGames, otherGamesSection, promotions } from '@/content';

// The cue under a phone's shelf says it scrolls on; a shelf whose cards all fit in view gets none.
describe('SwipeCue', () => {
  const cue = (container: HTMLElement) => container.querySelector('.swipe-cue');

  it('stands under the games grid while its tiles run past one view, hidden from screen readers', () => {
    expect(gridGames.length).toBeGreaterThan(LOBBY_TILES_IN_VIEW);
    const { container } = render(<GamesGridSection gamesGrid={gamesGrid} gridGames={gridGames} badges={gameBadges} />);
    expect(cue(container)).toHaveTextContent(gamesGrid.swipeHint);
    expect(cue(container)).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('ul')!.compareDocumentPosition(cue(container)!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is left out when the games grid fits in one view', () => {
    const { container } = render(<GamesGridSection gamesGrid={gamesGrid} gridGames={gridGames.slice(0, LOBBY_TILES_IN_VIEW)} badges={gameBadges} />);
    expect(cue(container)).toBeNull();
  });

  it('stands under the other games while there are two or more, and not under one alone', () => {
    const { container, rerender } = render(<OtherGamesSection categories={otherGames} otherGamesSection={otherGamesSection} />);
    expect(cue(container)).toHaveTextContent(otherGamesSection.swipeHint);
    rerender(<OtherGamesSection categories={otherGames.slice(0, 1)} otherGamesSection={otherGamesSection} />);
    expect(cue(container)).toBeNull();
  });

  it('stands under the promotions while there are two or more cards, and not under one alone', () => {
    const { container, rerender } = render(<PromotionsSection promotions={promotions} />);
    expect(cue(container)).toHaveTextContent(promotions.swipeHint);
    rerender(<PromotionsSection promotions={{ ...promotions, cards: promotions.cards.slice(0, 1) }} />);
    expect(cue(container)).toBeNull();
  });
});
