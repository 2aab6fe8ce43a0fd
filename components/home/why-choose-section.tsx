import { whyChoose } from '@/content/home';
import { ContentImage } from '../ui/content-image';
import { Section } from '../ui/section';

export function WhyChooseSection() {
  return (
    <Section id="why-choose" heading={whyChoose.heading} headingClassName="text-center">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {whyChoose.columns.map((column) => (
          <li key={column.title} className="flex flex-col items-center gap-3 rounded-2xl bg-surface-raised p-6 text-center">
            <ContentImage image={column.icon} />
            <h3 className="text-lg font-bold text-ink">{column.title}</h3>
            <p className="text-sm text-ink-muted">{column.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
