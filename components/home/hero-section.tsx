import type { SiteContent } from '@/content';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { CheckIcon } from '../ui/icons';
import { GameLinks, type GameLink } from './game-links';
import { HotGames } from './hot-games';
import { imageSizes } from '@/lib/design-tokens';

type Home = SiteContent['home'];
type Games = SiteContent['games'];

/**
 * The first screen, led by the welcome offer. One grid, so the key art is one image in every layout:
 * on a phone it opens the hero above the title; on a tablet it stands beside the title, the intro and the spec's
 * two buttons, the offer card under them all; from lg it fills the right column beside the text (the game row
 * and the hot row run under both: a band, data-split-band, to the layout test). The text wrapper is `display: contents` (it
 * only names the half for the layout test), so its children are the grid's items.
 */
export function HeroSection({ hero, gameLinks, hotGames, badges }: { hero: Home['hero']; gameLinks: GameLink[]; hotGames: Games['slotGames']; badges: Games['badges'] }) {
  const { offer } = hero;
  return (
    <section aria-labelledby="hero-heading" data-section="hero" className="relative overflow-hidden bg-hero-glow">
      <div data-split="" className="hero-grid mx-auto max-w-page px-gutter pb-10 pt-6 sm:px-6 md:pb-12 md:pt-14 lg:pb-12 lg:pt-10">
        {/* First in the document, though the grid places it: a frame painted while the page still streamed in, the
            words before their art, laid the words out where the art goes and moved them 172 px down when it came
            (a layout shift of 0.19 on a phone, one load in about ten, in the bench and in a browser). */}
        <div data-split-part="media" className="hero-art">
          <ContentImage image={hero.art} priority="high" sizes={imageSizes({ page: '672px', lg: '55vw', sm: '21rem', base: '18rem' })} className="h-auto w-full" />
        </div>
        <div data-split-part="text" className="hero-text">
          <p className="kicker w-fit whitespace-nowrap rounded-full border border-spark/50 bg-spark-deep/60 px-3 py-1 text-spark-soft [grid-area:chip]">{hero.kicker}</p>
          <h1 id="hero-heading" className="mt-3 text-balance text-display text-ink font-display [grid-area:title]">
            {hero.title}
          </h1>
          <p className="section-intro mt-4 [grid-area:intro] md:max-w-[32rem]">{hero.intro}</p>
          <div className="hero-actions">
            {hero.actions.map((action) => (
              <CtaLink key={action.label} cta={action} section="hero" size="md" variant="secondary" />
            ))}
          </div>
          <div data-testid="hero-offer" className="hero-ticket [grid-area:offer]">
            <p className="kicker whitespace-nowrap text-brand-soft">{offer.label}</p>
            <p className="offer-figure">{offer.amount}</p>
            <p className="mt-1 text-sm leading-snug text-ink-muted">{offer.note}</p>
            {/* The page's main call to action, filled, in the offer it claims, the largest button of the screen; the whole
                card is its target (the button's box is stretched over it). Its clicks count as the hero's, where a
                campaign reads them. The hero's facts stand beside it (under it on a phone). */}
            <div className="hero-claim">
              <CtaLink cta={offer.action} section="hero" variant="primary" size="lg" />
              <ul className="hero-facts">
                {hero.highlights.map((highlight) => (
                  <li key={highlight} className="flex items-center gap-2 whitespace-nowrap">
                    <CheckIcon className="text-base text-brand" />
                    {highlight}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <GameLinks label={hero.gameLinks.label} links={gameLinks} />
          <HotGames heading={hero.hotGames.heading} games={hotGames} badges={badges} />
        </div>
      </div>
    </section>
  );
}
