import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SectionProps {
  id: string;
  heading: string;
  children: ReactNode;
  className?: string;
  /** Extra classes for the heading, e.g. to centre it. */
  headingClassName?: string;
}

/**
 * A home-page section: a labelled region with an h2. Every one of them starts below the hero on
 * a phone, so each is rendered only when it nears the viewport (render-when-near).
 */
export function Section({ id, heading, children, className, headingClassName }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} data-section={id} className={cn('render-when-near mx-auto max-w-page px-4 py-12', className)}>
      <h2 id={headingId} className={cn('mb-6 text-2xl font-bold text-brand sm:text-3xl', headingClassName)}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
