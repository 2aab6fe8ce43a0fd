import { claims } from './claims';
import { site } from './site';
import type { Cta, ImageAsset, TitledText } from './types';

const affiliate = site.affiliateUrl;
const cta = (label: string, context?: string): Cta => ({ label, href: affiliate, ...(context && { context }) });

export const hero = {
  title: 'The leading online casino in the Philippines',
  intro: `${site.brandName} brings slots, live dealers, sports betting, fish and arcade games together in one place, with a ${claims.newMemberBonus} welcome bonus for new members aged 21 and over.`,
  actions: [cta('View our portfolio'), cta('Get a quote')],
};

export const whyChoose = {
  heading: `Why choose ${site.brandName}`,
  columns: [
    {
      title: 'Entertainment',
      text: 'Hundreds of slots, live tables and arcade games, with new titles every month.',
      icon: { src: '/images/why/entertainment.svg', width: 64, height: 64, alt: '' },
    },
    {
      title: 'Convenience',
      text: 'Play on your phone or computer, deposit and withdraw with local payment methods.',
      icon: { src: '/images/why/convenience.svg', width: 64, height: 64, alt: '' },
    },
    {
      title: 'Professionality',
      text: `A trained support team is ready ${claims.support} to answer your questions in English and Filipino.`,
      icon: { src: '/images/why/professionality.svg', width: 64, height: 64, alt: '' },
    },
    {
      title: 'Security',
      text: `Your account and data are protected with ${claims.encryptionBits}-bit encryption.`,
      icon: { src: '/images/why/security.svg', width: 64, height: 64, alt: '' },
    },
  ] satisfies (TitledText & { icon: ImageAsset })[],
};

export const welcome: ImageAsset = {
  src: '/images/welcome.svg',
  width: 1200,
  height: 500,
  alt: `Welcome to ${site.brandName}: cards, coins and chips`,
};

export const bonuses = {
  heading: 'Join today and claim the best bonuses',
  intro: 'New and loyal members alike get more from every game.',
  items: [
    `${claims.newMemberBonus} welcome bonus for new members`,
    `Download bonus of ${claims.downloadBonus} when you install our app`,
    'Lucky draw with prizes every week',
    `Daily ${claims.dailyDepositBonusPercent}% deposit bonus`,
    `${claims.inviteFriendsBonusPercent}% bonus for inviting friends`,
    `${claims.support} customer support`,
    `${claims.encryptionBits}-bit data encryption`,
    'Safe and secure gaming',
  ],
};

export const promotions = {
  heading: 'Promotions',
  cards: [
    { src: '/images/promotions/free-100.svg', width: 600, height: 360, alt: `${claims.newMemberBonus} welcome bonus` },
    {
      src: '/images/promotions/daily-deposit.svg',
      width: 600,
      height: 360,
      alt: `${claims.dailyDepositBonusPercent}% daily deposit bonus`,
    },
    {
      src: '/images/promotions/invite-friends.svg',
      width: 600,
      height: 360,
      alt: `${claims.inviteFriendsBonusPercent}% bonus for inviting friends`,
    },
  ] satisfies ImageAsset[],
};

export const membership = {
  heading: `Become a member in about ${claims.registrationMinutes} minutes`,
  intro: `Registration takes ${claims.registrationSteps} simple steps.`,
  steps: [
    { title: 'Click to register', text: 'Press Sign up and open the registration page.' },
    { title: 'Fill out the information', text: 'Enter your name, mobile number and a password.' },
    { title: 'Become a member', text: `Confirm your account and claim your ${claims.newMemberBonus} bonus.` },
  ] satisfies TitledText[],
  signUp: cta('Sign up'),
  carousel: {
    label: 'How to become a member',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    slides: [
      { src: '/images/carousel/register.svg', width: 800, height: 500, alt: 'A phone showing the registration form' },
      { src: '/images/carousel/member.svg', width: 800, height: 500, alt: 'A new member card with a welcome message' },
    ] satisfies ImageAsset[],
  },
};

export const onlineSlots = {
  heading: 'Online slots',
  intro: 'Spin the most popular slot games in the Philippines, from classic fruit machines to megaways.',
  action: cta('Play slots'),
  sabong: {
    heading: 'Sabong',
    text: 'Follow live sabong (cockfighting) derbies and place your bets on the Meron or Wala side, with results settled as soon as the fight ends.',
    image: { src: '/images/sabong.svg', width: 600, height: 400, alt: 'A stylised rooster in an arena' } satisfies ImageAsset,
    action: cta('Bet on sabong'),
  },
};

export const gamesGrid = {
  heading: 'Popular games',
  action: cta('See More', 'casino games'),
};

export const otherGamesSection = {
  heading: 'Other interesting games',
};

export const providersSection = {
  heading: 'Our game providers',
  intro: 'Games from twelve well-known providers.',
};

export const appDownload = {
  heading: 'Download our app',
  text: 'Play anywhere with the app for iPhone and Android phones.',
  image: { src: '/images/app-download.svg', width: 600, height: 500, alt: 'A phone showing the casino app' } satisfies ImageAsset,
  ios: { ...cta('iOS APP Download'), icon: { src: '/images/badges/ios.svg', width: 40, height: 40, alt: '' } },
  android: { ...cta('Android APP Download'), icon: { src: '/images/badges/android.svg', width: 40, height: 40, alt: '' } },
};

export const downloadBonus = {
  heading: `${claims.newMemberBonus} download bonus`,
  text: `New members who download the app receive a bonus of ${claims.downloadBonus}. Terms and conditions apply.`,
  action: cta('Get bonuses'),
  banner: {
    src: '/images/download-bonus.svg',
    width: 640,
    height: 400,
    alt: `${claims.newMemberBonus} new member download bonus`,
  } satisfies ImageAsset,
};

export const safeAndSecure = {
  heading: 'Safe and secure gaming',
  text: `Fair games, ${claims.encryptionBits}-bit encryption and responsible-gambling tools keep your play safe. Set limits, take breaks and play for fun.`,
  action: cta('Get Started'),
  image: { src: '/images/secure.svg', width: 480, height: 360, alt: 'A shield with a padlock' } satisfies ImageAsset,
};
