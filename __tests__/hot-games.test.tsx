import { render, screen, within } from '@testing-library/react';
import { HomePage } from '@/components/home/home-page';
import { content, offerings, site } from '@/content';

const { slotGames, gridGames } = content.games;
const featured = (games: typeof slotGames) => games.filter((game) => game.featured).map((game) => game.title);
const hotTitles = () =>
  within(screen.getByTestId('hot-games'))
    .getAllByRole('link')
    .map((link) => link.querySelector('figcaption')!.textContent);

describe("the hero's hot row", () => {
  it('shows the featured slots, then the featured games of the grid, in their order, as the lobby links them', () => {
    render(<HomePage content={content} />);
    const row = screen.getByTestId('hot-games');
    expect(row.closest('[data-section]')).toHaveAttribute('data-section', 'hero');
    expect(within(row).getByRole('heading', { level: 2 })).toHaveTextContent(content.home.hero.hotGames.heading);
    expect(featured(slotGames).length).toBeGreaterThan(0);
    expect(featured(gridGames).length).toBeGreaterThan(0);
    expect(hotTitles()).toEqual([...featured(slotGames), ...featured(gridGames)]);
    for (const link of within(row).getAllByRole('link')) {
      expect(link).toHaveAttribute('href', site.affiliateUrl);
      expect(link).toHaveAttribute('data-cta-section', 'hot-games');
      expect(link.querySelector('img')).toHaveAttribute('loading', 'lazy');
    }
  });

  it('leaves the slots out while slots are switched off', () => {
    render(<HomePage content={content} offerings={{ ...offerings, slots: { ...offerings.slots, enabled: false } }} />);
    expect(hotTitles()).toEqual(featured(gridGames));
  });

  it('is not drawn when no game is featured', () => {
    const unfeatured = (games: typeof slotGames) => games.map((game) => ({ ...game, featured: false }));
    render(<HomePage content={{ ...content, games: { ...content.games, slotGames: unfeatured(slotGames), gridGames: unfeatured(gridGames) } }} />);
    expect(screen.queryByTestId('hot-games')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: content.home.hero.hotGames.heading })).not.toBeInTheDocument();
  });
});
