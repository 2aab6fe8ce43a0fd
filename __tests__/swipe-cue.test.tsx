import { render } from '@testing-library/react';
import { GamesGridSection } from '@/components/home/games-grid-section';
import { OnlineSlotsSection } from '@/components/home/online-slots-section';
import { OtherGamesSection } from '@/components/home/other-games-section';
import { PromotionsSection } from '@/components/home/promotions-section';
import { LOBBY_TILES_IN_VIEW } from '@/components/home/swipe-cue';
import { gallery, gameBadges, gamesGrid, gridGames, onlineSlots, otherGames, otherGamesSection, promotions, slotGames } from '@/content';

// The cue under a phone's shelf says it scrolls on; a shelf whose cards all fit in view gets none.
describe('SwipeCue', () => {
  const cue = (container: HTMLElement) => container.querySelector('.swipe-cue');

  it('stands under the slot gallery while its tiles run past one view, hidden from screen readers', () => {
    expect(slotGames.length).toBeGreaterThan(LOBBY_TILES_IN_VIEW);
    const slots = (games: typeof slotGames) =>
      render(<OnlineSlotsSection showSlots showSabong={false} onlineSlots={onlineSlots} slotGames={games} badges={gameBadges} gallery={gallery} />);
    const { container, unmount } = slots(slotGames);
    expect(cue(container)).toHaveTextContent(onlineSlots.swipeHint);
    expect(cue(container)).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('ul')!.compareDocumentPosition(cue(container)!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
    expect(cue(slots(slotGames.slice(0, LOBBY_TILES_IN_VIEW)).container)).toBeNull();
  });

  it('is never under the games grid, a grid on a phone too', () => {
    const { container } = render(<GamesGridSection gamesGrid={gamesGrid} gridGames={gridGames} badges={gameBadges} />);
    expect(cue(container)).toBeNull();
    expect(container.querySelector('.shelf')).toBeNull();
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
