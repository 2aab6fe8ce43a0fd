import { cn } from '@/lib/cn';

// The styles themselves are component classes in app/globals.css (.btn, .btn-<variant>, .btn-<size>).
// The names are written out whole so that Tailwind finds them here and keeps their rules.
const variants = {
  /** The one filled gold button of a screen: its main call to action. */
  primary: 'btn-primary',
  /** Outlined: browsing (explore, play, see more), so that joining and claiming lead each screen. */
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  /** A card's action: gold words and an arrow, no frame; the whole card is its tap area. */
  link: 'btn-link',
  store: 'btn-store',
};

const sizes = {
  sm: 'btn-sm',
  md: 'btn-md',
  lg: 'btn-lg',
  /** A card's text link: a fingertip tall, no padding, so its words line up with the card's text. */
  inline: 'btn-inline',
  /** A square button holding only an icon (it must have an accessible name). */
  icon: 'btn-icon',
};

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
}

/** What a call to action looks like; links that look like buttons use this. */
export function buttonStyles({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  return cn('btn', variants[variant], sizes[size], className);
}
