import type { Cta } from '@/content';
import { CtaLink } from '../ui/cta-link';

/**
 * How a game lobby ends (the slot gallery, the games grid): its button, from sm centred under the tiles
 * (app/globals.css, .lobby-action).
 */
export function LobbyClose({ cta, section }: { cta: Cta; section: string }) {
  return (
    <div className="lobby-action">
      <CtaLink cta={cta} section={section} variant="secondary" size="lg" />
    </div>
  );
}
