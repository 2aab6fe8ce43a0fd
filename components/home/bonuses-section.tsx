import type { SiteContent } from '@/content';
import { CtaLink } from '../ui/cta-link';
import { BONUS_GLYPHS } from '../ui/icons';
import { Section, SectionHeading } from '../ui/section';

type Home = SiteContent['home'];

function Badge({ icon }: { icon: keyof typeof BONUS_GLYPHS }) {
  const Glyph = BONUS_GLYPHS[icon];
  return (
    <span className="bonus-badge">
      <Glyph />
    </span>
  );
}

/** Only what a member receives: the welcome, download, deposit and invite bonuses and the lucky draw. */
export function BonusesSection({ bonuses }: { bonuses: Home['bonuses'] }) {
  return (
    <Section id="bonuses" className="max-sm:pb-0">
      <div className="panel grid gap-6 border-brand/25 bg-surface-raised bg-rewards-glow max-sm:border-b-0 sm:gap-8 sm:shadow-card md:grid-cols-[1fr_1.4fr] md:items-center">
        {/* On a phone the button comes after the bonuses it claims, across the panel; from md the words and the button beside the list (under it, a tablet's rows ran 640 px wide with short labels, in a review). */}
        <div className="flex flex-col items-start gap-6 max-md:contents">
          <SectionHeading id="bonuses" kicker={bonuses.kicker} heading={bonuses.heading} intro={bonuses.intro} />
          <CtaLink cta={bonuses.action} section="bonuses" size="lg" className="justify-self-start max-md:order-last max-md:w-full" />
        </div>
        <ul className="grid">
          {bonuses.items.map((item) => (
            <li key={item.text} className="bonus-item">
              <Badge icon={item.icon} />
              {item.text}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
