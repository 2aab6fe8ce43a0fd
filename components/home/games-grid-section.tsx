import { gridGames } from '@/content/games';
import { gamesGrid } from '@/content/home';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { Section } from '../ui/section';
import { SiteLink } from '../ui/site-link';

export function GamesGridSection() {
  return (
    <Section id="games-grid" heading={gamesGrid.heading}>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {gridGames.map((game) => (
          <li key={game.title}>
            <SiteLink href={game.href} aria-label={game.title} className="block overflow-hidden rounded-xl bg-surface-raised">
              <ContentImage image={game.image} sizes="(min-width: 768px) 25vw, 50vw" className="h-auto w-full" />
              <span className="block px-3 py-2 text-sm font-semibold text-ink">{game.title}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex justify-center">
        <CtaLink cta={gamesGrid.action} size="lg" />
      </div>
    </Section>
  );
}
