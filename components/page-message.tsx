import type { ReactNode } from 'react';

/** The one line a placeholder, the 404 page or the error screen shows, centred on the brand's glow. */
export function PageMessage({ children, role }: { children: ReactNode; role?: 'alert' }) {
  return (
    <div role={role} className="flex min-h-[60vh] flex-col items-center justify-center gap-4 bg-page-glow px-gutter py-24 text-center">
      {children}
    </div>
  );
}

export const pageMessageHeading = 'bg-gold-text bg-clip-text font-display text-display text-transparent';
