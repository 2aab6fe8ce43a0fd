import { campaign } from './campaign';
import { claims } from './claims';
import { compliance } from './compliance';
import { carousel, gallery } from './constants';
import { gridGames, otherGames, providers, slotGames } from './games';
import * as home from './home';
import { navigationLabels, primaryMenu, topBar } from './navigation';
import { offerings } from './offerings';
import * as pages from './pages';
import { site } from './site';

/** Everything the site renders, in one object: the shape the validator checks. */
export const content = {
  site,
  claims,
  constants: { carousel, gallery },
  offerings,
  navigation: { primaryMenu, topBar, labels: navigationLabels },
  compliance,
  campaign,
  games: { slotGames, gridGames, otherGames, providers },
  home,
  pages,
};

export type SiteContent = typeof content;

/** Which file under content/ holds each top-level key, for error messages. */
export const contentFiles: Record<keyof SiteContent, string> = {
  site: 'content/site.ts',
  claims: 'content/claims.ts',
  constants: 'content/constants.ts',
  offerings: 'content/offerings.ts',
  navigation: 'content/navigation.ts',
  compliance: 'content/compliance.ts',
  campaign: 'content/campaign.ts',
  games: 'content/games.ts',
  home: 'content/home.ts',
  pages: 'content/pages.ts',
};
