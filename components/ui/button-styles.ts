import { cn } from '@/lib/cn';

// The styles themselves are component classes in app/globals.css (.btn, .btn-<variant>, .btn-<size>):
// every size is at least 44 px tall and wide, the smallest comfortable tap target. The names are
// written out whole so that Tailwind finds them here and keeps their rules.
const variants = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
};

const sizes = {
  sm: 'btn-sm',
  md: 'btn-md',
  lg: 'btn-lg',
};

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
}

/** What a call-to-action looks like; links that look like buttons use this. */
export function buttonStyles({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  return cn('btn', variants[variant], sizes[size], className);
}
