import { hero } from '@/content/home';
import { CtaLink } from '../ui/cta-link';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" data-section="hero" className="bg-gradient-to-b from-surface-accent to-surface">
      <div className="mx-auto flex max-w-page flex-col items-center gap-6 px-4 py-14 text-center sm:py-20">
        <h1 id="hero-heading" className="text-3xl font-extrabold leading-tight text-ink sm:text-5xl">
          {hero.title}
        </h1>
        <p className="max-w-2xl text-base text-ink-muted sm:text-lg">{hero.intro}</p>
        <div className="flex flex-wrap justify-center gap-3">
          {hero.actions.map((action, index) => (
            <CtaLink key={action.label} cta={action} size="lg" variant={index === 0 ? 'primary' : 'secondary'} />
          ))}
        </div>
      </div>
    </section>
  );
}
