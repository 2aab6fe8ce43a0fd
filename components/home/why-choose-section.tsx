import { whyChoose } from '@/content/home';
import { ContentImage } from '../ui/content-image';
import { Section, SectionHeading } from '../ui/section';

export function WhyChooseSection() {
  return (
    <Section id="why-choose">
      <SectionHeading id="why-choose" kicker={whyChoose.kicker} heading={whyChoose.heading} align="center" />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {whyChoose.columns.map((column) => (
          <li
            key={column.title}
            className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-1 rounded-card border border-surface-line bg-surface-raised/70 p-5 shadow-card sm:flex sm:flex-col sm:gap-3 sm:p-6 sm:text-center"
          >
            <span className="row-span-2 grid h-[4.5rem] w-[4.5rem] place-items-center rounded-full bg-spark-deep/40 ring-1 ring-spark/30">
              <ContentImage image={column.icon} className="h-14 w-14" />
            </span>
            <h3 className="font-display text-xl font-bold text-ink">{column.title}</h3>
            <p className="text-sm leading-relaxed text-ink-muted">{column.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
