import type { SiteContent } from '@/content';
import { WhyIconGlyph } from '../ui/icons';
import { Section, SectionHeading } from '../ui/section';

type Home = SiteContent['home'];

export function WhyChooseSection({ whyChoose }: { whyChoose: Home['whyChoose'] }) {
  return (
    <Section id="why-choose">
      <SectionHeading id="why-choose" kicker={whyChoose.kicker} heading={whyChoose.heading} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {whyChoose.columns.map((column) => (
          <li
            key={column.title}
            className="grid grid-cols-[auto_1fr] items-start gap-x-4 gap-y-1 rounded-card border border-surface-line bg-surface-raised/70 p-5 shadow-card sm:flex sm:flex-col sm:gap-3 sm:p-6"
          >
            <span className="row-span-2 grid h-16 w-16 place-items-center rounded-full bg-gradient-to-b from-spark-deep/70 to-surface-raised text-brand shadow-glow ring-1 ring-brand/30">
              <WhyIconGlyph icon={column.icon} className="h-8 w-8" />
            </span>
            <h3 className="card-title">{column.title}</h3>
            <p className="card-text">{column.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
