import { claims } from './claims';
import { site } from './site';
import type { Cta, MenuItem } from './types';

const affiliate = site.affiliateUrl;

export const primaryMenu: MenuItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Sign up', href: affiliate },
  { label: 'Slots', href: affiliate, offering: 'slots' },
  { label: 'Sabong', href: affiliate, offering: 'sabong' },
  { label: 'Live Games', href: affiliate, offering: 'liveGames' },
  { label: 'Sports Betting', href: affiliate, offering: 'sportsBetting' },
  { label: 'Fish Games', href: affiliate, offering: 'fishGames' },
  { label: 'Arcade Games', href: affiliate, offering: 'arcadeGames' },
  { label: 'Promotion', href: affiliate },
  { label: 'Banking', href: affiliate },
];

export const topBar: { login: Cta; free100: Cta } = {
  login: { label: 'Login', href: affiliate },
  free100: { label: claims.newMemberBonus, href: affiliate },
};

export const navigationLabels = {
  primaryNav: 'Primary',
  footerNav: 'Footer',
  menuButton: 'Menu',
  closeButton: 'Close menu',
  drawer: 'Site menu',
  skipLink: 'Skip to content',
  homeLink: 'home page',
};
