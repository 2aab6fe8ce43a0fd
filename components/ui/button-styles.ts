import { cn } from '@/lib/cn';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors';

const variants = {
  primary: 'bg-brand text-brand-ink hover:bg-brand-strong',
  secondary: 'border border-brand text-brand hover:bg-brand hover:text-brand-ink',
  ghost: 'text-ink hover:text-brand',
};

const sizes = {
  sm: 'min-h-10 px-4 text-sm',
  md: 'min-h-11 px-6 text-base',
  lg: 'min-h-12 px-8 text-lg',
};

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
}

/** What a call-to-action looks like; links that look like buttons use this. */
export function buttonStyles({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}
