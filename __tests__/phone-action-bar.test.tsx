import { render, screen, within } from '@testing-library/react';
import { PhoneActionBar } from '@/components/phone-action-bar';
import { navigationLabels, site, topBar } from '@/content';

describe('PhoneActionBar', () => {
  it('holds the top bar’s two actions, the log-in outlined and the offer filled, both to the affiliate URL', () => {
    render(<PhoneActionBar />);
    const bar = screen.getByRole('navigation', { name: navigationLabels.actionBar });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([topBar.login.label, topBar.free100.label]);
    for (const link of links) expect(link).toHaveAttribute('href', site.affiliateUrl);
    expect(links[0]).toHaveClass('btn-secondary');
    expect(links[1]).toHaveClass('btn-primary');
  });
});
