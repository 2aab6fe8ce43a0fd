import { emblaDuration, type SiteContent } from '@/content';
import { Carousel } from '../carousel';
import { CtaLink } from '../ui/cta-link';
import { PauseIcon, PlayIcon } from '../ui/icons';
import { Section, SectionHeading } from '../ui/section';
import { Split } from '../ui/split';

type Home = SiteContent['home'];

export function MembershipSection({ membership, carousel }: { membership: Home['membership']; carousel: SiteContent['constants']['carousel'] }) {
  const { carousel: slideshow } = membership;
  return (
    <Section id="membership" className="section-lit-amethyst">
      {/* From xl the halves stand on one foot line, so Sign up and the slideshow's controls share a row (centred,
          they sat 21 px apart; at lg the words run 90 px taller than the slideshow, so they stay centred). */}
      <Split
        from="md"
        className="membership-split md:max-lg:gap-x-10 md:max-lg:gap-y-6 xl:items-end"
        text={
          <>
            <div data-split-band="" className="membership-head">
              <SectionHeading id="membership" kicker={membership.kicker} heading={membership.heading} intro={membership.intro} />
            </div>
            <ol className="membership-steps flex flex-col gap-3 sm:gap-4">
              {membership.steps.map((step, index) => (
                <li key={step.title} className="flex items-start gap-4">
                  <span aria-hidden="true" className="step-number">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="text-lg text-ink font-display">{step.title}</h3>
                    <p className="text-sm text-ink-muted sm:text-base">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <CtaLink cta={membership.signUp} section="membership" size="lg" className="membership-cta" />
          </>
        }
        media={
          <Carousel
            slides={slideshow.slides}
            label={slideshow.label}
            pauseLabel={slideshow.pause}
            playLabel={slideshow.play}
            pauseIcon={<PauseIcon />}
            playIcon={<PlayIcon />}
            autoplayMs={carousel.autoplayMs}
            duration={emblaDuration(carousel.transitionMs)}
            loop={carousel.loop}
          />
        }
      />
    </Section>
  );
}
