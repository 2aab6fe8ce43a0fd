import { HomePage } from '@/components/home/home-page';
import { content } from '@/content';
import { campaignPath, campaignSections, variantContent } from '@/lib/campaigns';
import { pageMetadata } from '@/lib/metadata';
import { campaignPageFor, campaignParams, type CampaignRouteParams } from './campaign-page';

// Only the campaigns' own pages; any other address under /promo is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = campaignParams;

export async function generateMetadata(route: CampaignRouteParams) {
  const { campaign, variant } = await campaignPageFor(route);
  const hero = variantContent(content, variant).home.hero;
  // Every variant names the campaign's address as its canonical one: to a search engine they are one page.
  return pageMetadata({ title: hero.title, description: hero.intro, path: campaignPath(campaign), noindex: !campaign.indexed });
}

export default async function CampaignPage(route: CampaignRouteParams) {
  const { campaign, variant } = await campaignPageFor(route);
  return <HomePage content={variantContent(content, variant)} sections={campaignSections(campaign)} />;
}
