import { promotions } from '@/content/home';
import { ContentImage } from '../ui/content-image';
import { Section } from '../ui/section';

export function PromotionsSection() {
  return (
    <Section id="promotions" heading={promotions.heading}>
      <ul className="grid gap-4 md:grid-cols-3">
        {promotions.cards.map((card) => (
          <li key={card.src}>
            <ContentImage image={card} sizes="(min-width: 768px) 33vw, 100vw" className="h-auto w-full rounded-2xl" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
