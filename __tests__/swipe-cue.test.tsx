import { render } from '@testing-library/react';
import { GamesGridSection } from '@/components/home/games-grid-section';
import { OnlineSlotsSection } from '@/components/home/online-slots-section';
import { OtherGamesSection } from '@/components/home/other-games-section';
import { PromotionsSection } from '@/components/home/promotions-section';
import { gallery, gameBadges, gamesGrid, gridGames, onlineSlots, otherGames, otherGamesSection, promotions, slotGames } from '@/content';

// The cue under a phone's shelf says it scrolls on; a shelf whose cards all fit in view gets none.
describe('SwipeCue', () => {
  const cue = (container: HTMLElement) => container.querySelector('.swipe-cue');

  it('is never under a lobby (the slot gallery, the games grid), a grid on a phone too', () => {
    const grid = render(<GamesGridSection gamesGrid={gamesGrid} gridGames={gridGames} badges={gameBadges} />);
    const slots = render(<OnlineSlotsSection showSlots showSabong={false} onlineSlots={onlineSlots} slotGames={slotGames} badges={gameBadges} gallery={gallery} />);
    for (const { container } of [grid, slots]) {
      expect(container.querySelector('ul')).not.toBeNull();
      expect(cue(container)).toBeNull();
      expect(container.querySelector('.shelf')).toBeNull();
    }
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
