import type { SiteContent } from '@/content';
import { Section, SectionHeading } from '../ui/section';

type Home = SiteContent['home'];
type Games = SiteContent['games'];

/**
 * The providers as a partner list: each name typeset in the display face (never a copied logo) over
 * what it makes. A name is sized by its tile (container units), so the longest fits on one line at
 * any width and none is ever cut.
 */
export function ProvidersSection({ providersSection, providers }: { providersSection: Home['providersSection']; providers: Games['providers'] }) {
  return (
    <Section id="providers" className="section-band">
      <SectionHeading id="providers" kicker={providersSection.kicker} heading={providersSection.heading} intro={providersSection.intro} />
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        {providers.map((provider) => (
          <li key={provider.name} className="provider-tile">
            <span className="provider-name">{provider.name}</span>
            <span className="provider-specialty">{provider.specialty}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
