// The scene table: every image under public/images/art/, as data. scripts/compose-art.ts composes
// each one (a backdrop from scripts/art/backdrops.ts, then the emoji, back to front, by
// scripts/art/emoji.ts). This module imports nothing, so the content check can read ART_OUTPUTS
// without loading sharp.
//
// Units: x and y are fractions of the image's width and height (the centre of the thing placed);
// sizes and radii are fractions of its height. Sources are twice the CSS size they are shown at.
// Emoji are Fluent Emoji 3D (npm @lobehub/fluent-emoji-3d), named by codepoints: see E below.

/** [x0, y0, x1, y1]: the part of the image a scatter may use. */
export type Area = readonly [number, number, number, number];

export interface Placement {
  /** File name in @lobehub/fluent-emoji-3d/assets without ".webp": one of E. */
  emoji: Emoji;
  x: number;
  y: number;
  /** Height of the emoji's 256 px square, as a fraction of the image height (at most 520 px). */
  size: number;
  /** Degrees, clockwise. */
  rotate?: number;
  /** Mirror left to right (most Fluent animals face left). */
  flip?: boolean;
  /** 0 = in front (default) .. 1 = far back: blurred, dimmed, no shadow. */
  depth?: number;
  /** Drop shadow: on by default; 'soft' for a lighter one. */
  shadow?: boolean | 'soft';
  /** Colour of a halo in the emoji's own shape, behind it. */
  glow?: string;
  opacity?: number;
}

export interface Glow {
  x: number;
  y: number;
  r: number;
  color: string;
  /** At the centre; fades to 0 at r. Default 0.6. */
  opacity?: number;
  /** Width / height of the ellipse. Default 1. */
  stretch?: number;
  /** Where the gradient has dropped to about half (0..1). Default 0.4. */
  core?: number;
}

export interface Rays {
  x: number;
  y: number;
  count: number;
  length: number;
  color: string;
  opacity: number;
  /** Share of each ray's slice that is lit. Default 0.32. */
  width?: number;
  /** Degrees [from, to] (0 = right, 90 = down). Default all round. */
  fan?: readonly [number, number];
}

export interface Spotlight {
  x: number;
  /** Width of the beam where it meets the floor, a fraction of the image width. */
  width: number;
  /** y of the floor. */
  floor: number;
  color: string;
  opacity: number;
}

/** A curved line of light from `from` to `to`, bowed by `bend` (a fraction of its length). */
export interface Streak {
  from: readonly [number, number];
  to: readonly [number, number];
  bend: number;
  width: number;
  color: string;
  opacity: number;
}

/** Dots or sparkles spread by a fixed-seed PRNG. */
export interface Scatter {
  count: number;
  seed: number;
  area?: Area;
  /** [smallest, largest] radius. */
  size: readonly [number, number];
  color: string;
  opacity?: readonly [number, number];
  /** Drawn over the emoji rather than under them. */
  front?: boolean;
}

export interface Backdrop {
  /** Colours of the base gradient, first to last along `angle`; none = a transparent image. */
  base?: readonly string[];
  /** Direction of the base gradient in degrees: 0 = left to right, 90 = top to bottom. */
  angle?: number;
  glows?: readonly Glow[];
  rays?: readonly Rays[];
  spotlights?: readonly Spotlight[];
  streaks?: readonly Streak[];
  bokeh?: readonly Scatter[];
  sparkles?: readonly Scatter[];
  /** Darkness of the corners, 0..1. */
  vignette?: number;
}

export interface Scene {
  /** URL path under public/. */
  path: string;
  width: number;
  height: number;
  /** HTML text sits over the left half: it gets a calm scrim and no emoji (checked). */
  textLeft?: boolean;
  backdrop: Backdrop;
  /** Back to front. */
  elements: readonly Placement[];
}

export const ART_DIR = '/images/art';

/** Fluent Emoji 3D codepoints used here (each one checked to exist in the package). */
export const E = {
  amphora: '1f3fa',
  bank: '1f3e6',
  basketball: '1f3c0',
  blueBall: '1f535',
  blueDiamond: '1f537',
  orangeDiamond: '1f536',
  book: '1f4d6',
  boxingGlove: '1f94a',
  bubbles: '1fae7',
  buffalo: '1f403',
  camera: '1f3a5',
  candy: '1f36c',
  castle: '1f3f0',
  cat: '1f408',
  catFace: '1f431',
  cherryBlossom: '1f338',
  chocolate: '1f36b',
  clover: '1f340',
  club: '2663-fe0f',
  coin: '1fa99',
  collision: '1f4a5',
  confetti: '1f38a',
  controller: '1f3ae',
  crab: '1f980',
  crossedSwords: '2694-fe0f',
  crown: '1f451',
  crystalBall: '1f52e',
  dancer: '1f483',
  diamondSuit: '2666-fe0f',
  die: '1f3b2',
  dizzy: '1f4ab',
  down: '2b07-fe0f',
  dragon: '1f409',
  dragonFace: '1f432',
  eightBall: '1f3b1',
  fire: '1f525',
  fish: '1f41f',
  flowerCards: '1f3b4',
  gem: '1f48e',
  gift: '1f381',
  glowingStar: '1f31f',
  greenBall: '1f7e2',
  handshake: '1f91d',
  heart: '2665-fe0f',
  joker: '1f0cf',
  joystick: '1f579-fe0f',
  key: '1f511',
  lantern: '1f3ee',
  lion: '1f981',
  lock: '1f512',
  lollipop: '1f36d',
  lotus: '1fab7',
  maracas: '1fa87',
  medal: '1f3c5',
  megaphone: '1f4e3',
  moai: '1f5ff',
  moneyBag: '1f4b0',
  moneyFace: '1f911',
  moneyWings: '1f4b8',
  octopus: '1f419',
  banknote: '1f4b5',
  palette: '1f3a8',
  palm: '1f334',
  parrot: '1f99c',
  partyFace: '1f973',
  partyPopper: '1f389',
  phone: '1f4f1',
  phoneArrow: '1f4f2',
  redBall: '1f534',
  ring: '1f48d',
  rooster: '1f413',
  rose: '1f339',
  scarab: '1fab2',
  shark: '1f988',
  shield: '1f6e1-fe0f',
  slot: '1f3b0',
  snake: '1f40d',
  soccer: '26bd',
  spade: '2660-fe0f',
  sparkles: '2728',
  star: '2b50',
  starStruck: '1f929',
  target: '1f3af',
  tiger: '1f42f',
  topHat: '1f3a9',
  trident: '1f531',
  trophy: '1f3c6',
  tropicalFish: '1f420',
  trumpet: '1f3ba',
  up: '2b06-fe0f',
  yellowBall: '1f7e1',
} as const;

export type Emoji = (typeof E)[keyof typeof E];

// Brand colours.
const NAVY = '#0b1026';
const INDIGO = '#1a1446';
const PURPLE = '#2b1a5e';
const GOLD = '#f5c542';
const AMBER = '#ffb300';
const WARM = '#ffd86b';

/** A fixed seed from a name (FNV-1a), for scatters made by a template. */
const seedOf = (name: string) => [...name].reduce((hash, char) => Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0, 2166136261);

/**
 * A file name from a scene's title: "Crazy 777" -> "crazy-777", "Café Royale" -> "cafe-royale".
 * A title with no Latin letter or digit ("🎰🎰🎰") still gets a stable, distinct one: "art-" and its hash.
 */
export const slug = (title: string) =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || `art-${seedOf(title).toString(36)}`;

/* ------------------------------------------------------------------ home page: hero and banners */

