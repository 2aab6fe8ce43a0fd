import type { SiteContent } from '@/content';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { AndroidIcon, AppleIcon } from '../ui/icons';
import { Section, SectionHeading } from '../ui/section';
import { Split } from '../ui/split';
import { imageSizes } from '@/lib/design-tokens';

type Home = SiteContent['home'];

export function AppDownloadSection({ appDownload }: { appDownload: Home['appDownload'] }) {
  const stores = [
    { cta: appDownload.ios, Icon: AppleIcon },
    { cta: appDownload.android, Icon: AndroidIcon },
  ];
  return (
    <Section id="app-download" className="app-band">
      <Split
        // On a phone the picture is cut to 16:10 around the phone in it, the phone whole (at 2:1 its top and foot were cut).
        media={
          <ContentImage
            image={appDownload.image}
            sizes={imageSizes({ page: '560px', md: '45vw', base: 'calc(100vw - 2rem)' })}
            className="aspect-[16/10] h-auto w-full rounded-panel border border-surface-line object-cover object-[50%_30%] shadow-card sm:aspect-[4/3] md:aspect-auto"
          />
        }
        text={
          <>
            <SectionHeading id="app-download" kicker={appDownload.kicker} heading={appDownload.heading} intro={appDownload.text} />
            {/* Equal halves where both labels fit whole (a button never narrower than its label), else
                each on its own line at the full width: decided by the labels and the column, not a breakpoint. */}
            <div className="flex w-full flex-wrap gap-3">
              {stores.map(({ cta, Icon }) => (
                <CtaLink
                  key={cta.label}
                  cta={cta}
                  section="app-download"
                  variant="store"
                  size="lg"
                  className="min-w-max grow basis-[calc(50%-0.375rem)]"
                  icon={<Icon className="text-2xl" />}
                />
              ))}
            </div>
          </>
        }
      />
    </Section>
  );
}
