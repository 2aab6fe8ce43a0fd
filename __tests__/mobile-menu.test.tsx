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

  it('moves focus to the first entry when it opens: the static HTML marks it autofocus, which the browser honours in a popover', () => {
    const html = renderToStaticMarkup(<MobileMenu items={primaryMenu} labels={navigationLabels} icons={{ menu: null, close: null }} footer={null} />);
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
