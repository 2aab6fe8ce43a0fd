import { safeAndSecure } from '@/content/home';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { Section } from '../ui/section';

export function SafeSecureSection() {
  return (
    <Section id="safe-secure" heading={safeAndSecure.heading}>
      <div className="grid items-center gap-8 md:grid-cols-2">
        <ContentImage image={safeAndSecure.image} sizes="(min-width: 384px) 384px, 100vw" className="mx-auto h-auto w-full max-w-sm" />
        <div className="flex flex-col items-start gap-6">
          <p className="text-ink-muted">{safeAndSecure.text}</p>
          <CtaLink cta={safeAndSecure.action} size="lg" />
        </div>
      </div>
    </Section>
  );
}