const hero: Scene = {
  path: `${ART_DIR}/hero.webp`,
  width: 1040,
  height: 880,
  // No glow or rays in the image: the page draws the glow behind it in CSS. Soft, wide alpha
  // costs AVIF bytes, and this is the one image every visitor downloads at once.
  backdrop: {
    glows: [],
    sparkles: [{ count: 6, seed: 12, area: [0.1, 0.1, 0.9, 0.9], size: [0.012, 0.03], color: '#fff3c4', front: true }],
  },
  elements: [
    { emoji: E.coin, x: 0.14, y: 0.22, size: 0.09, rotate: -24, depth: 0.7 },
    { emoji: E.coin, x: 0.7, y: 0.12, size: 0.08, rotate: 30, depth: 0.8 },
    { emoji: E.star, x: 0.84, y: 0.2, size: 0.12, rotate: 14, depth: 0.35 },
    { emoji: E.moneyBag, x: 0.25, y: 0.45, size: 0.34, rotate: -12, depth: 0.15 },
    { emoji: E.gem, x: 0.8, y: 0.4, size: 0.13, rotate: 14 },
    { emoji: E.slot, x: 0.5, y: 0.5, size: 0.56 },
    { emoji: E.crown, x: 0.36, y: 0.28, size: 0.2, rotate: -18 },
    { emoji: E.coin, x: 0.13, y: 0.76, size: 0.11, rotate: -24, depth: 0.15 },
    { emoji: E.coin, x: 0.2, y: 0.8, size: 0.14, rotate: -8 },
    { emoji: E.coin, x: 0.28, y: 0.76, size: 0.15, rotate: 12 },
    { emoji: E.coin, x: 0.24, y: 0.69, size: 0.13, rotate: -30 },
    { emoji: E.gift, x: 0.77, y: 0.7, size: 0.3, rotate: 8 },
    { emoji: E.coin, x: 0.9, y: 0.55, size: 0.09, rotate: 28, depth: 0.4 },
    { emoji: E.glowingStar, x: 0.1, y: 0.58, size: 0.1, rotate: -12, depth: 0.3 },
    { emoji: E.sparkles, x: 0.64, y: 0.2, size: 0.1, shadow: false },
  ],
};

const welcome: Scene = {
  path: `${ART_DIR}/welcome.webp`,
  width: 2400,
  height: 1000,
  textLeft: true,
  backdrop: {
    base: [NAVY, INDIGO, PURPLE, '#4a1d7a'],
    angle: 10,
    glows: [
      { x: 0.74, y: 0.5, r: 0.62, color: AMBER, opacity: 0.45, stretch: 1.5, core: 0.3 },
      { x: 0.74, y: 0.48, r: 0.3, color: '#fff0b3', opacity: 0.4 },
      { x: 0.95, y: 0.1, r: 0.5, color: '#d946ef', opacity: 0.3 },
      { x: 0.55, y: 0.95, r: 0.4, color: '#6d5bff', opacity: 0.3, stretch: 2 },
    ],
    rays: [{ x: 0.74, y: 0.46, count: 28, length: 0.95, color: WARM, opacity: 0.26, width: 0.42 }],
    streaks: [
      { from: [0.5, 0.88], to: [1.0, 0.6], bend: 0.12, width: 0.006, color: GOLD, opacity: 0.9 },
      { from: [0.56, 0.96], to: [1.0, 0.74], bend: 0.1, width: 0.003, color: '#ffe9a8', opacity: 0.7 },
    ],
    bokeh: [{ count: 26, seed: 21, area: [0.5, 0, 1, 1], size: [0.01, 0.045], color: '#ffcf6b', opacity: [0.12, 0.45] }],
    sparkles: [
      { count: 10, seed: 22, area: [0.04, 0.06, 0.45, 0.94], size: [0.006, 0.014], color: GOLD, opacity: [0.2, 0.5] },
      { count: 14, seed: 23, area: [0.52, 0.06, 0.98, 0.94], size: [0.01, 0.03], color: GOLD },
      { count: 6, seed: 24, area: [0.55, 0.1, 0.97, 0.9], size: [0.012, 0.028], color: '#fff6d5', front: true },
    ],
    vignette: 0.45,
  },
  elements: [
    { emoji: E.coin, x: 0.58, y: 0.18, size: 0.1, rotate: -20, depth: 0.7 },
    { emoji: E.coin, x: 0.93, y: 0.22, size: 0.09, rotate: 25, depth: 0.8 },
    { emoji: E.star, x: 0.88, y: 0.14, size: 0.13, rotate: 12, depth: 0.4, glow: GOLD },
    { emoji: E.joker, x: 0.62, y: 0.44, size: 0.38, rotate: -16, depth: 0.1 },
    { emoji: E.joker, x: 0.655, y: 0.47, size: 0.38, rotate: -4, depth: 0.05 },
    { emoji: E.gift, x: 0.9, y: 0.5, size: 0.36, rotate: 10, depth: 0.1 },
    { emoji: E.slot, x: 0.765, y: 0.5, size: 0.52, glow: AMBER },
    { emoji: E.die, x: 0.63, y: 0.8, size: 0.2, rotate: -18 },
    { emoji: E.die, x: 0.69, y: 0.86, size: 0.16, rotate: 22 },
    { emoji: E.coin, x: 0.84, y: 0.84, size: 0.15, rotate: 8 },
    { emoji: E.coin, x: 0.885, y: 0.8, size: 0.16, rotate: -14 },
    { emoji: E.coin, x: 0.86, y: 0.73, size: 0.13, rotate: 30 },
    { emoji: E.gem, x: 0.96, y: 0.76, size: 0.14, rotate: 10, glow: '#7fd3ff' },
    { emoji: E.coin, x: 0.56, y: 0.64, size: 0.09, rotate: 40, depth: 0.5 },
  ],
};

/* ------------------------------------------------------------------------------------- promos */

const promoFree100: Scene = {
  path: `${ART_DIR}/promo-free-100.webp`,
  width: 1200,
  height: 720,
  textLeft: true,
  backdrop: {
    base: ['#1e0b3d', '#4c1d95', '#a21caf', '#db2777'],
    angle: 15,
    glows: [
      { x: 0.74, y: 0.52, r: 0.6, color: '#ffb3f0', opacity: 0.35, stretch: 1.3 },
      { x: 0.74, y: 0.5, r: 0.36, color: GOLD, opacity: 0.55 },
    ],
    rays: [{ x: 0.74, y: 0.48, count: 18, length: 0.8, color: '#ffe7a3', opacity: 0.22 }],
    bokeh: [{ count: 18, seed: 31, area: [0.5, 0, 1, 1], size: [0.012, 0.05], color: '#ffc2f2', opacity: [0.1, 0.4] }],
    sparkles: [
      { count: 10, seed: 32, area: [0.52, 0.05, 0.98, 0.95], size: [0.012, 0.035], color: GOLD },
      { count: 4, seed: 33, area: [0.55, 0.1, 0.95, 0.9], size: [0.015, 0.03], color: '#fff', front: true },
    ],
    vignette: 0.35,
  },
  elements: [
    { emoji: E.coin, x: 0.6, y: 0.22, size: 0.12, rotate: -25, depth: 0.6 },
    { emoji: E.coin, x: 0.93, y: 0.3, size: 0.13, rotate: 20, depth: 0.5 },
    { emoji: E.gift, x: 0.74, y: 0.5, size: 0.6, rotate: -6, glow: GOLD },
    { emoji: E.coin, x: 0.6, y: 0.78, size: 0.2, rotate: -12 },
    { emoji: E.coin, x: 0.655, y: 0.84, size: 0.18, rotate: 16 },
    { emoji: E.coin, x: 0.9, y: 0.76, size: 0.2, rotate: 10 },
    { emoji: E.sparkles, x: 0.9, y: 0.16, size: 0.16, shadow: false },
  ],
};

const promoDailyDeposit: Scene = {
  path: `${ART_DIR}/promo-daily-deposit.webp`,
  width: 1200,
  height: 720,
  textLeft: true,
  backdrop: {
    base: [INDIGO, '#134e4a', '#0f766e', '#10b981'],
    angle: 20,
    glows: [
      { x: 0.74, y: 0.55, r: 0.58, color: '#7dffd0', opacity: 0.28, stretch: 1.3 },
      { x: 0.74, y: 0.55, r: 0.34, color: GOLD, opacity: 0.5 },
      { x: 0.95, y: 0.95, r: 0.4, color: '#ff8a3d', opacity: 0.35 },
    ],
    streaks: [{ from: [0.48, 0.9], to: [1.0, 0.62], bend: 0.14, width: 0.006, color: GOLD, opacity: 0.85 }],
    bokeh: [{ count: 16, seed: 41, area: [0.5, 0, 1, 1], size: [0.012, 0.05], color: '#a7f3d0', opacity: [0.1, 0.35] }],
    sparkles: [{ count: 10, seed: 42, area: [0.52, 0.05, 0.98, 0.95], size: [0.012, 0.032], color: GOLD }],
    vignette: 0.4,
  },
  elements: [
    { emoji: E.banknote, x: 0.63, y: 0.28, size: 0.26, rotate: -22, depth: 0.3 },
    { emoji: E.banknote, x: 0.9, y: 0.3, size: 0.24, rotate: 18, depth: 0.35 },
    { emoji: E.fire, x: 0.86, y: 0.46, size: 0.34, rotate: 10, glow: '#ff8a3d' },
    { emoji: E.moneyBag, x: 0.72, y: 0.56, size: 0.6, glow: GOLD },
    { emoji: E.banknote, x: 0.6, y: 0.78, size: 0.22, rotate: -8 },
    { emoji: E.coin, x: 0.87, y: 0.8, size: 0.18, rotate: 12 },
    { emoji: E.coin, x: 0.93, y: 0.74, size: 0.14, rotate: -20 },
  ],
};

