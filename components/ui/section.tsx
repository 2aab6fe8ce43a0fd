import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SectionProps {
  id: string;
  children: ReactNode;
  className?: string;
}

/**
 * A home-page section: a region labelled by its heading (`${id}-heading`, see SectionHeading). Every
 * one starts below the hero on a phone, so each is rendered only when it nears the viewport.
 */
export function Section({ id, children, className }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} data-section={id} className={cn('page-section', className)}>
      <div className="page-column">{children}</div>
    </section>
  );
}

interface SectionHeadingProps {
  /** The section's id: the heading gets `${id}-heading`. */
  id: string;
  kicker?: string;
  heading: string;
  intro?: string;
  /** h2 for sections; h3 for a block inside one. */
  level?: 2 | 3;
  /** Centred from md, over a section whose grid runs the page's width. */
  centred?: boolean;
  className?: string;
}

/**
 * A small gold kicker over the section's title, and an optional intro; left-aligned, or centred from md over a
 * grid that runs the page's width (every heading on the left read as one template repeated, in two reviews).
 */
export function SectionHeading({ id, kicker, heading, intro, level = 2, centred = false, className }: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={cn('section-head', centred && 'section-head-centred', className)}>
      {kicker && <p className="kicker">{kicker}</p>}
      <Heading id={`${id}-heading`} className="section-title">
        {heading}
      </Heading>
      {intro && <p className="section-intro">{intro}</p>}
    </div>
  );
}
