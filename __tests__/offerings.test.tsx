import { render, screen, within } from '@testing-library/react';
import { HomePage } from '@/components/home/home-page';
import { content, primaryMenu, offerings, type OfferingId } from '@/content';
import { offeringPages, visibleMenu } from '@/lib/offerings';

const without = (id: OfferingId) => ({ ...offerings, [id]: { ...offerings[id], enabled: false } });

describe('switching an offering off', () => {
  it('removes sabong from the menu, the routes and the home page together', () => {
    const noSabong = without('sabong');
    expect(visibleMenu(primaryMenu, noSabong).map((item) => item.label)).not.toContain('Sabong');
    expect(offeringPages(noSabong).map((page) => page.slug)).toEqual(['slots', 'live-games', 'sports-betting']);
    render(<HomePage content={content} offerings={noSabong} />);
    expect(screen.queryByTestId('sabong-block')).not.toBeInTheDocument();
    expect(screen.queryByText(/sabong/i)).not.toBeInTheDocument();
    expect(screen.getByTestId('slot-gallery')).toBeInTheDocument();
  });

  it('keeps sabong everywhere when it is on', () => {
    expect(visibleMenu(primaryMenu, offerings).map((item) => item.label)).toContain('Sabong');
    expect(offeringPages(offerings).map((page) => page.slug)).toContain('sabong');
    render(<HomePage content={content} offerings={offerings} />);
    expect(screen.getByTestId('sabong-block')).toBeInTheDocument();
  });

  it.each([
    ['slots', 'Slots', 'slot-gallery'],
    ['sportsBetting', 'Sports Betting', null],
    ['liveGames', 'Live Games', null],
    ['fishGames', 'Fish Games', null],
    ['arcadeGames', 'Arcade Games', null],
  ] as const)('removes %s from the menu and the home page', (id, label, testId) => {
    const switchedOff = without(id);
    expect(visibleMenu(primaryMenu, switchedOff).map((item) => item.label)).not.toContain(label);
    render(<HomePage content={content} offerings={switchedOff} />);
    expect(screen.queryByRole('heading', { name: new RegExp(`^${label}$`) })).not.toBeInTheDocument();
    if (testId) expect(screen.queryByTestId(testId)).not.toBeInTheDocument();
  });
});

describe("the hero's game row", () => {
  const row = () => within(screen.getByRole('navigation', { name: content.home.hero.gameLinks.label }));

  it('lists each offering on the page, each link jumping to the block that shows it', () => {
    const { container } = render(<HomePage content={content} offerings={offerings} />);
    const links = row().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(content.home.hero.gameLinks.links.map((link) => link.label));
    for (const link of links) {
      const target = container.querySelector(link.getAttribute('href')!);
      expect(target).not.toBeNull();
      expect(target!.closest('section')).not.toBe(link.closest('section'));
    }
    // each link's block names what the link says: the sabong block its heading, a category its title
    expect(container.querySelector('#sabong')).toHaveTextContent(content.home.onlineSlots.sabong.heading);
    expect(container.querySelector('#fish-games')).toHaveTextContent('Fish Games');
  });

  it.each(['slots', 'sabong', 'liveGames', 'sportsBetting', 'fishGames', 'arcadeGames'] as const)('drops %s while it is switched off', (id) => {
    const { container } = render(<HomePage content={content} offerings={without(id)} />);
    const links = row().getAllByRole('link');
    expect(links).toHaveLength(content.home.hero.gameLinks.links.length - 1);
    for (const link of links) expect(container.querySelector(link.getAttribute('href')!)).not.toBeNull();
  });

  it('drops a category the games list leaves out, though it is switched on', () => {
    const noFish = { ...content, games: { ...content.games, otherGames: content.games.otherGames.filter((category) => category.offering !== 'fishGames') } };
    render(<HomePage content={noFish} offerings={offerings} />);
    expect(row().queryByRole('link', { name: /fishing/i })).toBeNull();
  });
});
