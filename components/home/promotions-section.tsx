import type { SiteContent } from '@/content';
import { cn } from '@/lib/cn';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { Section, SectionHeading } from '../ui/section';
import { imageSizes } from '@/lib/design-tokens';

type Home = SiteContent['home'];

/** Three promotion cards: the art fills each card, the offer is text on its calm left side. */
export function PromotionsSection({ promotions }: { promotions: Home['promotions'] }) {
  return (
    <Section id="promotions">
      <SectionHeading id="promotions" kicker={promotions.kicker} heading={promotions.heading} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
        {promotions.cards.map((card, index) => {
          // In two columns (tablets) an odd last card takes the whole row, as a wider banner.
          const wide = index === promotions.cards.length - 1 && index % 2 === 0;
          return (
            <li
              key={card.title + card.text}
              className={cn('relative isolate overflow-hidden rounded-card border border-surface-line shadow-card [container-type:inline-size]', wide && 'sm:max-lg:col-span-2')}
            >
              <ContentImage
                image={card.image}
                sizes={imageSizes({ page: '373px', lg: '31vw', sm: '46vw', base: 'calc(100vw - 2rem)' })}
                className="absolute inset-0 -z-10 h-full w-full object-cover object-right"
              />
              {/* The words keep to the calm left 55% of the art, over a fade that keeps them legible. */}
              <div className="absolute inset-y-0 left-0 -z-10 w-3/5 bg-gradient-to-r from-surface/80 to-transparent" />
              <div className={cn('flex aspect-[5/3] w-[55%] flex-col items-start justify-center gap-1 p-5', wide && 'sm:max-lg:aspect-[10/3] sm:max-lg:w-[45%]')}>
                <p className="kicker text-brand-soft">{card.kicker}</p>
                {/* Sized by the card (container units), so the figure always fits its half on one line. */}
                <h3
                  className={cn(
                    'whitespace-nowrap bg-gold-text bg-clip-text font-display text-[clamp(1.5rem,9.5cqw,2.75rem)] font-black uppercase leading-none tracking-tight text-transparent',
                    wide && 'sm:max-lg:text-[2.75rem]',
                  )}
                >
                  {card.title}
                </h3>
                <p className="mb-3 min-h-[2.5rem] text-sm font-semibold leading-5 text-ink">{card.text}</p>
                <CtaLink cta={card.action} section="promotions" variant="secondary" size="sm" />
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
