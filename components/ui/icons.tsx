// The interface glyphs: Phosphor (MIT, @phosphor-icons/react), rendered on the server, so they ship as
// markup and no script. Decorative: the text or label beside them says what they mean.
import type { ComponentType, SVGProps } from 'react';
import { AndroidLogoIcon } from '@phosphor-icons/react/dist/ssr/AndroidLogo';
import { AppleLogoIcon } from '@phosphor-icons/react/dist/ssr/AppleLogo';
import { ArrowRightIcon as PhosphorArrowRight } from '@phosphor-icons/react/dist/ssr/ArrowRight';
import { CheckIcon as PhosphorCheck } from '@phosphor-icons/react/dist/ssr/Check';
import { DeviceMobileIcon } from '@phosphor-icons/react/dist/ssr/DeviceMobile';
import { FireIcon as PhosphorFire } from '@phosphor-icons/react/dist/ssr/Fire';
import { GiftIcon as PhosphorGift } from '@phosphor-icons/react/dist/ssr/Gift';
import { HouseIcon as PhosphorHouse } from '@phosphor-icons/react/dist/ssr/House';
import { ListIcon } from '@phosphor-icons/react/dist/ssr/List';
import { PauseIcon as PhosphorPause } from '@phosphor-icons/react/dist/ssr/Pause';
import { PercentIcon } from '@phosphor-icons/react/dist/ssr/Percent';
import { PlayIcon as PhosphorPlay } from '@phosphor-icons/react/dist/ssr/Play';
import { TicketIcon } from '@phosphor-icons/react/dist/ssr/Ticket';
import { UsersThreeIcon } from '@phosphor-icons/react/dist/ssr/UsersThree';
import { XIcon } from '@phosphor-icons/react/dist/ssr/X';
import type { BonusIcon } from '@/content';
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
export const HomeIcon = glyph(PhosphorHouse, 'fill');
export const PauseIcon = glyph(PhosphorPause, 'fill');
export const PlayIcon = glyph(PhosphorPlay, 'fill');
export const MenuIcon = glyph(ListIcon, 'bold');
export const CloseIcon = glyph(XIcon, 'bold');
export const ArrowRightIcon = glyph(PhosphorArrowRight, 'bold');
export const FireIcon = glyph(PhosphorFire, 'fill');
/** The platforms' own marks as Phosphor draws them, for the app-store buttons (never a store's badge). */
export const AppleIcon = glyph(AppleLogoIcon, 'fill');
export const AndroidIcon = glyph(AndroidLogoIcon, 'fill');

/** The glyph beside each listed bonus, as content names it. */
export const BONUS_GLYPHS: Record<BonusIcon, ComponentType<IconProps>> = {
  gift: glyph(PhosphorGift, 'fill'),
  phone: glyph(DeviceMobileIcon, 'fill'),
  ticket: glyph(TicketIcon, 'fill'),
  percent: glyph(PercentIcon, 'bold'),
  friends: glyph(UsersThreeIcon, 'fill'),
};
