// The home page's sections in the spec's order, by their data-section names: the page renders them in
// this order, a campaign picks a subset of them (the hero always leads), the tests check the order.
export const HOME_SECTIONS = [
  'hero',
  'why-choose',
  'welcome',
  'bonuses',
  'promotions',
  'membership',
  'online-slots',
  'games-grid',
  'other-games',
  'providers',
  'app-download',
  'download-bonus',
  'safe-secure',
] as const;

export type HomeSection = (typeof HOME_SECTIONS)[number];

export type CampaignSection = Exclude<HomeSection, 'hero'>;

/** What a campaign page may show under its hero: every section after it. */
export const CAMPAIGN_SECTIONS = HOME_SECTIONS.slice(1) as unknown as readonly [CampaignSection, ...CampaignSection[]];
