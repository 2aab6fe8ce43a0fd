import type { MetadataRoute } from 'next';
import { site } from '@/content';
import { PAGE_COLOUR } from '@/lib/design-tokens';

export const dynamic = 'force-static';

/** The web app manifest: the brand's icons (npm run brand) when the site is added to a home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.brandName,
    short_name: site.brandName,
    description: site.description,
    start_url: '/',
    display: 'browser',
    background_color: PAGE_COLOUR,
    theme_color: PAGE_COLOUR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
