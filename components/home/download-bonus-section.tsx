import type { SiteContent } from '@/content';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { Section, SectionHeading } from '../ui/section';
import { Split } from '../ui/split';

type Home = SiteContent['home'];

export function DownloadBonusSection({ downloadBonus }: { downloadBonus: Home['downloadBonus'] }) {
  const { banner } = downloadBonus;
  return (
    <Section id="download-bonus">
      <div className="rounded-panel border border-brand/30 bg-surface-raised bg-panel-glow p-6 shadow-glow sm:p-10">
        <Split
          from="lg"
          // The banner is extra on large screens only; tablets and phones skip it.
          mediaClassName="hidden lg:block"
          media={
            <div data-testid="download-bonus-banner" className="relative isolate overflow-hidden rounded-card">
              <ContentImage image={banner.image} sizes="(min-width: 1216px) 500px, 42vw" className="h-auto w-full" />
              <div className="absolute inset-y-0 left-0 flex w-1/2 flex-col justify-center gap-1 p-6 xl:p-8">
                <p className="kicker text-brand-soft">{banner.label}</p>
                <p className="whitespace-nowrap bg-gold-text bg-clip-text font-display text-4xl font-black uppercase leading-none text-transparent xl:text-5xl">{banner.amount}</p>
              </div>
            </div>
          }
          text={
            <>
              <SectionHeading id="download-bonus" kicker={downloadBonus.kicker} heading={downloadBonus.heading} intro={downloadBonus.text} />
              <CtaLink cta={downloadBonus.action} section="download-bonus" size="lg" />
            </>
          }
        />
      </div>
    </Section>
  );
}
