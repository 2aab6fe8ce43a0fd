// Everything the site says, typed by content/schema.ts. The data lives in the JSON files beside this
// module (edited by hand or with `npm run edit`); components import from here.
import analyticsFile from './analytics.json';
import campaignFile from './campaign.json';
import campaignsFile from './campaigns.json';
import claimsFile from './claims.json';
import complianceFile from './compliance.json';
import constantsFile from './constants.json';
import gamesFile from './games.json';
import homeFile from './home.json';
import navigationFile from './navigation.json';
import offeringsFile from './offerings.json';
import pagesFile from './pages.json';
import siteFile from './site.json';
import { loadContent, type RawContent } from './load';

export const rawContent: RawContent = {
  site: siteFile,
  claims: claimsFile,
  constants: constantsFile,
  offerings: offeringsFile,
  navigation: navigationFile,
  compliance: complianceFile,
  campaign: campaignFile,
  campaigns: campaignsFile,
  games: gamesFile,
  home: homeFile,
  pages: pagesFile,
  analytics: analyticsFile,
};

// Image files and link targets are checked by the build's content check (scripts/validate-content.ts), not on every
// import. EDITOR_PREVIEW is set by `npm run edit` for its preview (next dev); `next build` runs with NODE_ENV production.
export const content = loadContent(rawContent, process.env, {
  publicFileExists: () => true,
  editorPreview: process.env.EDITOR_PREVIEW === '1' && process.env.NODE_ENV !== 'production',
});

export const { site, claims, compliance, offerings, campaign, analytics } = content;
export const { campaigns, assignmentDays } = content.campaigns;
export const { slotGames, gridGames, otherGames, providers, badges: gameBadges } = content.games;
export const { navigation } = content;
export const { primaryMenu, topBar, labels: navigationLabels } = content.navigation;
export const { notFound, errorScreen, signUpPage } = content.pages;
export const { gallery } = content.constants;
/** embla's fade `duration` has no unit: it advances once per frame, and 30 reaches ~600 ms at 60 fps. */
export const emblaDuration = (transitionMs: number): number => Math.round(transitionMs / 20);
export const { carousel } = content.constants;
export const { hero, whyChoose, welcome, bonuses, promotions, membership, onlineSlots, gamesGrid, otherGamesSection, providersSection, appDownload, downloadBonus, safeAndSecure } =
  content.home;
export type * from './schema';