const promoInviteFriends: Scene = {
  path: `${ART_DIR}/promo-invite-friends.webp`,
  width: 1200,
  height: 720,
  textLeft: true,
  backdrop: {
    base: ['#0b1a4a', '#1d4ed8', '#6d28d9', '#8b5cf6'],
    angle: 15,
    glows: [
      { x: 0.74, y: 0.52, r: 0.6, color: '#93c5fd', opacity: 0.3, stretch: 1.3 },
      { x: 0.74, y: 0.52, r: 0.33, color: GOLD, opacity: 0.5 },
    ],
    rays: [{ x: 0.74, y: 0.5, count: 16, length: 0.8, color: '#dbeafe', opacity: 0.2 }],
    bokeh: [{ count: 16, seed: 51, area: [0.5, 0, 1, 1], size: [0.012, 0.05], color: '#c4b5fd', opacity: [0.1, 0.4] }],
    sparkles: [
      { count: 10, seed: 52, area: [0.52, 0.05, 0.98, 0.95], size: [0.012, 0.032], color: GOLD },
      { count: 4, seed: 53, area: [0.55, 0.1, 0.95, 0.9], size: [0.015, 0.03], color: '#fff', front: true },
    ],
    vignette: 0.35,
  },
  elements: [
    { emoji: E.partyFace, x: 0.6, y: 0.3, size: 0.28, rotate: -14, depth: 0.2 },
    { emoji: E.starStruck, x: 0.9, y: 0.28, size: 0.26, rotate: 12, depth: 0.25 },
    { emoji: E.partyPopper, x: 0.9, y: 0.64, size: 0.3, rotate: -10 },
    { emoji: E.handshake, x: 0.74, y: 0.56, size: 0.5, glow: GOLD },
    { emoji: E.coin, x: 0.6, y: 0.8, size: 0.18, rotate: -14 },
    { emoji: E.coin, x: 0.66, y: 0.86, size: 0.15, rotate: 18 },
    { emoji: E.confetti, x: 0.78, y: 0.14, size: 0.16, rotate: 8, depth: 0.4 },
  ],
};

/* ---------------------------------------------------------------------------- carousel slides */

const slideRegister: Scene = {
  path: `${ART_DIR}/slide-register.webp`,
  width: 1600,
  height: 1000,
  backdrop: {
    base: [NAVY, '#231559', '#3b1f7a'],
    angle: 60,
    glows: [
      { x: 0.5, y: 0.5, r: 0.62, color: '#7c5cff', opacity: 0.4, stretch: 1.4 },
      { x: 0.5, y: 0.48, r: 0.36, color: GOLD, opacity: 0.5 },
    ],
    rays: [{ x: 0.5, y: 0.45, count: 24, length: 0.9, color: WARM, opacity: 0.22 }],
    spotlights: [{ x: 0.5, width: 0.5, floor: 0.86, color: '#c4b5fd', opacity: 0.12 }],
    bokeh: [{ count: 24, seed: 61, size: [0.01, 0.04], color: '#ffd27a', opacity: [0.1, 0.35] }],
    sparkles: [
      { count: 16, seed: 62, area: [0.08, 0.06, 0.92, 0.94], size: [0.01, 0.028], color: GOLD },
      { count: 6, seed: 63, area: [0.15, 0.1, 0.85, 0.9], size: [0.012, 0.026], color: '#fff', front: true },
    ],
    vignette: 0.45,
  },
  elements: [
    { emoji: E.coin, x: 0.2, y: 0.2, size: 0.1, rotate: -20, depth: 0.7 },
    { emoji: E.coin, x: 0.82, y: 0.16, size: 0.09, rotate: 24, depth: 0.8 },
    { emoji: E.star, x: 0.74, y: 0.24, size: 0.13, rotate: 14, depth: 0.3, glow: GOLD },
    { emoji: E.gift, x: 0.7, y: 0.62, size: 0.4, rotate: 9, depth: 0.05 },
    { emoji: E.phoneArrow, x: 0.46, y: 0.5, size: 0.52, rotate: -8, glow: '#b9a6ff' },
    { emoji: E.coin, x: 0.3, y: 0.76, size: 0.16, rotate: -12 },
    { emoji: E.coin, x: 0.36, y: 0.82, size: 0.14, rotate: 20 },
    { emoji: E.coin, x: 0.26, y: 0.86, size: 0.12, rotate: 5 },
    { emoji: E.gem, x: 0.82, y: 0.84, size: 0.14, rotate: 12, glow: '#7fd3ff' },
    { emoji: E.sparkles, x: 0.3, y: 0.3, size: 0.14, shadow: false },
  ],
};

const slideMember: Scene = {
  path: `${ART_DIR}/slide-member.webp`,
  width: 1600,
  height: 1000,
  backdrop: {
    base: ['#1b0f3d', PURPLE, '#5b2590'],
    angle: 120,
    glows: [
      { x: 0.5, y: 0.5, r: 0.64, color: AMBER, opacity: 0.42, stretch: 1.5 },
      { x: 0.5, y: 0.45, r: 0.3, color: '#fff0b3', opacity: 0.45 },
    ],
    rays: [{ x: 0.5, y: 0.42, count: 30, length: 0.95, color: WARM, opacity: 0.28, width: 0.45 }],
    spotlights: [{ x: 0.5, width: 0.56, floor: 0.88, color: '#ffe08a', opacity: 0.1 }],
    bokeh: [{ count: 22, seed: 71, size: [0.01, 0.04], color: '#ffd27a', opacity: [0.1, 0.35] }],
    sparkles: [
      { count: 18, seed: 72, area: [0.06, 0.05, 0.94, 0.95], size: [0.01, 0.03], color: GOLD },
      { count: 8, seed: 73, area: [0.1, 0.05, 0.9, 0.95], size: [0.012, 0.026], color: '#fff', front: true },
    ],
    vignette: 0.45,
  },
  elements: [
    { emoji: E.confetti, x: 0.2, y: 0.26, size: 0.26, rotate: -16, depth: 0.35 },
    { emoji: E.partyPopper, x: 0.8, y: 0.3, size: 0.28, rotate: 12, flip: true, depth: 0.25 },
    { emoji: E.trophy, x: 0.5, y: 0.55, size: 0.52, glow: AMBER },
    { emoji: E.crown, x: 0.5, y: 0.2, size: 0.22, rotate: 8, glow: GOLD },
    { emoji: E.coin, x: 0.3, y: 0.78, size: 0.16, rotate: -10 },
    { emoji: E.coin, x: 0.35, y: 0.84, size: 0.14, rotate: 16 },
    { emoji: E.coin, x: 0.68, y: 0.8, size: 0.16, rotate: 12 },
    { emoji: E.medal, x: 0.74, y: 0.66, size: 0.18, rotate: 10 },
    { emoji: E.star, x: 0.26, y: 0.56, size: 0.12, rotate: -14, depth: 0.2, glow: GOLD },
  ],
};

/* ------------------------------------------------------------------------- features and apps */

