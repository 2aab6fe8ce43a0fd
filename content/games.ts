import { gallery } from './constants';
import { site } from './site';
import type { Cta, Game, GameCategory, ImageAsset } from './types';

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function thumbnail(folder: string, title: string, width: number, height: number): ImageAsset {
  return { src: `/images/art/${folder}/${slug(title)}.webp`, width, height, alt: `${title} game art` };
}

const play = (label: string): Cta => ({ label, href: site.affiliateUrl });

const game =
  (folder: string, width: number, height: number) =>
  (title: string): Game => ({
    title,
    image: thumbnail(folder, title, width, height),
    href: site.affiliateUrl,
  });

/** The online-slots gallery (home section 7): 150×150 captioned thumbnails. */
export const slotGames: Game[] = [
  'Fortune Tiger',
  'Lucky Lady',
  'Book of Gold',
  'Mega Ace',
  'Mayan Empire',
  'Golden Empire',
  'Crazy 777',
  'Boxing King',
  'Charge Buffalo',
  'Fortune Gems',
  'Wild Ace',
  'Jungle King',
  'Dragon Treasure',
  'Money Coming',
  'Pharaoh Treasure',
  'Candy Party',
  'Lucky Koi',
  'Samba Fiesta',
  'Golden Bank',
  'Neko Fortune',
].map(game('games', gallery.thumbnailSize, gallery.thumbnailSize));

/** The games grid (home section 8): table and arcade games. */
export const gridGames: Game[] = ['Sic Bo', '7up7down', 'Color Dish', 'Baccarat', 'Roulette', 'Fish Hunter', 'Dragon Tiger', 'Blackjack'].map(game('grid', 320, 240));

/** "Other interesting games" (home section 9). */
export const otherGames: GameCategory[] = [
  {
    offering: 'sportsBetting',
    title: 'Sports Betting',
    text: 'Bet on basketball, football, boxing and esports with live odds that update as the game unfolds.',
    action: play('Bet on sports'),
    image: { src: '/images/art/categories/sports-betting.webp', width: 480, height: 320, alt: 'A stadium and a ball' },
  },
  {
    offering: 'liveGames',
    title: 'Live Games',
    text: 'Baccarat, roulette and blackjack streamed live, with real dealers at real tables.',
    action: play('Join a live table'),
    image: { src: '/images/art/categories/live-games.webp', width: 480, height: 320, alt: 'A live dealer at a card table' },
  },
  {
    offering: 'fishGames',
    title: 'Fish Games',
    text: 'Aim, shoot and collect: fast arcade fishing games with bonus rounds and boss fish.',
    action: play('Play fish games'),
    image: { src: '/images/art/categories/fish-games.webp', width: 480, height: 320, alt: 'Colourful fish among bubbles' },
  },
  {
    offering: 'arcadeGames',
    title: 'Arcade Games',
    text: 'Quick table and arcade games such as Sic Bo, 7up7down and Color Dish.',
    action: play('Play arcade games'),
    image: { src: '/images/art/categories/arcade-games.webp', width: 480, height: 320, alt: 'Dice and a joystick' },
  },
];

/** Game providers listed by name only (no logos). The operator confirms each partnership. */
export const providers: string[] = ['JILI', 'PG Soft', 'Pragmatic Play', 'Evolution', 'CQ9', 'FA CHAI', 'JDB', 'Playtech', 'Microgaming', 'Spadegaming', 'Red Tiger', 'NetEnt'];
