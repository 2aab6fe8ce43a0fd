// The interface glyphs: Phosphor (MIT, @phosphor-icons/react), rendered on the server, so they ship as
// markup and no script. Decorative: the text or label beside them says what they mean.
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { AndroidLogoIcon } from '@phosphor-icons/react/dist/ssr/AndroidLogo';
import { AppleLogoIcon } from '@phosphor-icons/react/dist/ssr/AppleLogo';
import { ArrowRightIcon } from '@phosphor-icons/react/dist/ssr/ArrowRight';
import { CheckIcon as PhosphorCheck } from '@phosphor-icons/react/dist/ssr/Check';
import { GiftIcon as PhosphorGift } from '@phosphor-icons/react/dist/ssr/Gift';
import { HouseIcon as PhosphorHouse } from '@phosphor-icons/react/dist/ssr/House';
import { PauseIcon as PhosphorPause } from '@phosphor-icons/react/dist/ssr/Pause';
import { PlayIcon as PhosphorPlay } from '@phosphor-icons/react/dist/ssr/Play';
import type { WhyIcon } from '@/content';
import { cn } from '@/lib/cn';

interface IconProps {
  className?: string;
}

type Weight = 'bold' | 'fill';
type Phosphor = ComponentType<SVGProps<SVGSVGElement> & { weight?: Weight; size?: string | number }>;

const glyph = (Icon: Phosphor, weight: Weight) =>
  function Glyph({ className }: IconProps) {
    return <Icon aria-hidden="true" focusable="false" weight={weight} size="1em" className={cn('shrink-0', className)} />;
  };

export const CheckIcon = glyph(PhosphorCheck, 'bold');
export const ArrowIcon = glyph(ArrowRightIcon, 'bold');
export const GiftIcon = glyph(PhosphorGift, 'fill');
export const HomeIcon = glyph(PhosphorHouse, 'fill');
export const PauseIcon = glyph(PhosphorPause, 'fill');
export const PlayIcon = glyph(PhosphorPlay, 'fill');
/** The platforms' own marks as Phosphor draws them, for the app-store buttons (never a store's badge). */
export const AppleIcon = glyph(AppleLogoIcon, 'fill');
export const AndroidIcon = glyph(AndroidLogoIcon, 'fill');

/** The frame of the few glyphs drawn here: hidden from assistive technology, stroked by .icon. */
export function LineIcon({ className, children, ...svg }: SVGProps<SVGSVGElement>) {
  return (
    <svg aria-hidden="true" {...svg} className={cn('icon', className)}>
      {children}
    </svg>
  );
}

const whyPaths: Record<WhyIcon, ReactNode> = {
  sparkles: (
    <>
      <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z" />
      <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
    </>
  ),
  phone: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3M9.5 7.5h5M9.5 11h5" />
    </>
  ),
  headset: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13.5" width="4" height="6" rx="1.5" />
      <rect x="17" y="13.5" width="4" height="6" rx="1.5" />
      <path d="M19 19.5c0 1.5-2 2.5-5 2.5" />
    </>
  ),
  shield: (
    <>
      <path d="M12 2.5l8 3v6c0 5-3.4 8.6-8 10-4.6-1.4-8-5-8-10v-6z" />
      <rect x="9" y="10.5" width="6" height="5" rx="1" />
      <path d="M10.5 10.5V9a1.5 1.5 0 0 1 3 0v1.5" />
    </>
  ),
};

/** The "why choose" column icons, drawn in the brand's gold. */
export function WhyIconGlyph({ icon, className }: IconProps & { icon: WhyIcon }) {
  return (
    <LineIcon viewBox="0 0 24 24" strokeWidth="1.6" className={className}>
      {whyPaths[icon]}
    </LineIcon>
  );
}
