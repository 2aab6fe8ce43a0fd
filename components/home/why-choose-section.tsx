import type { SiteContent } from '@/content';
import { ContentImage } from '../ui/content-image';
import { Section, SectionHeading } from '../ui/section';
import { imageSizes } from '@/lib/design-tokens';

type Home = SiteContent['home'];

export function WhyChooseSection({ whyChoose }: { whyChoose: Home['whyChoose'] }) {
  return (
    <Section id="why-choose">
      <SectionHeading id="why-choose" centred kicker={whyChoose.kicker} heading={whyChoose.heading} />
      <ul className="mt-5 grid sm:mt-8 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4 lg:gap-6">
        {whyChoose.columns.map((column) => (
          <li key={column.title} className="promise-card">
            <ContentImage image={column.image} sizes={imageSizes({ page: '6rem', lg: '6rem', sm: '4rem', base: '3rem' })} className="promise-icon" />
            <h3 className="card-title col-start-2 max-sm:text-lg">{column.title}</h3>
            <p className="card-text col-start-2 max-sm:text-sm max-sm:leading-normal">{column.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
