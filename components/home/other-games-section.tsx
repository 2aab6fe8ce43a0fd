import type { SiteContent } from '@/content';
import type { GameCategory } from '@/content';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { Section, SectionHeading } from '../ui/section';
import { imageSizes } from '@/lib/design-tokens';
import { OFFERING_ANCHORS } from '@/lib/offerings';

type Home = SiteContent['home'];

export function OtherGamesSection({ categories, otherGamesSection }: { categories: GameCategory[]; otherGamesSection: Home['otherGamesSection'] }) {
  return (
    <Section id="other-games">
      <SectionHeading id="other-games" kicker={otherGamesSection.kicker} heading={otherGamesSection.heading} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6 xl:grid-cols-2">
        {categories.map((category) => (
          // A row on a phone (the art beside the words keeps the page short) and from xl; a column below 360 px
          // and from tablets to lg. On a phone the art is cut to the card's height: its file is chosen for that
          // height (240 px wide at 3:2), not for the strip's width.
          <li key={category.title} id={OFFERING_ANCHORS[category.offering]} className="category-card">
            <ContentImage
              image={category.image}
              sizes={imageSizes({ page: '286px', lg: '23vw', sm: '46vw', base: '(min-width: 360px) 240px, calc(100vw - 2rem)' })}
              className="category-card-image"
            />
            <div className="flex flex-1 flex-col items-start gap-2 p-4 sm:p-5 xl:justify-center xl:p-7">
              <h3 className="card-title">{category.title}</h3>
              <p className="card-text">{category.text}</p>
              <CtaLink cta={category.action} section="other-games" variant="link" size="inline" className="mt-auto" />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
