import type { GameCategory } from '@/content/types';
import { otherGamesSection } from '@/content/home';
import { ContentImage } from '../ui/content-image';
import { Section } from '../ui/section';

export function OtherGamesSection({ categories }: { categories: GameCategory[] }) {
  return (
    <Section id="other-games" heading={otherGamesSection.heading}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category) => (
          <li key={category.title} className="overflow-hidden rounded-2xl bg-surface-raised">
            <ContentImage image={category.image} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="h-auto w-full" />
            <div className="p-4">
              <h3 className="mb-2 text-lg font-bold text-ink">{category.title}</h3>
              <p className="text-sm text-ink-muted">{category.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