const sabong: Scene = {
  path: `${ART_DIR}/sabong.webp`,
  width: 1200,
  height: 800,
  backdrop: {
    base: ['#3b0a12', '#120a2a', '#0a1640'],
    angle: 0,
    glows: [
      { x: 0.18, y: 0.5, r: 0.7, color: '#ff2d3f', opacity: 0.55 },
      { x: 0.82, y: 0.5, r: 0.7, color: '#2d7bff', opacity: 0.55 },
      { x: 0.5, y: 0.35, r: 0.3, color: WARM, opacity: 0.35 },
    ],
    spotlights: [
      { x: 0.32, width: 0.42, floor: 0.8, color: '#ffd0d0', opacity: 0.14 },
      { x: 0.68, width: 0.42, floor: 0.8, color: '#d0e0ff', opacity: 0.14 },
    ],
    // The rim of the pit: a far arc and a near one.
    streaks: [
      { from: [0.1, 0.8], to: [0.9, 0.8], bend: -0.05, width: 0.004, color: GOLD, opacity: 0.55 },
      { from: [0.04, 0.8], to: [0.96, 0.8], bend: 0.12, width: 0.007, color: GOLD, opacity: 0.9 },
    ],
    bokeh: [
      { count: 14, seed: 81, area: [0, 0, 0.45, 0.7], size: [0.01, 0.04], color: '#ff8a8a', opacity: [0.1, 0.35] },
      { count: 14, seed: 82, area: [0.55, 0, 1, 0.7], size: [0.01, 0.04], color: '#8ab4ff', opacity: [0.1, 0.35] },
    ],
    sparkles: [{ count: 12, seed: 83, area: [0.05, 0.05, 0.95, 0.6], size: [0.01, 0.026], color: GOLD }],
    vignette: 0.5,
  },
  elements: [
    { emoji: E.coin, x: 0.5, y: 0.2, size: 0.12, rotate: 10, glow: GOLD },
    { emoji: E.coin, x: 0.42, y: 0.3, size: 0.08, rotate: -30, depth: 0.5 },
    { emoji: E.coin, x: 0.58, y: 0.3, size: 0.08, rotate: 30, depth: 0.5 },
    { emoji: E.rooster, x: 0.3, y: 0.56, size: 0.56, flip: true, rotate: 6, glow: '#ff4d5e' },
    { emoji: E.rooster, x: 0.7, y: 0.56, size: 0.56, rotate: -6, glow: '#4d8bff' },
    { emoji: E.coin, x: 0.46, y: 0.86, size: 0.13, rotate: -10 },
    { emoji: E.coin, x: 0.54, y: 0.88, size: 0.12, rotate: 16 },
  ],
};

const appDownload: Scene = {
  path: `${ART_DIR}/app-download.webp`,
  width: 1200,
  height: 1000,
  backdrop: {
    base: [NAVY, INDIGO, '#3a1f80'],
    angle: 70,
    glows: [
      { x: 0.48, y: 0.56, r: 0.55, color: '#8b5cf6', opacity: 0.45 },
      { x: 0.5, y: 0.4, r: 0.34, color: GOLD, opacity: 0.5 },
    ],
    rays: [{ x: 0.5, y: 0.38, count: 14, length: 0.7, color: WARM, opacity: 0.3, fan: [180, 360], width: 0.5 }],
    streaks: [
      { from: [0.44, 0.42], to: [0.1, 0.08], bend: -0.15, width: 0.005, color: GOLD, opacity: 0.8 },
      { from: [0.56, 0.42], to: [0.92, 0.1], bend: 0.15, width: 0.005, color: GOLD, opacity: 0.8 },
      { from: [0.5, 0.38], to: [0.52, 0.02], bend: 0.05, width: 0.004, color: '#fff1c2', opacity: 0.7 },
    ],
    bokeh: [{ count: 20, seed: 91, size: [0.01, 0.04], color: '#ffd27a', opacity: [0.1, 0.35] }],
    sparkles: [
      { count: 16, seed: 92, area: [0.06, 0.04, 0.94, 0.6], size: [0.01, 0.03], color: GOLD },
      { count: 6, seed: 93, area: [0.1, 0.05, 0.9, 0.5], size: [0.012, 0.028], color: '#fff', front: true },
    ],
    vignette: 0.45,
  },
  elements: [
    { emoji: E.coin, x: 0.14, y: 0.14, size: 0.1, rotate: -30, depth: 0.5 },
    { emoji: E.star, x: 0.86, y: 0.14, size: 0.12, rotate: 18, depth: 0.35, glow: GOLD },
    { emoji: E.coin, x: 0.3, y: 0.22, size: 0.12, rotate: -18, depth: 0.25 },
    { emoji: E.coin, x: 0.7, y: 0.24, size: 0.13, rotate: 22, depth: 0.2 },
    { emoji: E.star, x: 0.2, y: 0.38, size: 0.11, rotate: -12, depth: 0.15, glow: GOLD },
    { emoji: E.glowingStar, x: 0.5, y: 0.16, size: 0.13, rotate: 6, glow: GOLD },
    { emoji: E.phone, x: 0.5, y: 0.64, size: 0.52, rotate: -6, glow: '#b9a6ff' },
    { emoji: E.coin, x: 0.78, y: 0.42, size: 0.13, rotate: 30, depth: 0.1 },
    { emoji: E.gem, x: 0.76, y: 0.8, size: 0.18, rotate: 12, glow: '#7fd3ff' },
    { emoji: E.coin, x: 0.24, y: 0.8, size: 0.15, rotate: -12 },
    { emoji: E.coin, x: 0.3, y: 0.86, size: 0.13, rotate: 14 },
  ],
};

const downloadBonus: Scene = {
  path: `${ART_DIR}/download-bonus.webp`,
  width: 1280,
  height: 800,
  textLeft: true,
  backdrop: {
    base: [NAVY, PURPLE, '#6b21a8'],
    angle: 10,
    glows: [
      { x: 0.74, y: 0.52, r: 0.6, color: '#c084fc', opacity: 0.35, stretch: 1.3 },
      { x: 0.74, y: 0.5, r: 0.35, color: GOLD, opacity: 0.5 },
    ],
    rays: [{ x: 0.74, y: 0.48, count: 20, length: 0.8, color: WARM, opacity: 0.22 }],
    bokeh: [{ count: 16, seed: 101, area: [0.5, 0, 1, 1], size: [0.012, 0.045], color: '#ffd27a', opacity: [0.1, 0.35] }],
    sparkles: [
      { count: 12, seed: 102, area: [0.52, 0.05, 0.98, 0.95], size: [0.012, 0.03], color: GOLD },
      { count: 4, seed: 103, area: [0.55, 0.1, 0.95, 0.9], size: [0.014, 0.028], color: '#fff', front: true },
    ],
    vignette: 0.4,
  },
  elements: [
    { emoji: E.coin, x: 0.62, y: 0.18, size: 0.11, rotate: -20, depth: 0.6 },
    { emoji: E.moneyBag, x: 0.88, y: 0.44, size: 0.42, rotate: 12, depth: 0.1 },
    { emoji: E.phone, x: 0.7, y: 0.48, size: 0.6, rotate: -8, glow: '#c4b5fd' },
    { emoji: E.gift, x: 0.84, y: 0.76, size: 0.34, rotate: 6 },
    { emoji: E.coin, x: 0.6, y: 0.82, size: 0.16, rotate: -10 },
    { emoji: E.coin, x: 0.66, y: 0.86, size: 0.14, rotate: 16 },
  ],
};

const secure: Scene = {
  path: `${ART_DIR}/secure.webp`,
  width: 960,
  height: 720,
  backdrop: {
    base: [NAVY, '#0c2a4a', '#0f4c5c'],
    angle: 60,
    glows: [
      { x: 0.5, y: 0.5, r: 0.6, color: '#34d399', opacity: 0.32 },
      { x: 0.5, y: 0.48, r: 0.42, color: '#38bdf8', opacity: 0.35 },
      { x: 0.5, y: 0.46, r: 0.2, color: '#e0fff4', opacity: 0.3 },
    ],
    rays: [{ x: 0.5, y: 0.46, count: 20, length: 0.7, color: '#a7f3d0', opacity: 0.16 }],
    bokeh: [{ count: 18, seed: 111, size: [0.01, 0.04], color: '#99f6e4', opacity: [0.1, 0.3] }],
    sparkles: [{ count: 12, seed: 112, area: [0.06, 0.06, 0.94, 0.94], size: [0.01, 0.028], color: '#d1fae5' }],
    vignette: 0.45,
  },
  elements: [
    { emoji: E.key, x: 0.24, y: 0.3, size: 0.26, rotate: -30, depth: 0.15 },
    { emoji: E.gem, x: 0.78, y: 0.26, size: 0.2, rotate: 12, depth: 0.2, glow: '#7fd3ff' },
    { emoji: E.shield, x: 0.5, y: 0.5, size: 0.64, glow: '#5eead4' },
    { emoji: E.lock, x: 0.72, y: 0.72, size: 0.3, rotate: 10 },
    { emoji: E.coin, x: 0.26, y: 0.76, size: 0.14, rotate: -12 },
    { emoji: E.sparkles, x: 0.3, y: 0.6, size: 0.12, shadow: false },
  ],
};

