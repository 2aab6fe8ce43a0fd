import { site } from '@/content';
import { cn } from '@/lib/cn';

interface WordmarkProps {
  /** Prefix for the SVG gradient ids: the wordmark appears more than once per page. */
  idPrefix: string;
  className?: string;
}

/**
 * The brand's wordmark: a pearl and the name on one line that never wraps. The name is split at its
 * first space so the second word takes the gold.
 */
export function Wordmark({ idPrefix, className }: WordmarkProps) {
  const [first, ...rest] = site.brandName.split(' ');
  const shine = `${idPrefix}-pearl-shine`;
  const ring = `${idPrefix}-pearl-ring`;
  return (
    <span className={cn('inline-flex items-center gap-2 whitespace-nowrap font-display font-extrabold tracking-tight', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-[1.3em] w-[1.3em] shrink-0 max-[359px]:hidden">
        <defs>
          <radialGradient id={shine} cx="35%" cy="30%" r="75%">
            <stop offset="0" stopColor="#ffffff" />
            <stop offset="0.45" stopColor="#f4e9ff" />
            <stop offset="1" stopColor="#b9a4e8" />
          </radialGradient>
          <linearGradient id={ring} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffe38a" />
            <stop offset="1" stopColor="#ffb300" />
          </linearGradient>
        </defs>
        <circle cx="16" cy="16" r="14.5" fill="none" stroke={`url(#${ring})`} strokeWidth="2.5" />
        <circle cx="16" cy="16" r="10" fill={`url(#${shine})`} />
        <circle cx="12.5" cy="12" r="2.8" fill="#fff" opacity="0.9" />
      </svg>
      <span>
        <span className="text-ink">{first}</span>
        {rest.length > 0 && <span className="bg-gold-text bg-clip-text text-transparent"> {rest.join(' ')}</span>}
      </span>
    </span>
  );
}
