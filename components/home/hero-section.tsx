import type { SiteContent } from '@/content';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { CheckIcon } from '../ui/icons';

type Home = SiteContent['home'];

/** The first screen: the welcome offer and its art lead, the spec's title, intro and two buttons beside it. */
export function HeroSection({ hero }: { hero: Home['hero'] }) {
  const { offer } = hero;
  return (
    <section aria-labelledby="hero-heading" data-section="hero" className="relative overflow-hidden bg-hero-glow">
      <div data-split="" className="mx-auto grid max-w-page items-center gap-6 px-gutter pb-12 pt-5 sm:px-6 md:grid-cols-[1.1fr_1fr] md:gap-8 md:py-16 lg:py-20">
        {/* On a phone a compact ticket, art beside the offer; from tablets up, the art large above it. */}
        <div
          data-testid="hero-offer"
          data-split-part="media"
          className="mx-auto flex w-full max-w-md items-center gap-1 rounded-card border border-brand/40 bg-surface/70 bg-art-glow p-2 pr-4 shadow-glow md:order-last md:max-w-none md:flex-col md:gap-0 md:border-0 md:bg-transparent md:bg-art-glow md:p-0 md:shadow-none"
        >
          <ContentImage
            image={hero.art}
            priority
            sizes="(min-width: 1216px) 520px, (min-width: 768px) 42vw, 150px"
            className="h-auto w-[112px] shrink-0 min-[360px]:w-[128px] min-[400px]:w-[150px] md:w-full md:max-w-[520px]"
          />
          <div className="flex min-w-0 flex-1 flex-col items-center text-center md:-mt-8 md:rounded-card md:border md:border-brand/40 md:bg-surface/85 md:px-10 md:pb-5 md:pt-2 md:shadow-glow">
            <p className="kicker text-brand-soft">{offer.label}</p>
            <p className="whitespace-nowrap bg-gold-text bg-clip-text font-display text-[min(10.5vw,3rem)] font-black uppercase leading-none tracking-tight text-transparent md:text-offer">
              {offer.amount}
            </p>
            <p className="mt-1 text-xs leading-snug text-ink-muted">{offer.note}</p>
          </div>
        </div>
        <div data-split-part="text" className="flex flex-col items-center gap-5 text-center md:items-start md:text-left">
          <p className="kicker rounded-full border border-spark/40 bg-spark-deep/40 px-3 py-1 text-spark">{hero.kicker}</p>
          <h1 id="hero-heading" className="text-balance font-display text-display text-ink">
            {hero.title}
          </h1>
          <p className="section-intro">{hero.intro}</p>
          <div className="flex flex-wrap justify-center gap-3 md:justify-start">
            {hero.actions.map((action, index) => (
              <CtaLink key={action.label} cta={action} section="hero" size="lg" variant={index === 0 ? 'primary' : 'secondary'} />
            ))}
          </div>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-ink-muted md:justify-start">
            {hero.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <CheckIcon className="h-4 w-4 text-brand" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