/* ------------------------------------------------------------------- slot thumbnails (150 px) */

/**
 * A 300×300 slot thumbnail: its own gradient, a big main object with a halo, and a few
 * supporting ones. Layout varies per game through the placements themselves.
 */
const slotThumb = (title: string, base: readonly string[], glow: string, elements: Placement[], extra: Partial<Backdrop> = {}): Scene => ({
  path: `${ART_DIR}/games/${slug(title)}.webp`,
  width: 300,
  height: 300,
  backdrop: {
    base,
    angle: 90,
    glows: [
      { x: 0.5, y: 0.52, r: 0.58, color: glow, opacity: 0.55 },
      { x: 0.5, y: 0.5, r: 0.3, color: '#ffffff', opacity: 0.22 },
    ],
    sparkles: [{ count: 7, seed: seedOf(title), area: [0.06, 0.06, 0.94, 0.94], size: [0.015, 0.04], color: GOLD }],
    vignette: 0.45,
    ...extra,
  },
  elements,
});

const slots: Scene[] = [
  slotThumb(
    'Fortune Tiger',
    ['#4a1204', '#c2410c', '#f97316'],
    AMBER,
    [
      { emoji: E.coin, x: 0.16, y: 0.2, size: 0.18, rotate: -20, depth: 0.4 },
      { emoji: E.tiger, x: 0.5, y: 0.5, size: 0.66, glow: GOLD },
      { emoji: E.orangeDiamond, x: 0.17, y: 0.8, size: 0.2, rotate: -12, glow: GOLD },
      { emoji: E.coin, x: 0.8, y: 0.86, size: 0.2, rotate: 16 },
      { emoji: E.coin, x: 0.87, y: 0.77, size: 0.18, rotate: -20 },
      { emoji: E.star, x: 0.84, y: 0.18, size: 0.2, rotate: 14, glow: GOLD },
    ],
    { rays: [{ x: 0.5, y: 0.5, count: 16, length: 0.7, color: WARM, opacity: 0.25 }] },
  ),
  slotThumb('Lucky Lady', ['#500724', '#be185d', '#f472b6'], '#ffd1e8', [
    { emoji: E.rose, x: 0.2, y: 0.62, size: 0.36, rotate: -18 },
    { emoji: E.clover, x: 0.54, y: 0.48, size: 0.64, rotate: 8, glow: '#86efac' },
    { emoji: E.glowingStar, x: 0.8, y: 0.2, size: 0.24, rotate: 12, glow: GOLD },
    { emoji: E.ring, x: 0.8, y: 0.8, size: 0.22, rotate: -12 },
  ]),
  slotThumb(
    'Book of Gold',
    ['#1e1b4b', '#78350f', '#d97706'],
    GOLD,
    [
      { emoji: E.book, x: 0.5, y: 0.54, size: 0.68, rotate: -6, glow: GOLD },
      { emoji: E.coin, x: 0.2, y: 0.22, size: 0.2, rotate: -20, depth: 0.3 },
      { emoji: E.coin, x: 0.78, y: 0.2, size: 0.18, rotate: 24, depth: 0.4 },
      { emoji: E.sparkles, x: 0.5, y: 0.2, size: 0.22, shadow: false },
      { emoji: E.coin, x: 0.82, y: 0.84, size: 0.2, rotate: 10 },
    ],
    { rays: [{ x: 0.5, y: 0.4, count: 12, length: 0.6, color: '#fff1b8', opacity: 0.35, fan: [180, 360], width: 0.5 }] },
  ),
  slotThumb('Mega Ace', ['#0b1026', '#334155', '#cbd5e1'], '#ffffff', [
    { emoji: E.heart, x: 0.22, y: 0.26, size: 0.26, rotate: -18, depth: 0.2 },
    { emoji: E.diamondSuit, x: 0.8, y: 0.26, size: 0.24, rotate: 16, depth: 0.25 },
    { emoji: E.spade, x: 0.5, y: 0.56, size: 0.62, glow: '#ffffff' },
    { emoji: E.crown, x: 0.5, y: 0.17, size: 0.24, rotate: -6, glow: GOLD },
    { emoji: E.club, x: 0.2, y: 0.8, size: 0.22, rotate: -10 },
    { emoji: E.coin, x: 0.82, y: 0.8, size: 0.22, rotate: 14 },
  ]),
  slotThumb('Mayan Empire', ['#1e1b4b', '#0f766e', '#f59e0b'], '#fde68a', [
    { emoji: E.palm, x: 0.2, y: 0.38, size: 0.44, rotate: -6, depth: 0.3 },
    { emoji: E.moai, x: 0.56, y: 0.54, size: 0.66, glow: '#fde68a' },
    { emoji: E.snake, x: 0.82, y: 0.78, size: 0.3, flip: true },
    { emoji: E.gem, x: 0.2, y: 0.8, size: 0.2, rotate: -10, glow: '#7fd3ff' },
  ]),
  slotThumb(
    'Golden Empire',
    ['#2e0854', '#6b21a8', '#ca8a04'],
    GOLD,
    [
      { emoji: E.castle, x: 0.5, y: 0.64, size: 0.5, depth: 0.45 },
      { emoji: E.crown, x: 0.5, y: 0.4, size: 0.6, rotate: -6, glow: GOLD },
      { emoji: E.coin, x: 0.16, y: 0.82, size: 0.22, rotate: -12 },
      { emoji: E.coin, x: 0.84, y: 0.82, size: 0.22, rotate: 12 },
    ],
    { rays: [{ x: 0.5, y: 0.4, count: 20, length: 0.7, color: WARM, opacity: 0.3 }] },
  ),
  slotThumb('Crazy 777', ['#1e1b4b', '#6d28d9', '#e11d48'], '#ff7ab6', [
    { emoji: E.fire, x: 0.2, y: 0.3, size: 0.34, rotate: -14, depth: 0.2, glow: '#ff8a3d' },
    { emoji: E.collision, x: 0.8, y: 0.24, size: 0.3, rotate: 14, depth: 0.15 },
    { emoji: E.slot, x: 0.5, y: 0.56, size: 0.66, glow: AMBER },
    { emoji: E.coin, x: 0.84, y: 0.84, size: 0.2, rotate: 14 },
  ]),
  slotThumb(
    'Boxing King',
    ['#7f1d1d', '#312e81', '#1d4ed8'],
    '#fde68a',
    [
      { emoji: E.crown, x: 0.5, y: 0.2, size: 0.28, rotate: 6, glow: GOLD },
      { emoji: E.boxingGlove, x: 0.32, y: 0.58, size: 0.54, rotate: -16, glow: '#ff6b6b' },
      { emoji: E.boxingGlove, x: 0.7, y: 0.6, size: 0.54, rotate: 16, flip: true, glow: '#6b9bff' },
      { emoji: E.medal, x: 0.5, y: 0.86, size: 0.22 },
    ],
    { angle: 0 },
  ),
  slotThumb(
    'Charge Buffalo',
    ['#1c1917', '#7c2d12', '#ea580c'],
    '#fdba74',
    [
      { emoji: E.fire, x: 0.78, y: 0.3, size: 0.36, rotate: 12, depth: 0.2, glow: '#ff8a3d' },
      { emoji: E.buffalo, x: 0.48, y: 0.56, size: 0.7, glow: '#fed7aa' },
      { emoji: E.coin, x: 0.16, y: 0.22, size: 0.2, rotate: -18, depth: 0.3 },
      { emoji: E.coin, x: 0.84, y: 0.84, size: 0.2, rotate: 12 },
    ],
    { spotlights: [{ x: 0.5, width: 0.9, floor: 0.84, color: '#fed7aa', opacity: 0.12 }] },
  ),
  slotThumb(
    'Fortune Gems',
    ['#0c1445', '#1e40af', '#3b82f6'],
    '#a5f3fc',
    [
      { emoji: E.blueDiamond, x: 0.2, y: 0.26, size: 0.22, rotate: -18, depth: 0.3 },
      { emoji: E.ring, x: 0.8, y: 0.24, size: 0.24, rotate: 16, depth: 0.2 },
      { emoji: E.gem, x: 0.5, y: 0.54, size: 0.66, glow: '#a5f3fc' },
      { emoji: E.gem, x: 0.2, y: 0.8, size: 0.22, rotate: -14, glow: '#a5f3fc' },
      { emoji: E.blueDiamond, x: 0.82, y: 0.8, size: 0.2, rotate: 12 },
    ],
    { rays: [{ x: 0.5, y: 0.54, count: 16, length: 0.7, color: '#e0f2fe', opacity: 0.3 }] },
  ),
  slotThumb('Wild Ace', ['#0f172a', '#4338ca', '#06b6d4'], '#a5f3fc', [
    { emoji: E.flowerCards, x: 0.26, y: 0.34, size: 0.4, rotate: -20, depth: 0.3 },
    { emoji: E.joker, x: 0.56, y: 0.54, size: 0.66, rotate: 8, glow: '#cffafe' },
    { emoji: E.star, x: 0.84, y: 0.2, size: 0.2, rotate: 14, glow: GOLD },
    { emoji: E.fire, x: 0.18, y: 0.8, size: 0.28, rotate: -10, glow: '#ff8a3d' },
  ]),
  slotThumb('Jungle King', ['#3f1d04', '#b45309', '#facc15'], '#fef08a', [
    { emoji: E.palm, x: 0.18, y: 0.42, size: 0.5, rotate: -6, depth: 0.4 },
    { emoji: E.palm, x: 0.84, y: 0.4, size: 0.46, flip: true, rotate: 6, depth: 0.5 },
    { emoji: E.lion, x: 0.5, y: 0.56, size: 0.68, glow: GOLD },
    { emoji: E.crown, x: 0.5, y: 0.16, size: 0.22, rotate: 4, glow: GOLD },
  ]),
  slotThumb(
    'Dragon Treasure',
    ['#2a0505', '#991b1b', '#dc2626'],
    GOLD,
    [
      { emoji: E.dragon, x: 0.5, y: 0.46, size: 0.7, flip: true, glow: '#86efac' },
      { emoji: E.gem, x: 0.2, y: 0.82, size: 0.2, rotate: -10, glow: '#7fd3ff' },
      { emoji: E.coin, x: 0.5, y: 0.86, size: 0.2, rotate: 8 },
      { emoji: E.coin, x: 0.8, y: 0.82, size: 0.22, rotate: -14 },
    ],
    { rays: [{ x: 0.5, y: 0.46, count: 18, length: 0.7, color: WARM, opacity: 0.28 }] },
  ),
  slotThumb('Money Coming', ['#022c22', '#047857', '#34d399'], '#fef08a', [
    { emoji: E.banknote, x: 0.22, y: 0.24, size: 0.28, rotate: -20, depth: 0.35 },
    { emoji: E.banknote, x: 0.8, y: 0.3, size: 0.26, rotate: 18, depth: 0.3 },
    { emoji: E.moneyWings, x: 0.52, y: 0.52, size: 0.64, rotate: -8, glow: GOLD },
    { emoji: E.coin, x: 0.2, y: 0.82, size: 0.22, rotate: -12 },
    { emoji: E.coin, x: 0.78, y: 0.84, size: 0.2, rotate: 10 },
  ]),
  slotThumb(
    'Pharaoh Treasure',
    ['#0c1a4a', '#1e3a8a', '#ca8a04'],
    GOLD,
    [
      { emoji: E.amphora, x: 0.2, y: 0.44, size: 0.42, rotate: -8, depth: 0.3 },
      { emoji: E.scarab, x: 0.54, y: 0.5, size: 0.62, glow: GOLD },
      { emoji: E.gem, x: 0.84, y: 0.24, size: 0.2, rotate: 12, glow: '#7fd3ff' },
      { emoji: E.coin, x: 0.2, y: 0.16, size: 0.16, rotate: -18, depth: 0.4 },
      { emoji: E.coin, x: 0.8, y: 0.84, size: 0.22, rotate: 14 },
    ],
    { rays: [{ x: 0.54, y: 0.5, count: 12, length: 0.7, color: WARM, opacity: 0.3 }] },
  ),
  slotThumb(
    'Candy Party',
    ['#1e3a8a', '#8b5cf6', '#f9a8d4'],
    '#fff1f2',
    [
      { emoji: E.lollipop, x: 0.24, y: 0.36, size: 0.5, rotate: -20, depth: 0.1 },
      { emoji: E.chocolate, x: 0.8, y: 0.28, size: 0.3, rotate: 18, depth: 0.3 },
      { emoji: E.candy, x: 0.56, y: 0.6, size: 0.62, rotate: -10, glow: '#fff' },
      { emoji: E.partyPopper, x: 0.18, y: 0.82, size: 0.24, rotate: -8 },
    ],
    { bokeh: [{ count: 12, seed: 161, size: [0.03, 0.08], color: '#fff', opacity: [0.1, 0.3] }] },
  ),
  slotThumb(
    'Lucky Koi',
    ['#083344', '#0e7490', '#22d3ee'],
    '#cffafe',
    [
      { emoji: E.lotus, x: 0.22, y: 0.8, size: 0.3, rotate: -6 },
      { emoji: E.tropicalFish, x: 0.22, y: 0.26, size: 0.28, rotate: 10, depth: 0.35 },
      { emoji: E.fish, x: 0.56, y: 0.5, size: 0.64, rotate: -10, flip: true, glow: '#fde68a' },
      { emoji: E.bubbles, x: 0.84, y: 0.2, size: 0.24, shadow: false },
      { emoji: E.coin, x: 0.82, y: 0.82, size: 0.2, rotate: 12 },
    ],
    { bokeh: [{ count: 14, seed: 171, size: [0.02, 0.06], color: '#e0f7ff', opacity: [0.1, 0.35] }] },
  ),
  slotThumb('Samba Fiesta', ['#064e3b', '#15803d', '#facc15'], '#fde68a', [
    { emoji: E.parrot, x: 0.2, y: 0.3, size: 0.36, flip: true, depth: 0.15 },
    { emoji: E.dancer, x: 0.55, y: 0.52, size: 0.7, glow: '#fef08a' },
    { emoji: E.maracas, x: 0.84, y: 0.76, size: 0.3, rotate: 14 },
    { emoji: E.confetti, x: 0.84, y: 0.2, size: 0.22, rotate: 10, depth: 0.3 },
  ]),
  slotThumb(
    'Golden Bank',
    [NAVY, '#1e1b4b', '#a16207'],
    GOLD,
    [
      { emoji: E.bank, x: 0.5, y: 0.46, size: 0.62, glow: GOLD },
      { emoji: E.moneyBag, x: 0.2, y: 0.78, size: 0.3, rotate: -10 },
      { emoji: E.coin, x: 0.62, y: 0.86, size: 0.2, rotate: 10 },
      { emoji: E.coin, x: 0.8, y: 0.8, size: 0.22, rotate: -14 },
      { emoji: E.coin, x: 0.82, y: 0.2, size: 0.16, rotate: 20, depth: 0.4 },
    ],
    { rays: [{ x: 0.5, y: 0.4, count: 20, length: 0.7, color: WARM, opacity: 0.3 }] },
  ),
  slotThumb('Neko Fortune', ['#4c0519', '#9d174d', '#fbbf24'], '#fde68a', [
    { emoji: E.lantern, x: 0.16, y: 0.22, size: 0.28, depth: 0.3, glow: '#ff6b3d' },
    { emoji: E.lantern, x: 0.84, y: 0.2, size: 0.24, depth: 0.4, glow: '#ff6b3d' },
    { emoji: E.catFace, x: 0.5, y: 0.52, size: 0.62, glow: GOLD },
    { emoji: E.cherryBlossom, x: 0.18, y: 0.8, size: 0.26, rotate: -14 },
    { emoji: E.coin, x: 0.78, y: 0.86, size: 0.2, rotate: 12 },
    { emoji: E.coin, x: 0.86, y: 0.77, size: 0.18, rotate: -16 },
  ]),
];

