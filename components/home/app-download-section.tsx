import { appDownload } from '@/content/home';
import { buttonStyles } from '../ui/button-styles';
import { ContentImage } from '../ui/content-image';
import { Section } from '../ui/section';
import { SiteLink } from '../ui/site-link';

export function AppDownloadSection() {
  return (
    <Section id="app-download" heading={appDownload.heading}>
      <div className="grid items-center gap-8 md:grid-cols-2">
        <div className="flex flex-col items-start gap-6">
          <p className="text-ink-muted">{appDownload.text}</p>
          <div className="flex flex-wrap gap-3">
            {[appDownload.ios, appDownload.android].map((store) => (
              <SiteLink key={store.label} href={store.href} className={buttonStyles({ size: 'lg' })}>
                <ContentImage image={store.icon} className="h-6 w-6" />
                {store.label}
              </SiteLink>
            ))}
          </div>
        </div>
        <ContentImage image={appDownload.image} sizes="(min-width: 448px) 448px, 100vw" className="mx-auto h-auto w-full max-w-md" />
      </div>
    </Section>
  );
}
