import { cn } from '@/lib/cn';

// Every size is at least 44 px tall and wide: the smallest comfortable tap target.
const base = 'inline-flex min-h-tap min-w-tap items-center justify-center gap-2 whitespace-nowrap rounded-full font-display font-bold tracking-tight transition';

const variants = {
  primary: 'bg-gold text-brand-ink shadow-cta hover:brightness-110 active:brightness-95',
  secondary: 'border border-brand/70 bg-surface/40 text-brand-soft hover:border-brand hover:bg-brand hover:text-brand-ink',
  ghost: 'text-ink hover:bg-surface-accent hover:text-brand-soft',
};

const sizes = {
  sm: 'px-4 text-sm',
  md: 'px-6 text-base',
  lg: 'min-h-12 px-7 text-base sm:text-lg',
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