/* ------------------------------------------------------------------- games grid (320×240 px) */

const gridThumb = (title: string, backdrop: Backdrop, elements: Placement[]): Scene => ({
  path: `${ART_DIR}/grid/${slug(title)}.webp`,
  width: 640,
  height: 480,
  backdrop: { vignette: 0.45, ...backdrop },
  elements,
});

const grid: Scene[] = [
  gridThumb(
    'Sic Bo',
    {
      base: ['#2a0505', '#7f1d1d', '#b91c1c'],
      angle: 70,
      glows: [{ x: 0.5, y: 0.55, r: 0.6, color: AMBER, opacity: 0.45, stretch: 1.3 }],
      spotlights: [{ x: 0.5, width: 0.7, floor: 0.82, color: '#ffe4b5', opacity: 0.14 }],
      sparkles: [{ count: 10, seed: 201, area: [0.05, 0.05, 0.95, 0.7], size: [0.01, 0.03], color: GOLD }],
    },
    [
      { emoji: E.coin, x: 0.16, y: 0.24, size: 0.16, rotate: -20, depth: 0.5 },
      { emoji: E.die, x: 0.5, y: 0.4, size: 0.42, rotate: 8, glow: GOLD },
      { emoji: E.die, x: 0.32, y: 0.66, size: 0.42, rotate: -14, glow: GOLD },
      { emoji: E.die, x: 0.68, y: 0.66, size: 0.42, rotate: 18, glow: GOLD },
      { emoji: E.coin, x: 0.88, y: 0.8, size: 0.2, rotate: 12 },
    ],
  ),
  gridThumb(
    '7up7down',
    {
      base: ['#0b1a4a', '#3730a3', '#7c3aed'],
      angle: 60,
      glows: [
        { x: 0.5, y: 0.55, r: 0.55, color: '#a78bfa', opacity: 0.5, stretch: 1.4 },
        { x: 0.5, y: 0.55, r: 0.3, color: GOLD, opacity: 0.4 },
      ],
      bokeh: [{ count: 14, seed: 211, size: [0.01, 0.04], color: '#c4b5fd', opacity: [0.1, 0.35] }],
      sparkles: [{ count: 8, seed: 212, size: [0.01, 0.03], color: GOLD }],
    },
    [
      { emoji: E.up, x: 0.16, y: 0.32, size: 0.3, rotate: -6, glow: '#86efac' },
      { emoji: E.down, x: 0.84, y: 0.68, size: 0.3, rotate: 6, glow: '#fca5a5' },
      { emoji: E.die, x: 0.4, y: 0.5, size: 0.46, rotate: -14, glow: GOLD },
      { emoji: E.die, x: 0.62, y: 0.56, size: 0.44, rotate: 20, glow: GOLD },
    ],
  ),
  gridThumb(
    'Color Dish',
    {
      base: ['#0b1026', '#134e4a', '#0f766e'],
      angle: 80,
      glows: [{ x: 0.5, y: 0.58, r: 0.6, color: '#fef08a', opacity: 0.35, stretch: 1.4 }],
      spotlights: [{ x: 0.5, width: 0.8, floor: 0.8, color: '#fff7d6', opacity: 0.16 }],
      sparkles: [{ count: 10, seed: 221, area: [0.05, 0.05, 0.95, 0.6], size: [0.01, 0.03], color: GOLD }],
    },
    [
      { emoji: E.palette, x: 0.8, y: 0.26, size: 0.32, rotate: 14, depth: 0.3 },
      { emoji: E.redBall, x: 0.3, y: 0.5, size: 0.3, glow: '#ff6b6b' },
      { emoji: E.yellowBall, x: 0.5, y: 0.42, size: 0.3, glow: '#fde047' },
      { emoji: E.blueBall, x: 0.68, y: 0.56, size: 0.3, glow: '#60a5fa' },
      { emoji: E.greenBall, x: 0.42, y: 0.7, size: 0.3, glow: '#4ade80' },
      { emoji: E.coin, x: 0.18, y: 0.8, size: 0.16, rotate: -12 },
    ],
  ),
  gridThumb(
    'Baccarat',
    {
      base: ['#022c16', '#065f46', '#047857'],
      angle: 90,
      glows: [{ x: 0.5, y: 0.5, r: 0.6, color: GOLD, opacity: 0.4, stretch: 1.4 }],
      spotlights: [{ x: 0.5, width: 0.8, floor: 0.82, color: '#fef3c7', opacity: 0.12 }],
      sparkles: [{ count: 10, seed: 231, size: [0.01, 0.03], color: GOLD }],
    },
    [
      { emoji: E.heart, x: 0.14, y: 0.24, size: 0.18, rotate: -16, depth: 0.4 },
      { emoji: E.diamondSuit, x: 0.86, y: 0.22, size: 0.18, rotate: 14, depth: 0.4 },
      { emoji: E.crown, x: 0.5, y: 0.16, size: 0.2, rotate: 4, glow: GOLD },
      { emoji: E.flowerCards, x: 0.38, y: 0.52, size: 0.5, rotate: -16, glow: '#fef3c7' },
      { emoji: E.flowerCards, x: 0.58, y: 0.52, size: 0.5, rotate: 10, flip: true, glow: '#fef3c7' },
      { emoji: E.coin, x: 0.2, y: 0.8, size: 0.2, rotate: -10 },
      { emoji: E.coin, x: 0.8, y: 0.82, size: 0.2, rotate: 14 },
      { emoji: E.coin, x: 0.78, y: 0.72, size: 0.18, rotate: -24 },
      { emoji: E.coin, x: 0.82, y: 0.63, size: 0.16, rotate: 8 },
    ],
  ),
  gridThumb(
    'Roulette',
    {
      base: ['#1a0510', '#7f1d1d', PURPLE],
      angle: 45,
      glows: [
        { x: 0.5, y: 0.5, r: 0.6, color: '#ff6b6b', opacity: 0.4, stretch: 1.3 },
        { x: 0.5, y: 0.5, r: 0.32, color: GOLD, opacity: 0.45 },
      ],
      rays: [{ x: 0.5, y: 0.5, count: 24, length: 0.9, color: WARM, opacity: 0.22 }],
      sparkles: [{ count: 10, seed: 241, size: [0.01, 0.03], color: GOLD }],
    },
    [
      { emoji: E.target, x: 0.5, y: 0.5, size: 0.66, rotate: -10, glow: GOLD },
      { emoji: E.coin, x: 0.16, y: 0.7, size: 0.2, rotate: -14 },
      { emoji: E.coin, x: 0.22, y: 0.8, size: 0.18, rotate: 10 },
      { emoji: E.gem, x: 0.84, y: 0.76, size: 0.2, rotate: 12, glow: '#7fd3ff' },
      { emoji: E.coin, x: 0.84, y: 0.22, size: 0.14, rotate: 24, depth: 0.4 },
    ],
  ),
  gridThumb(
    'Fish Hunter',
    {
      base: ['#021a1a', '#064e3b', '#0d9488'],
      angle: 80,
      glows: [
        { x: 0.5, y: 0.5, r: 0.6, color: '#5eead4', opacity: 0.35, stretch: 1.4 },
        { x: 0.5, y: 0.45, r: 0.32, color: GOLD, opacity: 0.4 },
      ],
      rays: [{ x: 0.5, y: 0.45, count: 20, length: 0.9, color: '#ccfbf1', opacity: 0.18 }],
      bokeh: [{ count: 22, seed: 251, size: [0.008, 0.03], color: '#e0fff8', opacity: [0.15, 0.5] }],
    },
    [
      { emoji: E.trident, x: 0.5, y: 0.44, size: 0.7, rotate: 18, depth: 0.15, glow: AMBER },
      { emoji: E.octopus, x: 0.44, y: 0.58, size: 0.5, glow: '#f9a8d4' },
      { emoji: E.tropicalFish, x: 0.16, y: 0.3, size: 0.24, flip: true, rotate: -8, depth: 0.2 },
      { emoji: E.crab, x: 0.8, y: 0.74, size: 0.3, rotate: 8 },
      { emoji: E.bubbles, x: 0.86, y: 0.22, size: 0.2, shadow: false },
      { emoji: E.coin, x: 0.16, y: 0.8, size: 0.17, rotate: -12 },
      { emoji: E.coin, x: 0.24, y: 0.86, size: 0.15, rotate: 14 },
    ],
  ),
  gridThumb(
    'Dragon Tiger',
    {
      base: ['#7f1d1d', '#1a1446', '#9a3412'],
      angle: 0,
      glows: [
        { x: 0.22, y: 0.5, r: 0.62, color: '#22c55e', opacity: 0.35 },
        { x: 0.78, y: 0.5, r: 0.62, color: AMBER, opacity: 0.45 },
        { x: 0.5, y: 0.5, r: 0.2, color: '#fff3c4', opacity: 0.5 },
      ],
      sparkles: [{ count: 10, seed: 261, size: [0.01, 0.03], color: GOLD }],
    },
    [
      { emoji: E.dragon, x: 0.28, y: 0.5, size: 0.6, flip: true, glow: '#86efac' },
      { emoji: E.tiger, x: 0.74, y: 0.52, size: 0.52, glow: GOLD },
      { emoji: E.coin, x: 0.5, y: 0.84, size: 0.18, rotate: 8 },
      { emoji: E.crossedSwords, x: 0.5, y: 0.24, size: 0.24, glow: '#fff3c4' },
    ],
  ),
  gridThumb(
    'Blackjack',
    {
      base: ['#05070f', NAVY, '#1e293b'],
      angle: 70,
      glows: [{ x: 0.5, y: 0.5, r: 0.62, color: GOLD, opacity: 0.4, stretch: 1.3 }],
      streaks: [{ from: [0.0, 0.85], to: [1.0, 0.7], bend: 0.1, width: 0.006, color: GOLD, opacity: 0.85 }],
      sparkles: [{ count: 10, seed: 271, size: [0.01, 0.03], color: GOLD }],
    },
    [
      { emoji: E.club, x: 0.84, y: 0.22, size: 0.18, rotate: 16, depth: 0.4 },
      { emoji: E.topHat, x: 0.22, y: 0.3, size: 0.3, rotate: -14, depth: 0.2 },
      { emoji: E.spade, x: 0.66, y: 0.44, size: 0.4, rotate: 14, glow: '#fef3c7' },
      { emoji: E.joker, x: 0.44, y: 0.52, size: 0.6, rotate: -8, glow: '#fef3c7' },
      { emoji: E.coin, x: 0.2, y: 0.78, size: 0.2, rotate: -10 },
      { emoji: E.coin, x: 0.8, y: 0.78, size: 0.22, rotate: 14 },
      { emoji: E.coin, x: 0.84, y: 0.68, size: 0.18, rotate: -20 },
    ],
  ),
];

