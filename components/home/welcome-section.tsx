import type { SiteContent } from '@/content';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { imageSizes } from '@/lib/design-tokens';

type Home = SiteContent['home'];

/**
 * The welcome image: on a phone a card, its words under the art; from md a band from one edge of the screen to
 * the other, its top and bottom fading into the page, its words on the art's calm left side in the page's
 * column (as one more rounded card it read as the page's one template again, in two reviews). From lg cut to 5:2
 * (at the render's 12:5 it stood 486 px tall at 1280 px for four lines of words).
 */
export function WelcomeSection({ welcome }: { welcome: Home['welcome'] }) {
  return (
    <section aria-labelledby="welcome-heading" data-section="welcome" className="page-section">
      <div className="welcome-banner">
        <ContentImage image={welcome.image} sizes={imageSizes({ page: '100vw', md: '100vw', base: 'calc(100vw - 3.5rem)' })} className="welcome-art" />
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
    </section>
  );
}
