import { render, screen, within } from '@testing-library/react';
import { GamesGridSection } from '@/components/home/games-grid-section';
import { OnlineSlotsSection } from '@/components/home/online-slots-section';
import { gallery, gameBadges, gamesGrid, gridGames, onlineSlots, slotGames } from '@/content';

describe('the game tiles’ badges', () => {
  it('mark the games content marks, in content’s words, and name them in the tile’s accessible name', () => {
    render(
      <>
        <OnlineSlotsSection showSlots showSabong={false} onlineSlots={onlineSlots} slotGames={slotGames} badges={gameBadges} gallery={gallery} />
        <GamesGridSection gamesGrid={gamesGrid} gridGames={gridGames} badges={gameBadges} />
      </>,
    );
    const marked = [...slotGames, ...gridGames].filter((game) => game.badge);
    expect(marked.length).toBeGreaterThan(0);
    for (const game of [...slotGames, ...gridGames]) {
      const link = screen.getByRole('link', { name: game.badge ? `${game.title}, ${gameBadges[game.badge]}` : game.title });
      const badge = link.querySelector('.tile-badge');
      if (game.badge) expect([badge?.textContent, badge?.getAttribute('data-badge')]).toEqual([gameBadges[game.badge], game.badge]);
      else expect(badge).toBeNull();
    }
    expect(within(screen.getByTestId('slot-gallery')).getAllByText(gameBadges.hot).length).toBe(slotGames.filter((game) => game.badge === 'hot').length);
  });
});
