import type { SiteContent } from '@/content';
import type { GameCategory } from '@/content';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { Section, SectionHeading } from '../ui/section';
import { imageSizes } from '@/lib/design-tokens';
import { OFFERING_ANCHORS } from '@/lib/offerings';
import { SwipeCue } from './swipe-cue';

type Home = SiteContent['home'];

export function OtherGamesSection({ categories, otherGamesSection }: { categories: GameCategory[]; otherGamesSection: Home['otherGamesSection'] }) {
  return (
    <Section id="other-games">
      <SectionHeading id="other-games" centred kicker={otherGamesSection.kicker} heading={otherGamesSection.heading} />
      {/* On a phone a shelf of whole cards, as the promotions are (the four stacked ran to 1,450 px). */}
      <ul className="shelf category-shelf mt-6 sm:mt-8 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4 lg:gap-6 xl:grid-cols-2">
        {categories.map((category) => (
          // The art on top; from xl beside the words. The card is tinted in its art's colour (globals.css).
          <li key={category.title} id={OFFERING_ANCHORS[category.offering]} data-offering={category.offering} className="category-card">
            <ContentImage
              image={category.image}
              sizes={imageSizes({ xl: '275px', page: '274px', lg: '23vw', sm: '46vw', base: 'calc(100vw - 2rem)' })}
              className="category-card-image"
            />
            <div className="category-copy">
              <h3 className="card-title">{category.title}</h3>
              <p className="card-text">{category.text}</p>
              <CtaLink cta={category.action} section="other-games" variant="link" size="inline" className="mt-auto" />
            </div>
          </li>
        ))}
      </ul>
      <SwipeCue hint={otherGamesSection.swipeHint} count={categories.length} />
    </Section>
  );
}
