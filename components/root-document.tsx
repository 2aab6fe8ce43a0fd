import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/content';
import { PAGE_COLOUR } from '@/lib/design-tokens';
import { Analytics } from './analytics';
import '@/app/globals.css';

export const rootMetadata: Metadata = {
  metadataBase: new URL(site.siteUrl),
  title: site.brandName,
  description: site.description,
  applicationName: site.brandName,
  formatDetection: { telephone: false },
};

export const rootViewport: Viewport = {
  themeColor: PAGE_COLOUR,
  colorScheme: 'dark',
};

/** <html> and <body>, shared by the two root layouts and the 404 page; `className` sets fonts. */
export function RootDocument({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <html lang={site.language} className={className}>
      <body>
        {children}
        <Analytics />
      </body>
    </html>
  );
}
