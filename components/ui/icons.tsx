// Small inline line icons (decorative: the text beside them says what they mean), stroked in the
// text colour by the .icon class (app/globals.css).
import type { ReactNode, SVGProps } from 'react';
import type { WhyIcon } from '@/content';
import { cn } from '@/lib/cn';
interface IconProps {
  className?: string;
}

/** The frame every line icon shares: hidden from assistive technology, stroked by .icon. */
export function LineIcon({ className, children, ...svg }: SVGProps<SVGSVGElement>) {
  return (
    <svg aria-hidden="true" {...svg} className={cn('icon', className)}>
      {children}
    </svg>
  );
}

export function CheckIcon({ className }: IconProps) {
  return (
    <LineIcon viewBox="0 0 16 16" strokeWidth="2.4" className={className}>
      <path d="M3 8.5l3 3 7-7" />
    </LineIcon>
  );
}

/** A phone with a download arrow: the app-store buttons (no store's own logo). */
export function AppIcon({ className }: IconProps) {
  return (
    <LineIcon viewBox="0 0 24 24" strokeWidth="2" className={className}>
      <rect x="6" y="2" width="12" height="20" rx="2.5" />
      <path d="M12 7v7M9 11l3 3 3-3M10 19h4" />
    </LineIcon>
  );
}

export function ArrowIcon({ className }: IconProps) {
  return (
    <LineIcon viewBox="0 0 16 16" strokeWidth="2.2" className={className}>
      <path d="M3 8h10M9 4l4 4-4 4" />
    </LineIcon>
  );
}

const whyPaths: Record<WhyIcon, ReactNode> = {
  sparkles: (
    <>
      <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z" />
      <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
    </>
  ),
  phone: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3M9.5 7.5h5M9.5 11h5" />
    </>
  ),
  headset: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13.5" width="4" height="6" rx="1.5" />
      <rect x="17" y="13.5" width="4" height="6" rx="1.5" />
      <path d="M19 19.5c0 1.5-2 2.5-5 2.5" />
    </>
  ),
  shield: (
    <>
      <path d="M12 2.5l8 3v6c0 5-3.4 8.6-8 10-4.6-1.4-8-5-8-10v-6z" />
      <rect x="9" y="10.5" width="6" height="5" rx="1" />
      <path d="M10.5 10.5V9a1.5 1.5 0 0 1 3 0v1.5" />
    </>
  ),
};

/** The "why choose" column icons, drawn in the brand's gold. */
export function WhyIconGlyph({ icon, className }: IconProps & { icon: WhyIcon }) {
  return (
    <LineIcon viewBox="0 0 24 24" strokeWidth="1.6" className={className}>
      {whyPaths[icon]}
    </LineIcon>
  );
}
