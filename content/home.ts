import { claims } from './claims';
import { compliance } from './compliance';
import { site } from './site';
import type { Cta, ImageAsset, TitledText, WhyIcon } from './types';

const affiliate = site.affiliateUrl;
const cta = (label: string, context?: string): Cta => ({ label, href: affiliate, ...(context && { context }) });

export const hero = {
  kicker: `New members ${compliance.minimumAge}+ · Welcome offer`,
  title: 'The leading online casino in the Philippines',
  intro: `${site.brandName} brings slots, live dealers, sports betting, fish and arcade games together in one place, with a ${claims.newMemberBonus} welcome bonus for new members aged ${compliance.minimumAge} and over.`,
  actions: [cta('View our portfolio'), cta('Get a quote')],
  offer: {
    label: 'Welcome bonus',
    amount: claims.newMemberBonus,
    note: `For new members aged ${compliance.minimumAge}+. Terms and conditions apply.`,
  },
  highlights: [`${claims.support} support`, `${claims.encryptionBits}-bit encryption`, `Join in ${claims.registrationMinutes} minutes`],
  art: {
    src: '/images/art/hero.webp',
    width: 520,
    height: 440,
    alt: 'A golden slot machine with a money bag, a gift and gold coins',
  } satisfies ImageAsset,
};

export const whyChoose = {
  kicker: 'Why players stay',
  heading: `Why choose ${site.brandName}`,
  columns: [
    {
      title: 'Entertainment',
      text: 'Hundreds of slots, live tables and arcade games, with new titles every month.',
      icon: 'sparkles',
    },
    {
      title: 'Convenience',
      text: 'Play on your phone or computer, deposit and withdraw with local payment methods.',
      icon: 'phone',
    },
    {
      title: 'Professionality',
      text: `A trained support team is ready ${claims.support} to answer your questions in English and Filipino.`,
      icon: 'headset',
    },
    {
      title: 'Security',
      text: `Your account and data are protected with ${claims.encryptionBits}-bit encryption.`,
      icon: 'shield',
    },
  ] satisfies (TitledText & { icon: WhyIcon })[],
};

export const welcome = {
  kicker: `Welcome to ${site.brandName}`,
  title: 'Every spin, card and match in one place',
  text: 'Slots, live dealers, sports, fish and arcade games on one account.',
  image: {
    src: '/images/art/welcome.webp',
    width: 1200,
    height: 500,
    alt: 'A slot machine, a joker card, dice and gold coins under bright lights',
  } satisfies ImageAsset,
};

export const bonuses = {
  kicker: 'Member rewards',
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
  action: cta('Join now'),
};

export const promotions = {
  kicker: 'This week',
  heading: 'Promotions',
  cards: [
    {
      kicker: 'New members',
      title: claims.newMemberBonus,
      text: 'Welcome bonus when you sign up',
      image: { src: '/images/art/promo-free-100.webp', width: 600, height: 360, alt: '' },
      action: cta('Claim now', `the ${claims.newMemberBonus} welcome bonus`),
    },
    {
      kicker: 'Every day',
      title: `${claims.dailyDepositBonusPercent}%`,
      text: 'Daily deposit bonus',
      image: { src: '/images/art/promo-daily-deposit.webp', width: 600, height: 360, alt: '' },
      action: cta('Claim now', `the ${claims.dailyDepositBonusPercent}% daily deposit bonus`),
    },
    {
      kicker: 'Invite friends',
      title: `${claims.inviteFriendsBonusPercent}%`,
      text: 'Bonus for every friend you invite',
      image: { src: '/images/art/promo-invite-friends.webp', width: 600, height: 360, alt: '' },
      action: cta('Claim now', `the ${claims.inviteFriendsBonusPercent}% invite-a-friend bonus`),
    },
  ] satisfies (TitledText & { kicker: string; image: ImageAsset; action: Cta })[],
};

export const membership = {
  kicker: `${claims.registrationSteps} steps`,
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
      { src: '/images/art/slide-register.webp', width: 800, height: 500, alt: 'A phone with a gift and gold coins: register on your phone' },
      { src: '/images/art/slide-member.webp', width: 800, height: 500, alt: 'A trophy, a crown and confetti: welcome, new member' },
    ] satisfies ImageAsset[],
  },
};

export const onlineSlots = {
  kicker: 'Top picks',
  heading: 'Online slots',
  intro: 'Spin the most popular slot games in the Philippines, from classic fruit machines to megaways.',
  action: cta('Play slots'),
  sabong: {
    kicker: 'Live derbies',
    heading: 'Sabong',
    text: 'Follow live sabong (cockfighting) derbies and place your bets on the Meron or Wala side, with results settled as soon as the fight ends.',
    image: { src: '/images/art/sabong.webp', width: 600, height: 400, alt: 'Two roosters face off in a spotlit arena' } satisfies ImageAsset,
    action: cta('Bet on sabong'),
  },
};

export const gamesGrid = {
  kicker: 'Tables and arcade',
  heading: 'Popular games',
  action: cta('See More', 'casino games'),
};

export const otherGamesSection = {
  kicker: 'More ways to play',
  heading: 'Other interesting games',
};

export const providersSection = {
  kicker: 'Partners',
  heading: 'Our game providers',
  intro: 'Games from twelve well-known providers.',
};

export const appDownload = {
  kicker: 'iPhone and Android',
  heading: 'Download our app',
  text: 'Play anywhere with the app for iPhone and Android phones.',
  image: { src: '/images/art/app-download.webp', width: 600, height: 500, alt: 'A phone with coins and stars flying out of it' } satisfies ImageAsset,
  ios: cta('iOS APP Download'),
  android: cta('Android APP Download'),
};

export const downloadBonus = {
  kicker: 'App bonus',
  heading: `${claims.newMemberBonus} download bonus`,
  text: `New members who download the app receive a bonus of ${claims.downloadBonus}. Terms and conditions apply.`,
  action: cta('Get bonuses'),
  banner: {
    label: 'New member download bonus',
    amount: claims.newMemberBonus,
    image: { src: '/images/art/download-bonus.webp', width: 640, height: 400, alt: '' } satisfies ImageAsset,
  },
};

export const safeAndSecure = {
  kicker: 'Play with peace of mind',
  heading: 'Safe and secure gaming',
  text: `Fair games, ${claims.encryptionBits}-bit encryption and responsible-gambling tools keep your play safe. Set limits, take breaks and play for fun.`,
  action: cta('Get Started'),
  image: { src: '/images/art/secure.webp', width: 480, height: 360, alt: 'A shield with a lock and key' } satisfies ImageAsset,
};
