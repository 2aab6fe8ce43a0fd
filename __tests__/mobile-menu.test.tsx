import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from '@/components/mobile-menu';
import { navigationLabels, primaryMenu } from '@/content/navigation';

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <MobileMenu items={primaryMenu} labels={navigationLabels} />
      <main>page</main>
    </>,
  );
  return { user, toggle: screen.getByRole('button', { name: navigationLabels.menuButton }) };
}

describe('MobileMenu', () => {
  it('opens a labelled drawer with the menu and moves focus into it', async () => {
    const { user, toggle } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('dialog', { name: navigationLabels.drawer });
    expect(drawer).toHaveAttribute('id', 'mobile-menu');
    expect(within(drawer).getAllByRole('link').map((link) => link.textContent)).toEqual(primaryMenu.map((item) => item.label));
    expect(within(drawer).getByRole('button', { name: navigationLabels.closeButton })).toHaveFocus();
    expect(document.querySelector('main')?.closest('[inert]')).not.toBeNull();
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('closes on Escape and returns focus to the toggle, restoring the page', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('main')?.closest('[inert]')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('keeps Tab inside the drawer', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    const drawer = screen.getByRole('dialog');
    const close = within(drawer).getByRole('button', { name: navigationLabels.closeButton });
    await user.tab({ shift: true });
    expect(within(drawer).getByRole('link', { name: 'Banking' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('closes when a link in it is followed, and with the toggle', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Home' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: navigationLabels.closeButton }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
