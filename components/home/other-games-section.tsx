import type { SiteContent } from '@/content';
import type { GameCategory } from '@/content';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { Section, SectionHeading } from '../ui/section';
import { imageSizes } from '@/lib/design-tokens';

type Home = SiteContent['home'];

export function OtherGamesSection({ categories, otherGamesSection }: { categories: GameCategory[]; otherGamesSection: Home['otherGamesSection'] }) {
  return (
    <Section id="other-games">
      <SectionHeading id="other-games" kicker={otherGamesSection.kicker} heading={otherGamesSection.heading} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {categories.map((category) => (
          <li key={category.title} className="flex flex-col overflow-hidden rounded-card border border-surface-line bg-surface-raised shadow-card">
            <ContentImage
              image={category.image}
              sizes={imageSizes({ page: '280px', lg: '23vw', sm: '46vw', base: 'calc(100vw - 2rem)' })}
              className="aspect-[2/1] h-auto w-full object-cover sm:aspect-[3/2]"
            />
            <div className="flex flex-1 flex-col items-start gap-2 p-5">
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
