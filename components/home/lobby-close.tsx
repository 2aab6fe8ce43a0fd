import type { Cta } from '@/content';
import { CtaLink } from '../ui/cta-link';
import { LOBBY_TILES_IN_VIEW, SwipeCue } from './swipe-cue';

interface LobbyCloseProps {
  /** A shelf's cue on a phone, and how many tiles it holds (none for a lobby that is a grid there too). */
  shelf?: { hint: string; count: number };
  cta: Cta;
  /** Where the button sits, for analytics. */
  section: string;
}

/**
 * How a game lobby ends (the slot gallery, the games grid): the slot shelf's swipe cue on a phone, then its
 * button, from sm centred under the tiles (app/globals.css, .lobby-action).
 */
export function LobbyClose({ shelf, cta, section }: LobbyCloseProps) {
  return (
    <>
      {shelf && <SwipeCue hint={shelf.hint} count={shelf.count} inView={LOBBY_TILES_IN_VIEW} />}
      <div className="lobby-action">
        <CtaLink cta={cta} section={section} variant="secondary" size="lg" />
      </div>
    </>
  );
}
