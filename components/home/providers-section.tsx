import type { SiteContent } from '@/content';
import { Section, SectionHeading } from '../ui/section';

type Home = SiteContent['home'];
type Games = SiteContent['games'];

/**
 * The providers as a partners' board: each studio's name typeset in the display face (never a copied logo)
 * over what it makes. A name is sized by its cell (container units), so the longest fits at any width on one
 * line and none is ever cut.
 */
export function ProvidersSection({ providersSection, providers }: { providersSection: Home['providersSection']; providers: Games['providers'] }) {
  return (
    <Section id="providers" className="section-lit-ruby">
      <SectionHeading id="providers" centred kicker={providersSection.kicker} heading={providersSection.heading} intro={providersSection.intro} />
      <ul className="provider-wall">
        {providers.map((provider) => (
          <li key={provider.name}>
            <span>{provider.name}</span>
            <span>{provider.specialty}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
