import type { SiteContent } from '@/content';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { CheckIcon } from '../ui/icons';
import { Section, SectionHeading } from '../ui/section';
import { Split } from '../ui/split';
import { imageSizes } from '@/lib/design-tokens';

type Home = SiteContent['home'];

/** The closing section; the regulator's licence is named here only when the operator has configured one. */
export function SafeSecureSection({ safeAndSecure, compliance }: { safeAndSecure: Home['safeAndSecure']; compliance: SiteContent['compliance'] }) {
  const { regulator } = compliance;
  return (
    <Section id="safe-secure">
      <Split
        mediaSide="start"
        // The vault is lit on black: blended with "lighten" over the card's violet glow, its black shows
        // the glow instead, like every other render's backdrop, while the lit metal stays as rendered. It is cut
        // to 16:10: beside the words as tall as they are; on a phone 2:1, cut from the empty band over the safe (at 5:2
        // its top was cut, in a review); on a tablet, where the words run taller beside a narrower column, it is
        // shown whole (4:3).
        mediaClassName="isolate overflow-hidden rounded-panel border border-surface-line bg-page-glow shadow-card"
        media={
          <ContentImage
            image={safeAndSecure.image}
            sizes={imageSizes({ page: '560px', md: '45vw', base: 'calc(100vw - 2rem)' })}
            className="aspect-[2/1] h-auto w-full object-cover object-[50%_60%] mix-blend-lighten sm:aspect-[16/10] sm:object-center md:max-lg:aspect-[4/3]"
          />
        }
        text={
          <>
            <SectionHeading id="safe-secure" kicker={safeAndSecure.kicker} heading={safeAndSecure.heading} intro={safeAndSecure.text} />
            {regulator && (
              <p data-testid="regulator-claim" className="flex items-center gap-2 text-ink">
                <CheckIcon className="text-brand" />
                {compliance.licenceLabel} {regulator.name} ({compliance.licenceNumberLabel} {regulator.licenceNumber})
              </p>
            )}
            <CtaLink cta={safeAndSecure.action} section="safe-secure" size="lg" />
          </>
        }
      />
    </Section>
  );
}
