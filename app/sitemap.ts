import type { MetadataRoute } from 'next';
import { campaigns, offerings, site } from '@/content';
import { campaignPath } from '@/lib/campaigns';
import { offeringPages } from '@/lib/offerings';

export const dynamic = 'force-static';

/** The indexable routes: home, the enabled offerings' pages and the campaigns that allow indexing (not /sign-up, not the 404 page). */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = ['/', ...offeringPages(offerings).map(({ slug }) => `/${slug}`), ...campaigns.filter((campaign) => campaign.indexed).map(campaignPath)];
  return paths.map((path) => ({ url: new URL(path, site.siteUrl).toString(), changeFrequency: 'weekly', priority: path === '/' ? 1 : 0.7 }));
}
