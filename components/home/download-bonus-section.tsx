import { downloadBonus } from '@/content/home';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { Section } from '../ui/section';

export function DownloadBonusSection() {
  return (
    <Section id="download-bonus" heading={downloadBonus.heading}>
      <div className="grid items-center gap-8 lg:grid-cols-2">
        <div className="flex flex-col items-start gap-6">
          <p className="text-ink-muted">{downloadBonus.text}</p>
          <CtaLink cta={downloadBonus.action} size="lg" />
        </div>
        {/* The banner is decorative extra on large screens only; tablets and phones skip it. */}
        <div data-testid="download-bonus-banner" className="hidden lg:block">
          <ContentImage image={downloadBonus.banner} sizes="(min-width: 1024px) 50vw, 100vw" className="h-auto w-full rounded-2xl" />
        </div>
      </div>
    </Section>
  );
}
