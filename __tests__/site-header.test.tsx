import { render, screen, within } from '@testing-library/react';
import { SiteHeader } from '@/components/site-header';
import { navigationLabels, primaryMenu, topBar, site } from '@/content';

describe('SiteHeader', () => {
  it('renders the primary menu in spec order, Home internal and the rest to the affiliate URL', () => {
    render(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: navigationLabels.primaryNav });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(primaryMenu.map((item) => item.label));
    expect(links[0]).toHaveAttribute('href', '/');
    for (const link of links.slice(1)) {
      expect(link).toHaveAttribute('href', site.affiliateUrl);
      expect(link).toHaveAttribute('rel', 'sponsored noopener');
    }
  });

  it('has the login and free 100 buttons and a menu toggle in the top bar', () => {
    render(<SiteHeader />);
    const bar = screen.getByTestId('top-bar');
    // The bar's own two beside the logo (the drawer in it repeats them at its foot, shown only when open).
    const own = within(bar)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') !== '/' && !link.closest('[popover]'));
    expect(own.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [topBar.login.label, site.affiliateUrl],
      [topBar.free100.label, site.affiliateUrl],
    ]);
    const toggle = within(bar).getByRole('button', { name: navigationLabels.menuButton });
    // The popover's toggle: the browser keeps its expanded state (checked in e2e/header.spec.ts).
    expect(toggle).toHaveAttribute('popovertarget', 'mobile-menu');
    expect(toggle).not.toHaveAttribute('aria-expanded');
  });
});
