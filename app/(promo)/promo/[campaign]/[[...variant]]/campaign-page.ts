import { campaigns } from '@/content';
import { campaignPages } from '@/lib/campaigns';

export interface CampaignRouteParams {
  params: Promise<{ campaign: string; variant?: string[] }>;
}

/** The campaign page these route params name: `/promo/<slug>` (its first variant) or `/promo/<slug>/<variant>`. */
export async function campaignPageFor({ params }: CampaignRouteParams) {
  const { campaign, variant } = await params;
  const path = ['/promo', campaign, ...(variant ?? [])].join('/');
  const page = campaignPages(campaigns).find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no campaign page at ${path}`); // dynamicParams = false: Next builds only the paths below
  return page;
}

export const campaignParams = () =>
  campaignPages(campaigns).map(({ path }) => {
    const [, , campaign, ...variant] = path.split('/');
    return { campaign: campaign!, variant };
  });
