import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.siteUrl),
  title: site.brandName,
  description: site.description,
  applicationName: site.brandName,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0b1026',
  colorScheme: 'dark',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={site.language}>
      <body>{children}</body>
    </html>
  );
}
