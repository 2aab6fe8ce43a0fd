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
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {categories.map((category) => (
          // A row on a phone (the art beside the words keeps the page short, its top in line with the title); a column
          // below 360 px and from tablets up.
          <li key={category.title} id={OFFERING_ANCHORS[category.offering]} className="category-card">
            <ContentImage
              image={category.image}
              sizes={imageSizes({ page: '280px', lg: '23vw', sm: '46vw', base: '(min-width: 360px) 128px, calc(100vw - 2rem)' })}
              className="category-card-image"
            />
            <div className="flex flex-1 flex-col items-start gap-2 p-4 sm:p-5">
              <h3 className="card-title">{category.title}</h3>
              <p className="card-text mb-2">{category.text}</p>
              <CtaLink cta={category.action} section="other-games" variant="secondary" size="card" className="mt-auto" />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
