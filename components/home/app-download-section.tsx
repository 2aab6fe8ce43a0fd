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
    <Section id="app-download">
      <Split
        media={
          <ContentImage
            image={appDownload.image}
            sizes={imageSizes({ page: '560px', md: '45vw', base: 'calc(100vw - 2rem)' })}
            className="h-auto w-full rounded-panel border border-surface-line shadow-card"
          />
        }
        text={
          <>
            <SectionHeading id="app-download" kicker={appDownload.kicker} heading={appDownload.heading} intro={appDownload.text} />
            {/* Equal buttons: side by side where both fit, else stacked at the full width. */}
            <div className="grid gap-3 min-[480px]:w-max min-[480px]:grid-cols-2">
              {stores.map(({ cta, Icon }) => (
                <CtaLink key={cta.label} cta={cta} section="app-download" variant="store" size="lg" icon={<Icon className="text-2xl" />} />
              ))}
            </div>
          </>
        }
      />
    </Section>
  );
}
