import type { SiteContent } from '@/content';
import { Section, SectionHeading } from '../ui/section';

type Home = SiteContent['home'];
type Games = SiteContent['games'];

// Each provider's name set as a wordmark of its own: type only, never a copied logo. The styles
// cycle, so a provider added in content gets one too.
const wordmarkStyles = [
  'text-xl uppercase tracking-[0.12em]',
  'text-xl italic tracking-tight',
  'text-xl lowercase tracking-tight',
  'text-xs uppercase tracking-[0.14em] sm:text-sm sm:tracking-[0.3em]',
  'text-lg uppercase italic tracking-wide',
  'text-xl tracking-tighter',
];

export function ProvidersSection({ providersSection, providers }: { providersSection: Home['providersSection']; providers: Games['providers'] }) {
  return (
    <Section id="providers">
      <SectionHeading id="providers" kicker={providersSection.kicker} heading={providersSection.heading} intro={providersSection.intro} align="center" />
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {providers.map((provider, index) => (
          <li key={provider} className="provider-tile">
            <span className={`provider-wordmark ${wordmarkStyles[index % wordmarkStyles.length]}`}>{provider}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
