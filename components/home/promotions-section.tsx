import type { SiteContent } from '@/content';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { Section, SectionHeading } from '../ui/section';
import { SwipeCue } from './swipe-cue';
import { cn } from '@/lib/cn';
import { imageSizes } from '@/lib/design-tokens';

type Home = SiteContent['home'];

/**
 * Three promotion cards: the art fills each card, the offer is text on its calm left side. On a phone a
 * shelf, one card to a view (stacked, the three ran to 700 px); the first (the welcome bonus) is the
 * feature: from 640 px a wide banner over the other two side by side, from lg two columns wide and two
 * cards tall, the others stacked beside it.
 */
export function PromotionsSection({ promotions }: { promotions: Home['promotions'] }) {
  return (
    <Section id="promotions" className="section-band section-band-warm">
      <SectionHeading id="promotions" centred kicker={promotions.kicker} heading={promotions.heading} />
      {/* On a phone the shelf scrolls, so it clips what overflows it: room above and below (taken back by its
          margins) keeps the welcome card's glow whole instead of cut into a band. */}
      <ul className="shelf category-shelf mt-6 max-sm:-mb-5 max-sm:-mt-2 max-sm:py-8 sm:mt-8 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 lg:gap-6">
        {promotions.cards.map((card, index) => {
          const feature = index === 0;
          return (
            <li key={card.title + card.text} className={cn('promo-card', feature && 'border-brand/40 shadow-glow sm:col-span-2 lg:row-span-2')}>
              {/* On a phone a small card's art covers the right 58 % at 90 % of the card's height: the 5:3 render is
                  drawn about 0.9 of the card's width wide. */}
              <ContentImage
                image={card.image}
                sizes={imageSizes({
                  page: feature ? '770px' : '373px',
                  lg: feature ? '64vw' : '31vw',
                  sm: feature ? '60vw' : '48vw',
                  base: feature ? 'calc(100vw - 2rem)' : 'calc(88vw - 2rem)',
                })}
                className={cn('promo-art', feature ? 'promo-art-feature' : 'promo-art-small')}
              />
              {/* A fade under the words keeps them legible over the art. */}
              <div className={cn('promo-fade', feature && 'w-2/3 sm:max-lg:w-1/2')} />
              <div
                className={cn(
                  'promo-copy',
                  feature
                    ? 'sm:max-lg:aspect-auto sm:max-lg:min-h-72 sm:max-lg:w-[45%] lg:aspect-auto lg:h-full lg:gap-3 lg:p-10'
                    : 'sm:w-[58%] sm:px-6 md:max-lg:w-[56%] md:max-lg:px-5 lg:w-1/2',
                )}
              >
                <p className="kicker whitespace-nowrap text-brand-soft">{card.kicker}</p>
                {/* Sized by the card (container units), so the figure always fits its half on one line. */}
                <h3 className={cn('promo-figure', feature ? 'sm:max-lg:text-[3.5rem] lg:text-[clamp(2.75rem,8cqw,4.5rem)]' : 'sm:text-[clamp(1.5rem,11.5cqw,3rem)]')}>
                  {card.title}
                </h3>
                <p className={cn('mb-1 text-sm leading-5 text-ink sm:min-h-[2.5rem] sm:text-[0.9375rem]', feature && 'lg:text-lead')}>{card.text}</p>
                <CtaLink cta={card.action} section="promotions" variant="link" size="inline" />
              </div>
            </li>
          );
        })}
      </ul>
      <SwipeCue hint={promotions.swipeHint} count={promotions.cards.length} />
    </Section>
  );
}
