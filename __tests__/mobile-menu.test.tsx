import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MobileMenu } from '@/components/mobile-menu';
import { navigationLabels, primaryMenu } from '@/content';

// jsdom has no popover API: opening, closing, focus and the toggle's state are the browser's
// (e2e/header.spec.ts). These tests check the markup the browser acts on, and what script adds.
function setup() {
  render(
    <>
      <header>
        <MobileMenu
          items={primaryMenu}
          labels={navigationLabels}
          icons={{ menu: <svg data-testid="menu-icon" />, close: <svg data-testid="close-icon" /> }}
          art={{ slots: <svg data-testid="slots-art" />, sabong: <svg data-testid="sabong-art" /> }}
          footer={<p>the drawer’s foot</p>}
        />
      </header>
      <main tabIndex={-1}>page</main>
    </>,
  );
  const toggle = screen.getByRole('button', { name: navigationLabels.menuButton });
  const drawer = document.getElementById('mobile-menu')!;
  return { toggle, drawer };
}

describe('MobileMenu', () => {
  it('is a popover the toggle opens and closes without script, with every menu entry', () => {
    const { toggle, drawer } = setup();
    expect(toggle).toHaveAttribute('popovertarget', 'mobile-menu');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(drawer).toHaveAttribute('popover', 'auto');
    expect(drawer).toHaveAttribute('role', 'dialog');
    expect(drawer).toHaveAttribute('aria-label', navigationLabels.drawer);
    const links = within(within(drawer).getByRole('navigation', { hidden: true })).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(primaryMenu.map((item) => item.label));
    expect(within(drawer).getByText('the drawer’s foot')).toBeInTheDocument();
    const close = within(drawer).getByRole('button', { name: navigationLabels.closeButton, hidden: true });
    expect(close).toHaveAttribute('popovertarget', 'mobile-menu');
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
  });

  it('shows the game kinds that follow one another as one group of tiles with their pictures, the other entries as rows, in the menu order', () => {
    const { drawer } = setup();
    const games = primaryMenu.filter((item) => item.offering);
    const tiles = within(drawer)
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.classList.contains('game-link'));
    expect(tiles.map((tile) => tile.textContent)).toEqual(games.map((item) => item.label));
    // one list of tiles, inside the menu's list
    expect(new Set(tiles.map((tile) => tile.closest('ul')))).toHaveProperty('size', 1);
    expect(tiles[0]!.closest('ul')!.parentElement!.closest('ul')).not.toBeNull();
    expect(within(tiles.find((tile) => tile.textContent === 'Slots')!).getByTestId('slots-art')).toBeInTheDocument();
    expect(within(tiles.find((tile) => tile.textContent === 'Sabong')!).getByTestId('sabong-art')).toBeInTheDocument();
    // A tile's picture and name are its children: analytics still names the click by the entry.
    for (const [index, tile] of tiles.entries()) expect(tile).toHaveAttribute('data-cta-label', games[index]!.label);
    const rows = within(drawer)
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.classList.contains('drawer-link'));
    expect(rows.map((row) => row.textContent)).toEqual(primaryMenu.filter((item) => !item.offering).map((item) => item.label));
  });

  it('moves focus to the first entry when it opens: the static HTML marks it autofocus, which the browser honours in a popover', () => {
    const html = renderToStaticMarkup(<MobileMenu items={primaryMenu} labels={navigationLabels} icons={{ menu: null, close: null }} art={{}} footer={null} />);
    const links = [...html.matchAll(/<a [^>]*>/g)].map(([tag]) => tag);
    expect(links.map((tag) => tag.includes('autofocus'))).toEqual(primaryMenu.map((_, index) => index === 0));
  });

  it('closes when keyboard focus leaves it for the page behind, not for its own toggle', () => {
    const { toggle, drawer } = setup();
    const hidePopover = jest.fn();
    Object.assign(drawer, { hidePopover });
    const last = within(drawer).getByRole('link', { name: 'Banking', hidden: true });
    fireEvent.focusOut(last, { relatedTarget: toggle });
    expect(hidePopover).not.toHaveBeenCalled();
    fireEvent.focusOut(last, { relatedTarget: document.querySelector('main') });
    expect(hidePopover).toHaveBeenCalledTimes(1);
  });

  it('closes when a link in it is followed', () => {
    const { drawer } = setup();
    const hidePopover = jest.fn();
    Object.assign(drawer, { hidePopover });
    fireEvent.click(within(drawer).getByRole('link', { name: 'Home', hidden: true }));
    expect(hidePopover).toHaveBeenCalledTimes(1);
  });
});
