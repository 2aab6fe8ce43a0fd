import { carousel } from '@/content/constants';
import { membership } from '@/content/home';
import { Carousel } from '../carousel';
import { CtaLink } from '../ui/cta-link';
import { Section } from '../ui/section';

export function MembershipSection() {
  const { carousel: slideshow } = membership;
  return (
    <Section id="membership" heading={membership.heading}>
      <div className="grid items-center gap-8 lg:grid-cols-2">
        <div>
          <p className="mb-4 text-ink-muted">{membership.intro}</p>
          <ol className="mb-6 flex flex-col gap-4">
            {membership.steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-brand-ink">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-bold text-ink">{step.title}</h3>
                  <p className="text-sm text-ink-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <CtaLink cta={membership.signUp} size="lg" />
        </div>
        <Carousel
          slides={slideshow.slides}
          label={slideshow.label}
          pauseLabel={slideshow.pause}
          playLabel={slideshow.play}
          autoplayMs={carousel.autoplayMs}
          duration={carousel.emblaDuration}
          loop={carousel.loop}
        />
      </div>
    </Section>
  );
}