/* ------------------------------------------------------------------ game categories (480×320) */

const category = (name: string, backdrop: Backdrop, elements: Placement[]): Scene => ({
  path: `${ART_DIR}/categories/${name}.webp`,
  width: 960,
  height: 640,
  backdrop: { vignette: 0.45, ...backdrop },
  elements,
});

const categories: Scene[] = [
  category(
    'sports-betting',
    {
      base: [NAVY, '#1e3a8a', '#2563eb'],
      angle: 90,
      glows: [
        { x: 0.5, y: 0.55, r: 0.6, color: '#93c5fd', opacity: 0.4, stretch: 1.5 },
        { x: 0.5, y: 0.5, r: 0.3, color: GOLD, opacity: 0.4 },
      ],
      spotlights: [
        { x: 0.25, width: 0.4, floor: 0.86, color: '#e0f2fe', opacity: 0.12 },
        { x: 0.75, width: 0.4, floor: 0.86, color: '#e0f2fe', opacity: 0.12 },
      ],
      sparkles: [{ count: 12, seed: 301, size: [0.01, 0.026], color: GOLD }],
    },
    [
      { emoji: E.medal, x: 0.86, y: 0.22, size: 0.2, rotate: 14, depth: 0.4 },
      { emoji: E.trophy, x: 0.5, y: 0.46, size: 0.6, glow: GOLD },
      { emoji: E.soccer, x: 0.24, y: 0.68, size: 0.34, rotate: -10 },
      { emoji: E.basketball, x: 0.76, y: 0.7, size: 0.32, rotate: 12 },
    ],
  ),
  category(
    'live-games',
    {
      base: ['#1a0510', '#5b0f2e', PURPLE],
      angle: 30,
      glows: [
        { x: 0.5, y: 0.55, r: 0.6, color: '#ff6ba8', opacity: 0.35, stretch: 1.5 },
        { x: 0.55, y: 0.5, r: 0.3, color: GOLD, opacity: 0.4 },
      ],
      spotlights: [{ x: 0.5, width: 0.7, floor: 0.84, color: '#ffe4f0', opacity: 0.12 }],
      bokeh: [{ count: 16, seed: 311, size: [0.01, 0.04], color: '#ffb3d1', opacity: [0.1, 0.3] }],
      sparkles: [{ count: 10, seed: 312, size: [0.01, 0.026], color: GOLD }],
    },
    [
      { emoji: E.camera, x: 0.26, y: 0.34, size: 0.46, rotate: -8, glow: '#ffb3d1' },
      { emoji: E.joker, x: 0.62, y: 0.48, size: 0.46, rotate: -12, glow: '#fef3c7' },
      { emoji: E.flowerCards, x: 0.78, y: 0.52, size: 0.44, rotate: 12, glow: '#fef3c7' },
      { emoji: E.coin, x: 0.4, y: 0.78, size: 0.18, rotate: -10 },
      { emoji: E.coin, x: 0.47, y: 0.84, size: 0.16, rotate: 16 },
      { emoji: E.coin, x: 0.9, y: 0.84, size: 0.16, rotate: 8 },
    ],
  ),
  category(
    'fish-games',
    {
      base: ['#020617', '#075985', '#0ea5e9'],
      angle: 90,
      glows: [{ x: 0.5, y: 0.05, r: 0.7, color: '#bae6fd', opacity: 0.45, stretch: 1.8 }],
      rays: [{ x: 0.45, y: -0.2, count: 14, length: 1.2, color: '#e0f2fe', opacity: 0.2, fan: [40, 140], width: 0.45 }],
      bokeh: [{ count: 30, seed: 321, size: [0.008, 0.03], color: '#e0f7ff', opacity: [0.15, 0.5] }],
    },
    [
      { emoji: E.fish, x: 0.2, y: 0.26, size: 0.22, rotate: 6, depth: 0.5 },
      { emoji: E.shark, x: 0.34, y: 0.52, size: 0.56, rotate: -4, glow: '#7dd3fc' },
      { emoji: E.tropicalFish, x: 0.72, y: 0.4, size: 0.36, flip: true, rotate: -6, glow: '#fde68a' },
      { emoji: E.fish, x: 0.76, y: 0.74, size: 0.3, flip: true, rotate: 8 },
      { emoji: E.bubbles, x: 0.9, y: 0.16, size: 0.22, shadow: false },
      { emoji: E.bubbles, x: 0.56, y: 0.16, size: 0.14, shadow: false, depth: 0.3 },
    ],
  ),
  category(
    'arcade-games',
    {
      base: ['#0b1026', '#4c1d95', '#c026d3'],
      angle: 20,
      glows: [
        { x: 0.3, y: 0.6, r: 0.5, color: '#22d3ee', opacity: 0.35 },
        { x: 0.72, y: 0.4, r: 0.5, color: '#f0abfc', opacity: 0.35 },
      ],
      streaks: [
        { from: [0.0, 0.9], to: [1.0, 0.75], bend: 0.08, width: 0.006, color: '#22d3ee', opacity: 0.85 },
        { from: [0.0, 0.2], to: [1.0, 0.1], bend: -0.06, width: 0.004, color: '#f0abfc', opacity: 0.7 },
      ],
      sparkles: [{ count: 12, seed: 331, size: [0.01, 0.026], color: '#fdf4ff' }],
    },
    [
      { emoji: E.die, x: 0.82, y: 0.24, size: 0.22, rotate: 16, depth: 0.35 },
      { emoji: E.joystick, x: 0.26, y: 0.48, size: 0.46, rotate: -10, glow: '#67e8f9' },
      { emoji: E.controller, x: 0.6, y: 0.54, size: 0.56, rotate: 8, glow: '#f0abfc' },
      { emoji: E.die, x: 0.84, y: 0.76, size: 0.24, rotate: -14 },
      { emoji: E.coin, x: 0.16, y: 0.8, size: 0.16, rotate: -10 },
    ],
  ),
];

/** Every scene, in the order they are composed. */
export const SCENES: readonly Scene[] = [
  hero,
  welcome,
  promoFree100,
  promoDailyDeposit,
  promoInviteFriends,
  slideRegister,
  slideMember,
  sabong,
  appDownload,
  downloadBonus,
  secure,
  ...slots,
  ...grid,
  ...categories,
];

/** URL path of every image the art step makes, e.g. "/images/art/hero.webp". */
export const ART_OUTPUTS: ReadonlySet<string> = new Set(SCENES.map((scene) => scene.path));
