import type { MetadataRoute } from 'next';
import { offerings, site } from '@/content';
import { offeringPages } from '@/lib/offerings';

export const dynamic = 'force-static';

/** The indexable routes: home and the enabled offerings' pages (not /sign-up, not the 404 page). */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = ['/', ...offeringPages(offerings).map(({ slug }) => `/${slug}`)];
  return paths.map((path) => ({ url: new URL(path, site.siteUrl).toString(), changeFrequency: 'weekly', priority: path === '/' ? 1 : 0.7 }));
}
