import type { MenuItem, Offering, OfferingId } from '@/content';

type Offerings = Record<OfferingId, Offering>;

export const isEnabled = (offerings: Offerings, id: OfferingId | undefined): boolean => id === undefined || offerings[id].enabled;

/** The menu without the entries of switched-off offerings. */
export function visibleMenu(menu: MenuItem[], offerings: Offerings): MenuItem[] {
  return menu.filter((item) => isEnabled(offerings, item.offering));
}

/** The placeholder pages of the enabled offerings. */
export function offeringPages(offerings: Offerings) {
  return (Object.keys(offerings) as OfferingId[]).flatMap((id) => {
    const { enabled, page } = offerings[id];
    return enabled && page ? [{ id, ...page }] : [];
  });
}

/** The id of the home-page block that shows each offering: where the hero's game row jumps to. */
export const OFFERING_ANCHORS: Record<OfferingId, string> = {
  slots: 'online-slots',
  sabong: 'sabong',
  liveGames: 'live-games',
  sportsBetting: 'sports-betting',
  fishGames: 'fish-games',
  arcadeGames: 'arcade-games',
};
