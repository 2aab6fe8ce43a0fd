import type { MetadataRoute } from 'next';
import { site } from '@/content';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: new URL('/sitemap.xml', site.siteUrl).toString(),
  };
}
