import { analytics, compliance, navigationLabels, primaryMenu, offerings, site } from '@/content';
import { visibleMenu } from '@/lib/offerings';
import { unbreakable } from '@/lib/unbreakable';
import { SiteLink } from './ui/site-link';
import { Wordmark } from './wordmark';

export function SiteFooter() {
  const { regulator, adClearance, helpline } = compliance;
  const menu = visibleMenu(primaryMenu, offerings);
  return (
    <footer className="mt-section border-t border-surface-line bg-surface-sunken text-sm text-ink-muted">
      <div className="mx-auto grid max-w-page gap-10 px-gutter py-12 sm:px-6 lg:grid-cols-[1.1fr_1.4fr]">
        <div className="flex flex-col items-start gap-4">
          <a href="/" className="tap-link text-2xl">
            <Wordmark idPrefix="footer" />
            <span className="sr-only">, {navigationLabels.homeLink}</span>
          </a>
          <p className="font-display text-lg font-semibold text-ink">{site.slogan}</p>
          <p className="flex items-center gap-3" data-testid="age-notice">
            <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full border-2 border-brand font-display font-black text-brand" aria-hidden="true">
              {compliance.minimumAge}+
            </span>
            <span>{compliance.ageNotice}</span>
          </p>
          <p data-testid="responsible-gambling">{compliance.responsibleGambling}</p>
          <p data-testid="helpline" className="flex flex-wrap items-center gap-x-2">
            <span>{helpline.label}:</span>
            <a href={`tel:${helpline.tel}`} className="tap-link font-semibold text-brand underline underline-offset-4">
              {unbreakable(helpline.phone)}
            </a>
          </p>
        </div>
        <nav aria-label={navigationLabels.footerNav}>
          <ul className="grid grid-cols-2 gap-x-4 sm:grid-cols-5 lg:grid-cols-2 xl:grid-cols-5">
            {menu.map((item) => (
              <li key={item.label}>
                <SiteLink href={item.href} section="footer" className="tap-link text-base font-semibold text-ink hover:text-brand-soft">
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-surface-line/70">
        <div className="mx-auto flex max-w-page flex-col gap-2 px-gutter py-6 text-xs text-ink-subtle sm:px-6">
          {regulator && (
            <p data-testid="licence" className="flex flex-wrap items-center gap-x-2">
              <span>
                {compliance.licenceLabel} {regulator.name}, {compliance.licenceNumberLabel} {regulator.licenceNumber}.
              </span>
              <a href={regulator.verificationUrl} className="tap-link font-semibold text-brand underline underline-offset-4">
                {compliance.verifyLabel}
              </a>
            </p>
          )}
          {adClearance && (
            <p data-testid="ad-clearance">
              {compliance.adClearanceLabel} {adClearance.authority}: {adClearance.reference}
            </p>
          )}
          <p className="flex flex-wrap items-center gap-x-2">
            <span>{site.credits.text}</span>
            <a href={site.credits.link.href} className="tap-link font-semibold text-ink-muted underline underline-offset-4">
              {site.credits.link.label}
            </a>
          </p>
          {analytics.provider === 'ga4' && (
            <p>
              <button type="button" data-consent-open="" className="tap-link font-semibold text-ink-muted underline underline-offset-4">
                {analytics.consent.settings}
              </button>
            </p>
          )}
          <p>
            © {site.copyrightYear} {site.brandName}. {site.copyrightNotice}
          </p>
        </div>
      </div>
    </footer>
  );
}
