import type { SiteContent } from '@/content';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { imageSizes } from '@/lib/design-tokens';

type Home = SiteContent['home'];

/**
 * The welcome image: a wide banner, its words and link on the calm left side of the art (below it on phones).
 * From lg cut to 8:3 (at the render's 12:5 it stood 486 px tall at 1280 px for four lines of words).
 */
export function WelcomeSection({ welcome }: { welcome: Home['welcome'] }) {
  return (
    <section aria-labelledby="welcome-heading" data-section="welcome" className="page-section page-column">
      <div className="relative overflow-hidden rounded-panel border border-surface-line bg-surface-raised shadow-card">
        <ContentImage
          image={welcome.image}
          sizes={imageSizes({ page: '1168px', md: 'calc(100vw - 3rem)', base: 'calc(100vw - 3.5rem)' })}
          className="m-3 mb-0 aspect-[12/5] h-auto w-[calc(100%-1.5rem)] rounded-card object-cover object-[85%_75%] sm:aspect-[2/1] md:m-0 md:aspect-auto md:min-h-[22rem] md:w-full md:rounded-none lg:aspect-[8/3]"
        />
        {/* From tablets up the words sit on the art's calm left side, over a fade that keeps them legible. */}
        <div className="absolute inset-y-0 left-0 hidden w-1/2 bg-gradient-to-r from-surface-raised via-surface-raised/85 to-transparent md:block md:max-lg:w-3/5" />
        <div className="flex max-w-md flex-col items-start gap-3 p-5 sm:p-10 md:absolute md:inset-y-0 md:left-0 md:w-[44%] md:justify-center md:pr-0">
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
