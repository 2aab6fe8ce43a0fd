'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { MenuItem } from '@/content';
import { buttonStyles } from './ui/button-styles';
import { SiteLink } from './ui/site-link';

interface MobileMenuProps {
  items: MenuItem[];
  labels: { menuButton: string; closeButton: string; drawer: string };
  /** The toggle's and the close button's glyphs, rendered by the server (they cost this component no script). */
  icons: { menu: ReactNode; close: ReactNode };
}

const DRAWER_ID = 'mobile-menu';
const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * Makes everything on the page inert except `keep` (the drawer and its toggle) and their ancestors:
 * at each level up to <body>, the siblings holding neither. Returns the undo.
 */
function isolate(keep: HTMLElement[]): () => void {
  const made: Element[] = [];
  for (let node = keep[0]?.parentElement; node && node !== document.documentElement; node = node.parentElement) {
    for (const child of node.children) {
      if (keep.some((el) => child.contains(el)) || child.hasAttribute('inert')) continue;
      child.setAttribute('inert', '');
      made.push(child);
    }
  }
  return () => made.forEach((el) => el.removeAttribute('inert'));
}

const isOpen = (drawer: HTMLElement) => {
  try {
    return drawer.matches(':popover-open');
  } catch {
    return false; // a browser without the popover API
  }
};

/**
 * The phone menu. The HTML popover API does the work before (or without) JavaScript: the toggle
 * opens and closes the drawer, Escape and a tap outside close it, the page does not scroll behind
 * it (globals.css). The drawer opens below the header, so the toggle stays on top and closes it too.
 * Once hydrated, this adds what only script can: aria-expanded, the rest of the page made inert,
 * focus moved in and kept in, and closing when a link is followed or the screen grows wide.
 */
export function MobileMenu({ items, labels, icons }: MobileMenuProps) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const drawer = drawerRef.current;
    const toggle = toggleRef.current;
    if (!drawer || !toggle) return;
    let undo: (() => void) | undefined;
    const sync = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      if (open && !undo) {
        undo = isolate([drawer, toggle]);
        drawer.setAttribute('aria-modal', 'true');
        if (!drawer.contains(document.activeElement)) drawer.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      } else if (!open && undo) {
        undo();
        undo = undefined;
        drawer.removeAttribute('aria-modal');
      }
    };
    const onToggle = (event: Event) => sync((event as ToggleEvent).newState === 'open');
    const wide = window.matchMedia('(min-width: 1024px)');
    const onWide = () => wide.matches && drawer.hidePopover?.();
    drawer.addEventListener('toggle', onToggle);
    wide.addEventListener('change', onWide);
    sync(isOpen(drawer)); // it may have been opened before hydration
    return () => {
      drawer.removeEventListener('toggle', onToggle);
      wide.removeEventListener('change', onWide);
      undo?.();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

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
        onKeyDown={onKeyDown}
        className="drawer m-0 h-auto w-[min(22rem,88vw)] overflow-y-auto border-0 bg-surface-raised p-0 text-ink shadow-card"
      >
        <div className="flex min-h-full flex-col gap-2 bg-panel-glow p-4">
          <button type="button" popoverTarget={DRAWER_ID} popoverTargetAction="hide" className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'self-end' })}>
            {icons.close}
            {labels.closeButton}
          </button>
          <nav aria-label={labels.drawer}>
            <ul className="flex flex-col">
              {items.map((item) => (
                <li key={item.label} className="border-b border-surface-line/60 last:border-0">
                  <SiteLink href={item.href} section="drawer" onClick={() => drawerRef.current?.hidePopover?.()} className="drawer-link">
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </>
  );
}
