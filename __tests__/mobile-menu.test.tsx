import { fireEvent, render, screen, within } from '@testing-library/react';
import { MobileMenu } from '@/components/mobile-menu';
import { navigationLabels, primaryMenu } from '@/content';

// jsdom has no popover API: opening and closing are the browser's (e2e/header.spec.ts). These tests
// check the markup the browser acts on, and what the component adds once the browser reports a toggle.
function setup() {
  render(
    <>
      <header>
        <MobileMenu items={primaryMenu} labels={navigationLabels} icons={{ menu: <svg data-testid="menu-icon" />, close: <svg data-testid="close-icon" /> }} />
      </header>
      <main>page</main>
    </>,
  );
  const toggle = screen.getByRole('button', { name: navigationLabels.menuButton });
  const drawer = document.getElementById('mobile-menu')!;
  const reportToggle = (newState: 'open' | 'closed') => fireEvent(drawer, Object.assign(new Event('toggle'), { newState }));
  return { toggle, drawer, reportToggle };
}

describe('MobileMenu', () => {
  it('is a popover the toggle opens and closes without script, with every menu entry', () => {
    const { toggle, drawer } = setup();
    expect(toggle).toHaveAttribute('popovertarget', 'mobile-menu');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(drawer).toHaveAttribute('popover', 'auto');
    expect(drawer).toHaveAttribute('role', 'dialog');
    expect(drawer).toHaveAttribute('aria-label', navigationLabels.drawer);
    const links = within(drawer).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(primaryMenu.map((item) => item.label));
    const close = within(drawer).getByRole('button', { name: navigationLabels.closeButton, hidden: true });
    expect(close).toHaveAttribute('popovertarget', 'mobile-menu');
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
  });

  it('once opened: aria-expanded, the page inert, focus inside; once closed: all undone', () => {
    const { toggle, drawer, reportToggle } = setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    reportToggle('open');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(document.querySelector('main')).toHaveAttribute('inert');
    expect(document.querySelector('header')).not.toHaveAttribute('inert');
    expect(within(drawer).getByRole('button', { name: navigationLabels.closeButton, hidden: true })).toHaveFocus();
    reportToggle('closed');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(drawer).not.toHaveAttribute('aria-modal');
    expect(document.querySelector('main')).not.toHaveAttribute('inert');
  });

  it('keeps Tab inside the open drawer', () => {
    const { drawer, reportToggle } = setup();
    reportToggle('open');
    const close = within(drawer).getByRole('button', { name: navigationLabels.closeButton, hidden: true });
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(within(drawer).getByRole('link', { name: 'Banking', hidden: true })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(close).toHaveFocus();
  });

  it('closes when a link in it is followed', () => {
    const { drawer } = setup();
    const hidePopover = jest.fn();
    Object.assign(drawer, { hidePopover });
    fireEvent.click(within(drawer).getByRole('link', { name: 'Home', hidden: true }));
    expect(hidePopover).toHaveBeenCalledTimes(1);
  });
});
