// The home page's sections in the spec's order (data-section values), for the Jest and the Playwright tests.
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
