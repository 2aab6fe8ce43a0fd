import { render, screen } from '@testing-library/react';
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
