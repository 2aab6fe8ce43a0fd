'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import type { MenuItem, OfferingId } from '@/content';
import { buttonStyles } from './ui/button-styles';
import { SiteLink } from './ui/site-link';

interface MobileMenuProps {
  items: MenuItem[];
  labels: { menuButton: string; closeButton: string; drawer: string };
  /** The toggle's and the close button's glyphs, rendered by the server (they cost this component no script). */
  icons: { menu: ReactNode; close: ReactNode };
  /** Each game kind's picture, rendered by the server: its entries show as tiles, the rest as rows. */
  art: Partial<Record<OfferingId, ReactNode>>;
  /** Under the entries, at the drawer's foot: the age notice and the helpline, rendered by the server. */
  footer: ReactNode;
}

/** The entries in their order, the game kinds that follow one another as one group of tiles. */
function groupGames(items: MenuItem[]): (MenuItem | MenuItem[])[] {
  const groups: (MenuItem | MenuItem[])[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (!item.offering) groups.push(item);
    else if (Array.isArray(last)) last.push(item);
    else groups.push([item]);
  }
  return groups;
}

const DRAWER_ID = 'mobile-menu';

/**
 * The phone menu: an HTML popover, so the platform does the work, before and without JavaScript. The
 * toggle opens the drawer and closes it again, and the browser tells assistive technology whether it
 * is expanded; focus moves to the first entry (autofocus) and Tab continues through the drawer;
 * Escape and a tap outside close it and return focus to the toggle; the page behind neither shows
 * through nor scrolls (globals.css). The drawer opens below the header, so the toggle stays on top.
 * Once hydrated, script adds only what the platform does not: closing when a link is followed, when
 * keyboard focus leaves the drawer (the page behind it is covered) and when the screen grows wide.
 */
export function MobileMenu({ items, labels, icons, art, footer }: MobileMenuProps) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const hide = () => drawerRef.current?.hidePopover?.();

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!drawer) return;
    const close = () => drawer.hidePopover?.();
    const wide = window.matchMedia('(min-width: 1024px)');
    const onWide = () => wide.matches && close();
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !drawer.contains(next) && next !== toggleRef.current) close();
    };
    wide.addEventListener('change', onWide);
    drawer.addEventListener('focusout', onFocusOut);
    return () => {
      wide.removeEventListener('change', onWide);
      drawer.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        popoverTarget={DRAWER_ID}
        aria-controls={DRAWER_ID}
        className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'sm:w-auto sm:px-4 lg:hidden' })}
      >
        {icons.menu}
        <span className="max-sm:sr-only">{labels.menuButton}</span>
      </button>
      <div
        ref={drawerRef}
        id={DRAWER_ID}
        popover="auto"
        role="dialog"
        aria-label={labels.drawer}
        className="drawer m-0 h-auto w-[min(22rem,88vw)] overflow-y-auto border-0 bg-surface-raised p-0 text-ink shadow-card"
      >
        <div className="flex min-h-full flex-col gap-2 bg-panel-glow p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          {/* A glyph, its name for screen readers: the toggle above closes the drawer too, a second worded button crowded it. */}
          <button type="button" popoverTarget={DRAWER_ID} popoverTargetAction="hide" className={buttonStyles({ variant: 'secondary', size: 'icon', className: '-mb-2 self-end' })}>
            {icons.close}
            <span className="sr-only">{labels.closeButton}</span>
          </button>
          <nav aria-label={labels.drawer}>
            <ul className="flex flex-col">
              {groupGames(items).map((group) =>
                Array.isArray(group) ? (
                  <li key={group[0]!.label} className="drawer-item py-3">
                    <ul className="grid grid-cols-2 gap-2">
                      {group.map((item) => (
                        <li key={item.label}>
                          <SiteLink href={item.href} section="drawer" label={item.label} autoFocus={item === items[0]} onClick={hide} className="game-link">
                            {item.offering && art[item.offering]}
                            <span>{item.label}</span>
                          </SiteLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={group.label} className="drawer-item">
                    <SiteLink href={group.href} section="drawer" autoFocus={group === items[0]} onClick={hide} className="drawer-link">
                      {group.label}
                    </SiteLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="mt-auto border-t border-surface-line/60 pt-4">{footer}</div>
        </div>
      </div>
    </>
  );
}
