import { providers } from '@/content/games';
import { providersSection } from '@/content/home';
import { Section, SectionHeading } from '../ui/section';

// Each provider's name set as a wordmark of its own: type only, never a copied logo. The styles
// cycle, so a provider added in content gets one too.
const wordmarkStyles = [
  'font-display text-xl font-black uppercase tracking-[0.12em] text-brand-soft',
  'font-serif text-lg font-bold italic text-ink',
  'font-display text-lg font-extrabold lowercase tracking-tight text-spark',
  'font-mono text-sm font-bold uppercase tracking-widest text-ink',
  'font-display text-sm font-semibold uppercase tracking-[0.25em] text-ink-muted',
  'font-sans text-lg font-black uppercase italic tracking-tight text-brand',
];

export function ProvidersSection() {
  return (
    <Section id="providers">
      <SectionHeading id="providers" kicker={providersSection.kicker} heading={providersSection.heading} intro={providersSection.intro} align="center" />
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {providers.map((provider, index) => (
          <li
            key={provider}
            className="grid min-h-20 place-items-center rounded-card border border-surface-line bg-gradient-to-b from-surface-raised to-surface px-3 text-center opacity-90 transition hover:border-brand/50 hover:opacity-100"
          >
            <span className={`whitespace-nowrap ${wordmarkStyles[index % wordmarkStyles.length]}`}>{provider}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
