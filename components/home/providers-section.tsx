import { providers } from '@/content/games';
import { providersSection } from '@/content/home';
import { Section } from '../ui/section';

export function ProvidersSection() {
  return (
    <Section id="providers" heading={providersSection.heading}>
      <p className="mb-6 text-ink-muted">{providersSection.intro}</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {providers.map((provider) => (
          <li key={provider} className="rounded-xl border border-surface-accent bg-surface-raised px-3 py-4 text-center font-bold text-ink">
            {provider}
          </li>
        ))}
      </ul>
    </Section>
  );
}
