'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { MenuItem } from '@/content/types';
import { buttonStyles } from './ui/button-styles';
import { SiteLink } from './ui/site-link';

interface MobileMenuProps {
  items: MenuItem[];
  labels: { menuButton: string; closeButton: string; drawer: string };
}

const DRAWER_ID = 'mobile-menu';
const FOCUSABLE = 'a[href], button:not([disabled])';

/** Sets `inert` on everything in <body> except the drawer, and locks page scroll; returns the undo. */
function isolate(drawer: HTMLElement): () => void {
  const others = [...document.body.children].filter((el) => el !== drawer && !el.contains(drawer) && !el.hasAttribute('inert'));
  others.forEach((el) => el.setAttribute('inert', ''));
  const root = document.documentElement;
  const overflow = root.style.overflow;
  root.style.overflow = 'hidden';
  return () => {
    others.forEach((el) => el.removeAttribute('inert'));
    root.style.overflow = overflow;
  };
}

export function MobileMenu({ items, labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!open || !drawer) return;
    const undo = isolate(drawer);
    drawer.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      undo();
      // Only once the page is no longer inert can the toggle take focus back.
      toggleRef.current?.focus();
    };
  }, [open]);

  // The drawer is for narrow screens: close it if the window grows past the breakpoint.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia('(min-width: 1024px)');
    const onChange = () => wide.matches && setOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
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
        className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'px-3 lg:hidden' })}
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
          <rect x="2" y="4" width="16" height="2" rx="1" />
          <rect x="2" y="9" width="16" height="2" rx="1" />
          <rect x="2" y="14" width="16" height="2" rx="1" />
        </svg>
        {labels.menuButton}
      </button>
      {open &&
        createPortal(
          <div
            ref={drawerRef}
            id={DRAWER_ID}
            role="dialog"
            aria-modal="true"
            aria-label={labels.drawer}
            className="fixed inset-0 z-50 flex justify-end bg-black/60"
            onKeyDown={onKeyDown}
            onClick={(event) => event.target === event.currentTarget && close()}
          >
            <div className="flex h-full w-72 max-w-[85vw] flex-col gap-2 overflow-y-auto bg-surface-raised p-4 shadow-xl">
              <button type="button" onClick={close} className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'self-end' })}>
                {labels.closeButton}
              </button>
              <nav aria-label={labels.drawer}>
                <ul className="flex flex-col gap-1">
                  {items.map((item) => (
                    <li key={item.label}>
                      <SiteLink
                        href={item.href}
                        onClick={() => setOpen(false)}
                        className="block rounded-lg px-3 py-3 text-ink hover:bg-surface-accent hover:text-brand"
                      >
                        {item.label}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
