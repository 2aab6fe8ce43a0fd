import type { SiteContent } from '@/content';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { PAGE_WIDTH, imageSizes } from '@/lib/design-tokens';

type Home = SiteContent['home'];

/**
 * The welcome image: a picture card in the page's column; on a phone its words under the art, from md on the art's
 * calm left side (app/globals.css, .welcome-banner).
 */
export function WelcomeSection({ welcome }: { welcome: Home['welcome'] }) {
  return (
    <section aria-labelledby="welcome-heading" data-section="welcome" className="page-section">
      <div className="page-column">
        <div className="welcome-banner">
          <ContentImage
            image={welcome.image}
            // as wide as the page's column, inside its 1.5rem padding each side
            sizes={imageSizes({ page: `${PAGE_WIDTH - 48}px`, md: 'calc(100vw - 3rem)', base: 'calc(100vw - 3.5rem)' })}
            className="welcome-art"
          />
          {/* From tablets up the words sit on the art's calm left side, over a fade that keeps them legible. */}
          <div className="welcome-fade" />
          <div className="welcome-copy">
            {welcome.kicker && <p className="kicker">{welcome.kicker}</p>}
            <h2 id="welcome-heading" className="section-title">
              {welcome.title}
            </h2>
            <p className="text-lead text-ink-muted">{welcome.text}</p>
            {/* Words and an arrow, as the other cards' actions: the card is the link (on a phone all of it; from md,
              where the words stand over the art, their side of it). */}
            <CtaLink cta={welcome.action} section="welcome" variant="link" size="inline" />
          </div>
        </div>
      </div>
    </section>
  );
}
