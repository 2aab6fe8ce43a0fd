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
          <li
            key={category.title}
            id={OFFERING_ANCHORS[category.offering]}
            className="flex flex-col overflow-hidden rounded-card border border-surface-line bg-surface-raised shadow-card min-[360px]:grid min-[360px]:grid-cols-[8rem_minmax(0,1fr)] min-[360px]:items-start sm:flex sm:items-stretch"
          >
            <ContentImage
              image={category.image}
              sizes={imageSizes({ page: '280px', lg: '23vw', sm: '46vw', base: '(min-width: 360px) 116px, calc(100vw - 2rem)' })}
              className="aspect-[2/1] h-auto w-full object-cover min-[360px]:ml-4 min-[360px]:mt-4 min-[360px]:aspect-square min-[360px]:w-[calc(100%-1rem)] min-[360px]:rounded-xl sm:ml-0 sm:mt-0 sm:aspect-[3/2] sm:w-full sm:rounded-none"
            />
            <div className="flex flex-1 flex-col items-start gap-2 p-4 sm:p-5">
              <h3 className="card-title">{category.title}</h3>
              <p className="card-text mb-2">{category.text}</p>
              <CtaLink cta={category.action} section="other-games" variant="secondary" size="sm" className="mt-auto" />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
