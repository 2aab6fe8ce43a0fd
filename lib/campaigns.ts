// Campaign landing pages (content/campaigns.json): their addresses, what each variant's page shows, and
// the split definition every host's edge code reads (hosting/split/). One campaign answers at
// /promo/<slug> (its first variant, or the visitor's own where a host splits traffic) and each variant
// at /promo/<slug>/<variant>, the first included, so that a split is always a rewrite to a file.
import type { Campaign, CampaignVariant, SiteContent } from '@/content';
import { CAMPAIGN_SECTIONS, type CampaignSection } from './home-sections';
import { manilaDayEnd, manilaDayStart } from './manila-days';

export const PROMO_PREFIX = '/promo';

export const campaignPath = (campaign: Pick<Campaign, 'slug'>) => `${PROMO_PREFIX}/${campaign.slug}`;
export const variantPath = (campaign: Pick<Campaign, 'slug'>, variant: Pick<CampaignVariant, 'name'>) => `${campaignPath(campaign)}/${variant.name}`;
/** The cookie that keeps a visitor's variant: `promo_` and the slug with `_` for `-` (nginx reads it as $cookie_<name>). */
export const campaignCookie = (campaign: Pick<Campaign, 'slug'>) => `promo_${campaign.slug.replace(/-/g, '_')}`;

/** Every campaign page: `/promo/<slug>` (the first variant) and `/promo/<slug>/<variant>` for each variant. */
export function campaignPages(campaigns: Campaign[]) {
  return campaigns.flatMap((campaign) => [
    { campaign, variant: campaign.variants[0]!, path: campaignPath(campaign) },
    ...campaign.variants.map((variant) => ({ campaign, variant, path: variantPath(campaign, variant) })),
  ]);
}

/** The sections a campaign shows under its hero, in the home page's order whatever order the content lists them in. */
export const campaignSections = (campaign: Campaign): CampaignSection[] => CAMPAIGN_SECTIONS.filter((section) => campaign.sections.includes(section));

/** The content a variant's page renders: the home page's, with the variant's first-screen changes. */
export function variantContent(content: SiteContent, variant: CampaignVariant): SiteContent {
  const { hero } = content.home;
  const changes = variant.hero;
  return {
    ...content,
    home: {
      ...content.home,
      hero: {
        ...hero,
        title: changes.title ?? hero.title,
        intro: changes.intro ?? hero.intro,
        offer: {
          ...hero.offer,
          label: changes.offerLabel ?? hero.offer.label,
          amount: changes.offerAmount ?? hero.offer.amount,
          action: { ...hero.offer.action, label: changes.ctaLabel ?? hero.offer.action.label },
        },
        art: changes.art ?? hero.art,
      },
    },
  };
}

/** What the edge needs to split one campaign: no copy, only addresses, shares and times. */
export interface SplitCampaign {
  slug: string;
  path: string;
  /** The cookie that keeps a visitor's variant (campaignCookie). */
  cookie: string;
  /** The first and the last moment the campaign runs, in ms since the epoch; null: no limit. */
  startsAt: number | null;
  endsAt: number | null;
  variants: { name: string; weight: number; path: string }[];
}

export interface SplitDefinition {
  /** How long a visitor keeps a variant, in seconds (the cookie's Max-Age). */
  maxAgeSeconds: number;
  campaigns: SplitCampaign[];
}

export function splitDefinition({ assignmentDays, campaigns }: SiteContent['campaigns']): SplitDefinition {
  return {
    maxAgeSeconds: assignmentDays * 86_400,
    campaigns: campaigns.map((campaign) => ({
      slug: campaign.slug,
      path: campaignPath(campaign),
      cookie: campaignCookie(campaign),
      startsAt: campaign.starts ? manilaDayStart(campaign.starts) : null,
      endsAt: campaign.ends ? manilaDayEnd(campaign.ends) : null,
      variants: campaign.variants.map((variant) => ({ name: variant.name, weight: variant.weight, path: variantPath(campaign, variant) })),
    })),
  };
}
