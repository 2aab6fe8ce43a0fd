import type { Offering, OfferingId } from './types';

// Switch an offering off (enabled: false) and its menu entry, home blocks and page disappear together.
// Online sabong is suspended in the Philippines: operators there should set sabong.enabled to false.
export const offerings: Record<OfferingId, Offering> = {
  slots: {
    enabled: true,
    label: 'Slots',
    page: { slug: 'slots', text: 'Slots', description: 'Online slots from twelve leading game providers.' },
  },
  sabong: {
    enabled: true,
    label: 'Sabong',
    page: { slug: 'sabong', text: 'Sabong', description: 'Sabong (cockfighting) betting.' },
  },
  liveGames: {
    enabled: true,
    label: 'Live Games',
    page: { slug: 'live-games', text: 'LiveGames', description: 'Live casino games with real dealers.' },
  },
  sportsBetting: {
    enabled: true,
    label: 'Sports Betting',
    page: { slug: 'sports-betting', text: 'SportsBetting', description: 'Sports betting on local and international events.' },
  },
  fishGames: { enabled: true, label: 'Fish Games' },
  arcadeGames: { enabled: true, label: 'Arcade Games' },
};
