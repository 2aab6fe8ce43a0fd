import type { ReactNode } from 'react';
import { RootDocument, rootMetadata, rootViewport } from '@/components/root-document';
import { fontVariables } from '@/components/fonts';
import { SiteChrome } from '@/components/site-chrome';

export const metadata = rootMetadata;
export const viewport = rootViewport;

// A root layout of its own (not one shared app/layout.tsx): then the 404 page is
// app/global-not-found.tsx, a page of its own, instead of a not-found boundary whose whole
// header-and-footer tree Next would serialise into every page's inline payload (~20 KB raw each).
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <RootDocument className={fontVariables}>
      <SiteChrome>{children}</SiteChrome>
    </RootDocument>
  );
}
