import type { SiteContent } from '@/content';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { Section, SectionHeading } from '../ui/section';
import { Split } from '../ui/split';
import { imageSizes } from '@/lib/design-tokens';

type Home = SiteContent['home'];

export function DownloadBonusSection({ downloadBonus }: { downloadBonus: Home['downloadBonus'] }) {
  const { banner } = downloadBonus;
  return (
    <Section id="download-bonus">
      <div className="bonus-panel panel border-brand/30 bg-surface-raised bg-panel-glow sm:shadow-glow">
        <Split
          from="lg"
          // The banner is extra on large screens only; tablets and phones skip it. It runs to the panel's
          // top, right and bottom edges, its left edge faded into the panel (framed inside it, it read as a
          // black box in a purple card).
          mediaClassName="hidden lg:panel-bleed lg:block lg:self-stretch"
          media={
            <div data-testid="download-bonus-banner" className="h-full">
              <ContentImage image={banner.image} sizes={imageSizes({ page: '560px', base: '46vw' })} className="download-banner-art" />
            </div>
          }
          text={
            // The offer is set in type beside its button at every width, the banner only its picture (set over
            // the picture, the figure floated apart from the words and the button).
            <>
              <SectionHeading id="download-bonus" kicker={downloadBonus.kicker} heading={downloadBonus.heading} intro={downloadBonus.text} />
              <div className="bonus-offer">
                <div className="flex flex-col gap-1">
                  <p className="kicker text-balance text-brand-soft">{banner.label}</p>
                  {/* Named in the offer's gold at a card's size, not shouted at the figure's: the hero's and the promotions'
                      first card are the offer's high points (in white, two reviews read it as another style of the figure). */}
                  <p className="offer-name text-2xl sm:text-3xl">{banner.amount}</p>
                </div>
                {/* Outlined: the page's last filled button is the closing section's, a screen below. */}
                <CtaLink cta={downloadBonus.action} section="download-bonus" variant="secondary" size="lg" />
              </div>
            </>
          }
        />
      </div>
    </Section>
  );
}
