import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SplitProps {
  text: ReactNode;
  media: ReactNode;
  /** Which side the media takes once the two sit side by side. */
  mediaSide?: 'start' | 'end';
  /** The breakpoint from which the two sit side by side. */
  from?: 'md' | 'lg';
  className?: string;
  mediaClassName?: string;
}

/**
 * Text beside media, their centres on one line, each half filled: the one two-column layout of the
 * home page. The layout test finds the parts by their data attributes.
 */
export function Split({ text, media, mediaSide = 'end', from = 'md', className, mediaClassName }: SplitProps) {
  return (
    <div data-split="" className={cn('grid items-center gap-8', from === 'md' ? 'md:grid-cols-2 md:gap-12' : 'lg:grid-cols-2 lg:gap-12', className)}>
      <div
        data-split-part="media"
        className={cn(mediaSide === 'end' ? (from === 'md' ? 'md:order-last' : 'lg:order-last') : from === 'md' ? 'md:order-first' : 'lg:order-first', mediaClassName)}
      >
        {media}
      </div>
      <div data-split-part="text" className="flex flex-col items-start gap-6">
        {text}
      </div>
    </div>
  );
}
