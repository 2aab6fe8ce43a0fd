import { compliance } from '@/content/compliance';
import { bonuses } from '@/content/home';
import { Section } from '../ui/section';

export function BonusesSection() {
  const { regulator } = compliance;
  return (
    <Section id="bonuses" heading={bonuses.heading}>
      <p className="mb-6 text-ink-muted">{bonuses.intro}</p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {bonuses.items.map((item) => (
          <li key={item} className="flex items-center gap-3 rounded-xl bg-surface-raised px-4 py-3 text-ink">
            <span aria-hidden="true" className="text-brand">★</span>
            {item}
          </li>
        ))}
        {regulator && (
          <li className="flex items-center gap-3 rounded-xl bg-surface-raised px-4 py-3 text-ink" data-testid="regulator-claim">
            <span aria-hidden="true" className="text-brand">★</span>
            <span>
              {compliance.licenceLabel} {regulator.name} ({compliance.licenceNumberLabel} {regulator.licenceNumber})
            </span>
          </li>
        )}
      </ul>
    </Section>
  );
}
