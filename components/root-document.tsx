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

/**
 * <html> and <body>, shared by the root layouts and the 404 page; `className` sets fonts. `campaign`: a
 * campaign page names its campaign and variant on <html>, for analytics (public/analytics.js) and tests.
 */
export function RootDocument({ children, className, campaign }: { children: ReactNode; className?: string; campaign?: { slug: string; variant: string } }) {
  return (
    <html lang={site.language} className={className} data-campaign={campaign?.slug} data-variant={campaign?.variant}>
      <body>
        {children}
        <Analytics />
      </body>
    </html>
  );
}
