import type { SiteContent } from '@/content';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { Section, SectionHeading } from '../ui/section';
import { Split } from '../ui/split';

type Home = SiteContent['home'];

export function SafeSecureSection({ safeAndSecure }: { safeAndSecure: Home['safeAndSecure'] }) {
  return (
    <Section id="safe-secure">
      <Split
        mediaSide="start"
        media={
          <ContentImage
            image={safeAndSecure.image}
            sizes="(min-width: 1216px) 480px, (min-width: 768px) 42vw, calc(100vw - 2rem)"
            className="h-auto w-full rounded-panel border border-surface-line shadow-card"
          />
        }
        text={
          <>
            <SectionHeading id="safe-secure" kicker={safeAndSecure.kicker} heading={safeAndSecure.heading} intro={safeAndSecure.text} />
            <CtaLink cta={safeAndSecure.action} section="safe-secure" size="lg" />
          </>
        }
      />
    </Section>
  );
}
