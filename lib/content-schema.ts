import type { SiteContent } from '@/content';

/**
 * The fields every content module must have ("[]" means every item of a list). TypeScript catches a
 * missing field too, but only this check names the file, the entry and the fix in one line.
 */
export const requiredFields: { [K in keyof SiteContent]?: string[] } = {
  site: ['brandName', 'affiliateUrl', 'siteUrl', 'locale', 'language', 'description', 'shareImage', 'copyrightYear', 'copyrightNotice'],
  claims: ['newMemberBonus', 'downloadBonus', 'dailyDepositBonusPercent', 'inviteFriendsBonusPercent', 'support', 'encryptionBits', 'registrationMinutes', 'registrationSteps'],
  navigation: ['primaryMenu', 'primaryMenu[].label', 'primaryMenu[].href', 'topBar.login', 'topBar.free100'],
  games: [
    'slotGames',
    'slotGames[].title',
    'slotGames[].href',
    'gridGames[].title',
    'gridGames[].href',
    'otherGames[].offering',
    'otherGames[].title',
    'otherGames[].text',
    'otherGames[].image',
    'otherGames[].action',
    'providers',
  ],
  home: [
    'hero.title',
    'hero.intro',
    'hero.actions',
    'hero.offer.label',
    'hero.offer.amount',
    'hero.offer.note',
    'hero.art',
    'whyChoose.heading',
    'whyChoose.columns[].title',
    'whyChoose.columns[].text',
    'whyChoose.columns[].icon',
    'welcome.title',
    'welcome.image',
    'bonuses.heading',
    'bonuses.intro',
    'bonuses.items',
    'promotions.heading',
    'promotions.cards[].title',
    'promotions.cards[].text',
    'promotions.cards[].image',
    'promotions.cards[].action',
    'membership.heading',
    'membership.intro',
    'membership.steps[].title',
    'membership.steps[].text',
    'membership.signUp',
    'membership.carousel.label',
    'membership.carousel.pause',
    'membership.carousel.play',
    'membership.carousel.slides',
    'onlineSlots.heading',
    'onlineSlots.intro',
    'onlineSlots.action',
    'onlineSlots.sabong.heading',
    'onlineSlots.sabong.text',
    'onlineSlots.sabong.image',
    'onlineSlots.sabong.action',
    'gamesGrid.heading',
    'gamesGrid.action',
    'otherGamesSection.heading',
    'providersSection.heading',
    'providersSection.intro',
    'appDownload.heading',
    'appDownload.text',
    'appDownload.image',
    'appDownload.ios',
    'appDownload.android',
    'downloadBonus.heading',
    'downloadBonus.text',
    'downloadBonus.action',
    'downloadBonus.banner.image',
    'safeAndSecure.heading',
    'safeAndSecure.text',
    'safeAndSecure.action',
    'safeAndSecure.image',
  ],
  pages: ['notFound.text', 'errorScreen.title', 'signUpPage.heading'],
};

/** The paths (with list indexes filled in) of the required fields that are missing under `root`. */
export function missingFields(root: unknown, paths: string[]): string[] {
  const missing: string[] = [];
  const visit = (value: unknown, parts: string[], at: string) => {
    if (parts.length === 0) return;
    const [part, ...rest] = parts as [string, ...string[]];
    const isList = part.endsWith('[]');
    const name = isList ? part.slice(0, -2) : part;
    const child = (value as Record<string, unknown> | null | undefined)?.[name];
    const path = at ? `${at}.${name}` : name;
    if (child === undefined || child === null) {
      missing.push(path);
    } else if (isList && Array.isArray(child)) {
      child.forEach((item, index) => visit(item, rest, `${path}[${index}]`));
    } else {
      visit(child, rest, path);
    }
  };
  for (const path of paths) visit(root, path.split('.'), '');
  return missing;
}
