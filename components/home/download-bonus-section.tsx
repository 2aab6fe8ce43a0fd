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
      <div className="panel border-brand/30 bg-surface-raised bg-panel-glow sm:shadow-glow">
        <Split
          from="lg"
          // The banner is extra on large screens only; tablets and phones skip it. It runs to the panel's
          // top, right and bottom edges, its left edge faded into the panel (framed inside it, it read as a
          // black box in a purple card).
          mediaClassName="hidden lg:-my-10 lg:-mr-10 lg:block lg:self-stretch"
          media={
            <div data-testid="download-bonus-banner" className="relative isolate h-full overflow-hidden rounded-r-[1.94rem]">
              <ContentImage image={banner.image} sizes={imageSizes({ page: '560px', base: '46vw' })} className="download-banner-art" />
              {/* The figure is sized by the banner (container units), set at its foot on the dark floor, clear of the coins. */}
              <div className="absolute inset-0 flex flex-col justify-end gap-2 p-10 [container-type:inline-size]">
                <p className="kicker max-w-[50%] text-balance text-brand-soft">{banner.label}</p>
                <p className="offer-figure text-[9cqw]">{banner.amount}</p>
              </div>
            </div>
          }
          text={
            // Where the banner is skipped its label and figure are set in type, with the button.
            <>
              <SectionHeading id="download-bonus" kicker={downloadBonus.kicker} heading={downloadBonus.heading} intro={downloadBonus.text} />
              <div className="bonus-offer">
                <div className="flex flex-col gap-1 lg:hidden">
                  <p className="kicker text-balance text-brand-soft">{banner.label}</p>
                  <p className="offer-figure text-[2.75rem] sm:text-5xl">{banner.amount}</p>
                </div>
                <CtaLink cta={downloadBonus.action} section="download-bonus" size="lg" />
              </div>
            </>
          }
        />
      </div>
    </Section>
  );
}
