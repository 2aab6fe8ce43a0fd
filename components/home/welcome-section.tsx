import type { SiteContent } from '@/content';
import { ContentImage } from '../ui/content-image';

type Home = SiteContent['home'];

/** The welcome image: a wide banner, its words on the calm left side of the art (below it on phones). */
export function WelcomeSection({ welcome }: { welcome: Home['welcome'] }) {
  return (
    <section aria-labelledby="welcome-heading" data-section="welcome" className="render-when-near page-column">
      <div className="relative overflow-hidden rounded-panel border border-surface-line bg-surface-raised shadow-card">
        <ContentImage
          image={welcome.image}
          sizes="(min-width: 1216px) 1168px, (min-width: 768px) calc(100vw - 3rem), calc(100vw - 3.5rem)"
          className="m-3 mb-0 aspect-[2/1] h-auto w-[calc(100%-1.5rem)] rounded-card object-cover object-[88%_50%] md:m-0 md:aspect-auto md:w-full md:rounded-none"
        />
        <div className="flex max-w-md flex-col gap-3 p-5 md:absolute md:inset-y-0 md:left-0 md:justify-center md:p-12">
          <p className="kicker text-brand">{welcome.kicker}</p>
          <h2 id="welcome-heading" className="text-balance font-display text-title text-ink">
            {welcome.title}
          </h2>
          <p className="text-ink-muted">{welcome.text}</p>
        </div>
      </div>
    </section>
  );
}
