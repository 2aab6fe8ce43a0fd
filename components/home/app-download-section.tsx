import type { SiteContent } from '@/content';
import { StoreLinks } from '../store-links';
import { ContentImage } from '../ui/content-image';
import { Section, SectionHeading } from '../ui/section';
import { Split } from '../ui/split';
import { imageSizes } from '@/lib/design-tokens';

type Home = SiteContent['home'];

export function AppDownloadSection({ appDownload }: { appDownload: Home['appDownload'] }) {
  return (
    <Section id="app-download" className="app-band">
      <Split
        // On a phone the picture is cut to 16:10 around the phone in it, the phone whole (at 2:1 its top and foot were cut);
        // from md no frame, its dark studio faded into the band (framed, it read as a black box dropped on the violet), 1.18 times its column.
        media={<ContentImage image={appDownload.image} sizes={imageSizes({ page: '660px', md: '53vw', base: 'calc(100vw - 2rem)' })} className="app-art" />}
        text={
          <>
            <SectionHeading id="app-download" kicker={appDownload.kicker} heading={appDownload.heading} intro={appDownload.text} />
            <StoreLinks appDownload={appDownload} section="app-download" size="lg" className="w-full" />
          </>
        }
      />
    </Section>
  );
}
