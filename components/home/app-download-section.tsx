import type { SiteContent } from '@/content';
import { buttonStyles } from '../ui/button-styles';
import { ContentImage } from '../ui/content-image';
import { AppIcon } from '../ui/icons';
import { Section, SectionHeading } from '../ui/section';
import { SiteLink } from '../ui/site-link';
import { Split } from '../ui/split';

type Home = SiteContent['home'];

export function AppDownloadSection({ appDownload }: { appDownload: Home['appDownload'] }) {
  return (
    <Section id="app-download">
      <Split
        media={
          <ContentImage
            image={appDownload.image}
            sizes="(min-width: 1216px) 560px, (min-width: 768px) 45vw, calc(100vw - 2rem)"
            className="h-auto w-full rounded-panel border border-surface-line shadow-card"
          />
        }
        text={
          <>
            <SectionHeading id="app-download" kicker={appDownload.kicker} heading={appDownload.heading} intro={appDownload.text} />
            <div className="grid w-full gap-3 sm:grid-cols-2 md:grid-cols-1 xl:grid-cols-2">
              {[appDownload.ios, appDownload.android].map((store, index) => (
                <SiteLink
                  key={store.label}
                  href={store.href}
                  section="app-download"
                  label={store.label}
                  className={buttonStyles({ size: 'lg', variant: index === 0 ? 'primary' : 'secondary', className: 'w-full' })}
                >
                  <AppIcon className="h-5 w-5" />
                  {store.label}
                </SiteLink>
              ))}
            </div>
          </>
        }
      />
    </Section>
  );
}
