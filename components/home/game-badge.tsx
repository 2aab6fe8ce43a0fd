import type { SiteContent } from '@/content';

type Games = SiteContent['games'];

/** A game tile's HOT or NEW mark, in its top left corner, worded by content (games.badges). */
export function GameBadge({ badge, words }: { badge: Games['slotGames'][number]['badge']; words: Games['badges'] }) {
  if (!badge) return null;
  return (
    <span className="tile-badge" data-badge={badge}>
      {words[badge]}
    </span>
  );
}

/** The tile's accessible name: its title, and its badge's word where it has one (the name holds what it shows). */
export const tileName = (game: { title: string; badge?: keyof Games['badges'] }, words: Games['badges']) => (game.badge ? `${game.title}, ${words[game.badge]}` : game.title);
