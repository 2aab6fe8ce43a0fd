import { promotions } from '@/content/home';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { Section, SectionHeading } from '../ui/section';

/** Three promotion cards: the art fills each card, the offer is text on its calm left side. */
export function PromotionsSection() {
  return (
    <Section id="promotions">
      <SectionHeading id="promotions" kicker={promotions.kicker} heading={promotions.heading} />
      <ul className="mt-8 grid gap-4 md:grid-cols-3 lg:gap-6">
        {promotions.cards.map((card) => (
          <li key={card.title + card.text} className="relative isolate overflow-hidden rounded-card border border-surface-line shadow-card">
            <ContentImage image={card.image} sizes="(min-width: 1216px) 373px, (min-width: 768px) 31vw, calc(100vw - 2rem)" className="absolute inset-0 -z-10 h-full w-full object-cover object-right" />
            <div className="flex aspect-[5/3] flex-col items-start justify-center gap-1 p-5 md:aspect-[4/3] lg:aspect-[5/3]">
              <p className="font-display text-kicker uppercase text-brand-soft">{card.kicker}</p>
              <h3 className="bg-gold-text bg-clip-text font-display text-5xl font-black uppercase leading-none tracking-tight text-transparent">
                {card.title}
              </h3>
              <p className="mb-3 max-w-[11rem] text-sm font-semibold text-ink">{card.text}</p>
              <CtaLink cta={card.action} size="sm" />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
