import type { Analytics } from '@/content';
import { buttonStyles } from './ui/button-styles';

/**
 * GA4's consent request (Philippine Data Privacy Act: consent before any cookie). Hidden until
 * public/analytics.js finds no stored choice; the footer's "Cookie settings" button reopens it.
 */
export function ConsentBanner({ consent }: { consent: Analytics['consent'] }) {
  return (
    <div
      id="consent-banner"
      role="region"
      aria-label={consent.settings}
      hidden
      className="fixed inset-x-2 bottom-2 z-40 mx-auto flex max-w-2xl flex-col gap-3 rounded-card border border-brand/40 bg-surface-raised p-4 text-sm text-ink shadow-card sm:flex-row sm:items-center [&[hidden]]:hidden"
    >
      <p className="flex-1">
        {consent.text}{' '}
        <a href={consent.privacyNotice.href} className="text-brand underline underline-offset-4">
          {consent.privacyNotice.label}
        </a>
      </p>
      <div className="flex shrink-0 gap-2">
        <button type="button" data-consent="denied" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
          {consent.decline}
        </button>
        <button type="button" data-consent="granted" className={buttonStyles({ variant: 'primary', size: 'sm' })}>
          {consent.accept}
        </button>
      </div>
    </div>
  );
}
