import type { SiteContent } from '@/content';
import { cn } from '@/lib/cn';
import { CtaLink } from './ui/cta-link';
import { AndroidIcon, AppleIcon } from './ui/icons';

interface StoreLinksProps {
  appDownload: SiteContent['home']['appDownload'];
  /** Where the links sit, for analytics. */
  section: string;
  size: 'sm' | 'lg';
  className?: string;
}

/**
 * The app's two store links, each with its platform's glyph: the app section's buttons (equal halves where both
 * labels fit whole, else each on its own line) and the footer's smaller pair.
 */
export function StoreLinks({ appDownload, section, size, className }: StoreLinksProps) {
  const stores = [
    { cta: appDownload.ios, Icon: AppleIcon },
    { cta: appDownload.android, Icon: AndroidIcon },
  ];
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      {stores.map(({ cta, Icon }) => (
        <CtaLink
          key={cta.label}
          cta={cta}
          section={section}
          variant="store"
          size={size}
          className={size === 'lg' ? 'min-w-max grow basis-[calc(50%-0.375rem)]' : undefined}
          icon={<Icon className={size === 'lg' ? 'text-2xl' : 'text-lg'} />}
        />
      ))}
    </div>
  );
}
