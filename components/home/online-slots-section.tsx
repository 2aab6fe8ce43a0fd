import type { CSSProperties } from 'react';
import type { SiteContent } from '@/content';
import { cn } from '@/lib/cn';
import { OFFERING_ANCHORS } from '@/lib/offerings';
import { ContentImage } from '../ui/content-image';
import { CtaLink } from '../ui/cta-link';
import { Section, SectionHeading } from '../ui/section';
import { LobbyClose } from './lobby-close';
import { SlotTile } from './slot-tile';
import { Split } from '../ui/split';
import { imageSizes } from '@/lib/design-tokens';

type Home = SiteContent['home'];
type Games = SiteContent['games'];

interface OnlineSlotsSectionProps {
  showSlots: boolean;
  showSabong: boolean;
  onlineSlots: Home['onlineSlots'];
  slotGames: Games['slotGames'];
  badges: Games['badges'];
  gallery: SiteContent['constants']['gallery'];
}

/** The gallery's columns below lg (app/globals.css, .slot-gallery): four below md, five from md. */
const COLUMNS_BELOW_LG = { base: 4, md: 5 } as const;

/**
 * The widths at which the tile at `index` falls past the last whole row (a space-separated list for
 * data-past-row, which app/globals.css hides there), or undefined: 21 tiles show 20 on a phone and a tablet.
 */
function pastWholeRows(index: number, count: number): string | undefined {
  const widths = Object.entries(COLUMNS_BELOW_LG)
    .filter(([, columns]) => count > columns && index >= count - (count % columns))
    .map(([width]) => width);
  return widths.length ? widths.join(' ') : undefined;
}

export function OnlineSlotsSection({ showSlots, showSabong, onlineSlots, slotGames, badges, gallery }: OnlineSlotsSectionProps) {
  const { sabong } = onlineSlots;
  // The tile's drawn width (app/globals.css, .slot-gallery): four to a row on a phone and from sm, five from md,
  // the thumbnail's size from lg. Left at the thumbnail's, a phone fetched the 300 px files for 84 px tiles.
  const thumbnail = `${gallery.thumbnailSize}px`;
  const tileSizes = imageSizes({ page: thumbnail, lg: thumbnail, md: 'calc((100vw - 7rem) / 5)', sm: 'calc((100vw - 6.75rem) / 4)', base: 'calc((100vw - 3.5rem) / 4)' });
  // With slots switched off, the sabong block is the section and its heading the section's.
  const sabongHeading = <SectionHeading id={showSlots ? 'sabong' : 'online-slots'} level={showSlots ? 3 : 2} kicker={sabong.kicker} heading={sabong.heading} />;
  return (
    <Section id="online-slots" className="section-lit-gold">
      {showSlots && (
        <div>
          <SectionHeading id="online-slots" centred kicker={onlineSlots.kicker} heading={onlineSlots.heading} intro={onlineSlots.intro} />
          {/* Every tile in whole rows of four on a phone, as a lobby's grid is (as a shelf scrolling sideways, every
              blind review asked for the grid); from lg, as many columns as content says, the thumbnails' size from content too. */}
          <ul data-testid="slot-gallery" style={{ '--gallery-columns': gallery.columnsDesktop, '--thumbnail': thumbnail } as CSSProperties} className="slot-gallery mt-6 sm:mt-8">
            {slotGames.map((game, index) => (
              <li key={game.title} data-past-row={pastWholeRows(index, slotGames.length)}>
                <SlotTile game={game} badges={badges} sizes={tileSizes} section="slot-gallery" />
              </li>
            ))}
          </ul>
          <LobbyClose cta={onlineSlots.action} section="online-slots" />
        </div>
      )}
      {showSabong && (
        <div id={OFFERING_ANCHORS.sabong} data-testid="sabong-block" className={cn('sabong-band', showSlots && 'mt-12 sm:mt-16 lg:mt-24')}>
          <Split
            mediaSide="start"
            // On a tablet the words run taller than the art: the art fills the block's height instead of floating.
            mediaClassName="md:max-lg:self-stretch"
            media={
              <ContentImage
                image={sabong.image}
                sizes={imageSizes({ page: '520px', lg: '42vw', md: '40vw', sm: 'calc(100vw - 7rem)', base: 'calc(100vw - 2rem)' })}
                className="h-auto w-full rounded-card max-sm:aspect-[5/2] max-sm:object-cover max-sm:object-[50%_15%] md:max-lg:h-full md:max-lg:object-cover"
              />
            }
            text={
              <>
                {sabongHeading}
                <p className="text-lead text-ink-muted">{sabong.text}</p>
                <CtaLink cta={sabong.action} section="sabong" size="lg" />
              </>
            }
          />
        </div>
      )}
    </Section>
  );
}
