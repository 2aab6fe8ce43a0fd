import type { SiteContent } from '@/content';
import { CtaLink } from '../ui/cta-link';
import { CheckIcon } from '../ui/icons';
import { Section, SectionHeading } from '../ui/section';

type Home = SiteContent['home'];

const itemClass = 'flex items-center gap-3 rounded-xl border border-surface-line/80 bg-surface/60 px-4 py-3 text-ink';

const checkBadge = (
  <span className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-gold text-brand-ink">
    <CheckIcon className="h-4 w-4" />
  </span>
);

export function BonusesSection({ bonuses, compliance }: { bonuses: Home['bonuses']; compliance: SiteContent['compliance'] }) {
  const { regulator } = compliance;
  return (
    <Section id="bonuses">
      <div className="grid gap-8 rounded-panel border border-surface-line bg-surface-raised bg-panel-glow p-6 shadow-card sm:p-10 lg:grid-cols-[1fr_1.6fr] lg:items-center">
        <div className="flex flex-col items-start gap-6">
          <SectionHeading id="bonuses" kicker={bonuses.kicker} heading={bonuses.heading} intro={bonuses.intro} />
          <CtaLink cta={bonuses.action} section="bonuses" size="lg" />
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {bonuses.items.map((item) => (
            <li key={item} className={itemClass}>
              {checkBadge}
              {item}
            </li>
          ))}
          {regulator && (
            <li className={itemClass} data-testid="regulator-claim">
              {checkBadge}
              <span>
                {compliance.licenceLabel} {regulator.name} ({compliance.licenceNumberLabel} {regulator.licenceNumber})
              </span>
            </li>
          )}
        </ul>
      </div>
    </Section>
  );
}
