import { compliance } from '@/content';
import { cn } from '@/lib/cn';
import { keepHyphenated, unbreakable } from '@/lib/unbreakable';

/**
 * The problem-gambling helpline: its label and its number, a tap to call. Broken between words, never at the
 * label's hyphen or inside the number. `className` places it; `numberClassName` sizes the number.
 */
export function Helpline({ className, numberClassName, ...rest }: { className?: string; numberClassName?: string; 'data-testid'?: string }) {
  const { helpline } = compliance;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2', className)} {...rest}>
      <span>{keepHyphenated(helpline.label)}:</span>
      <a href={`tel:${helpline.tel}`} className={cn('tap-link text-brand underline underline-offset-4 font-display', numberClassName)}>
        {unbreakable(helpline.phone)}
      </a>
    </p>
  );
}
