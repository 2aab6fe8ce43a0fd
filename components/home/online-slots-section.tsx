import { gallery } from '@/content/constants';
import { slotGames } from '@/content/games';
import { onlineSlots } from '@/content/home';
import { cn } from '@/lib/cn';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { Section } from '../ui/section';
import { SiteLink } from '../ui/site-link';

// Tailwind needs whole class names in the source; the column count itself comes from content.
const desktopColumns: Record<number, string> = {
  1: 'lg:grid-cols-1',
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
  6: 'lg:grid-cols-6',
};

interface OnlineSlotsSectionProps {
  showSlots: boolean;
  showSabong: boolean;
}

export function OnlineSlotsSection({ showSlots, showSabong }: OnlineSlotsSectionProps) {
  const { sabong } = onlineSlots;
  return (
    <Section id="online-slots" heading={showSlots ? onlineSlots.heading : sabong.heading}>
      {showSlots && (
        <>
          <p className="mb-6 text-ink-muted">{onlineSlots.intro}</p>
          <ul data-testid="slot-gallery" className={cn('grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4', desktopColumns[gallery.columnsDesktop])}>
            {slotGames.map((game) => (
              <li key={game.title} className="flex justify-center">
                <SiteLink href={game.href} aria-label={game.title} className="group flex flex-col items-center gap-2 rounded-xl p-1">
                  <figure className="flex flex-col items-center gap-2">
                    <ContentImage image={game.image} className="rounded-xl transition-transform group-hover:scale-105" />
                    <figcaption className="text-center text-sm font-semibold text-ink">{game.title}</figcaption>
                  </figure>
                </SiteLink>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex justify-center">
            <CtaLink cta={onlineSlots.action} size="lg" />
          </div>
        </>
      )}
      {showSabong && (
        <div data-testid="sabong-block" className="mt-12 grid items-center gap-6 rounded-2xl bg-surface-raised p-6 md:grid-cols-2">
          <ContentImage image={sabong.image} sizes="(min-width: 768px) 50vw, 100vw" className="h-auto w-full rounded-xl" />
          <div className="flex flex-col items-start gap-4">
            {showSlots && <h3 className="text-2xl font-bold text-brand">{sabong.heading}</h3>}
            <p className="text-ink-muted">{sabong.text}</p>
            <CtaLink cta={sabong.action} />
          </div>
        </div>
      )}
    </Section>
  );
}
