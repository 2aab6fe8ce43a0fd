import type { SiteContent } from '@/content';
import { ContentImage } from '../ui/content-image';
import { Section, SectionHeading } from '../ui/section';
import { imageSizes } from '@/lib/design-tokens';

type Home = SiteContent['home'];

export function WhyChooseSection({ whyChoose }: { whyChoose: Home['whyChoose'] }) {
  return (
    <Section id="why-choose">
      <SectionHeading id="why-choose" kicker={whyChoose.kicker} heading={whyChoose.heading} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {whyChoose.columns.map((column) => (
          <li
            key={column.title}
            className="grid grid-cols-[4rem_1fr] items-start gap-x-4 gap-y-1 rounded-card border border-surface-line bg-surface-raised/70 p-5 shadow-card sm:flex sm:flex-col sm:gap-3 sm:p-6"
          >
            <ContentImage
              image={column.image}
              sizes={imageSizes({ page: '6rem', lg: '6rem', sm: '5rem', base: '4rem' })}
              className="col-start-1 row-span-2 row-start-1 h-16 w-16 bg-icon-glow sm:-mb-1 sm:-ml-2 sm:-mt-2 sm:h-20 sm:w-20 lg:h-24 lg:w-24"
            />
            <h3 className="card-title col-start-2">{column.title}</h3>
            <p className="card-text col-start-2">{column.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
