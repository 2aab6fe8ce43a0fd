import { analytics, appDownload, compliance, navigation, navigationLabels, primaryMenu, offerings, site } from '@/content';
import type { MenuItem } from '@/content';
import { visibleMenu } from '@/lib/offerings';
import { Helpline } from './helpline';
import { Logo } from './logo';
import { StoreLinks } from './store-links';
import { SiteLink } from './ui/site-link';

/** The footer's link columns, in content order, each with the menu entries that name it (an empty one is left out). */
function footerColumns(menu: MenuItem[]): { heading: string; items: MenuItem[] }[] {
  return navigation.footerColumns.map((heading) => ({ heading, items: menu.filter((item) => item.footerGroup === heading) })).filter((column) => column.items.length > 0);
}

export function SiteFooter() {
  const { regulator, adClearance } = compliance;
  const columns = footerColumns(visibleMenu(primaryMenu, offerings));
  const { payments } = site;
  return (
    <footer className="mt-section border-t border-surface-line bg-surface-sunken text-sm text-ink-muted">
      <div className="page-column grid gap-6 py-8 sm:gap-10 sm:py-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="flex flex-col items-start gap-3">
          <a href="/" className="tap-link">
            <Logo className="h-10" lazy />
            <span className="sr-only">, {navigationLabels.homeLink}</span>
          </a>
          <p className="text-lg text-ink font-display">{site.slogan}</p>
          {/* From lg, where the column runs shorter than the links beside it, the app's two store links under the slogan. */}
          <StoreLinks appDownload={appDownload} section="footer" size="sm" className="mt-3 hidden lg:flex" />
        </div>
        {/* Even columns, each under its heading, all in a row at every width (on a phone two, stacked, ran the footer to 930 px). */}
        <nav aria-label={navigationLabels.footerNav} className="grid grid-cols-3 gap-x-4 sm:gap-x-6">
          {columns.map((column) => (
            <div key={column.heading} className="min-w-0">
              <h2 className="kicker">{column.heading}</h2>
              <ul className="mt-2">
                {column.items.map((item) => (
                  <li key={item.label}>
                    <SiteLink href={item.href} section="footer" className="footer-link">
                      {item.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>

      <div className="page-column">
        <div
          data-testid="responsible-gaming"
          className="grid grid-cols-[auto_1fr] items-start gap-4 rounded-card border border-surface-line bg-surface/60 p-4 sm:items-center sm:gap-x-6 sm:p-6 lg:grid-cols-[auto_1fr_auto]"
        >
          <span
            className="row-span-2 grid h-12 w-12 shrink-0 place-items-center rounded-full border-[3px] border-brand text-lg text-brand font-display sm:h-16 sm:w-16 sm:text-xl lg:row-span-1"
            aria-hidden="true"
          >
            {compliance.minimumAge}+
          </span>
          <div className="flex flex-col gap-1">
            <p data-testid="age-notice" className="text-pretty text-ink">
              {compliance.ageNotice}
            </p>
            <p data-testid="responsible-gambling">{compliance.responsibleGambling}</p>
          </div>
          {/* Under the notice, in its column; from lg on its own at the panel's end, as large as the 21+ mark (on a
              tablet, squeezed there, its label broke before "helpline:"). Broken between words, not at its hyphen. */}
          <Helpline
            data-testid="helpline"
            className="col-start-2 lg:col-start-auto lg:flex-col lg:items-end lg:border-l lg:border-surface-line lg:pl-8 lg:text-right"
            numberClassName="sm:text-lg lg:text-xl"
          />
        </div>
      </div>

      {(payments.methods.length > 0 || regulator || adClearance) && (
        <div className="page-column mt-8 flex flex-col gap-6 sm:flex-row sm:flex-wrap sm:justify-between">
          {payments.methods.length > 0 && (
            <div data-testid="payment-methods">
              <h2 className="kicker">{payments.label}</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {payments.methods.map((method) => (
                  <li key={method} className="whitespace-nowrap rounded-lg border border-surface-line bg-surface-raised px-3 py-1.5 text-sm text-ink font-display">
                    {method}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {(regulator || adClearance) && (
            <div className="flex flex-col gap-2 text-xs">
              {regulator && (
                <p data-testid="licence" className="flex flex-wrap items-center gap-x-2">
                  <span>
                    {compliance.licenceLabel} {regulator.name}, {compliance.licenceNumberLabel} {regulator.licenceNumber}.
                  </span>
                  <a href={regulator.verificationUrl} className="tap-link text-brand underline underline-offset-4">
                    {compliance.verifyLabel}
                  </a>
                </p>
              )}
              {adClearance && (
                <p data-testid="ad-clearance">
                  {compliance.adClearanceLabel} {adClearance.authority}: {adClearance.reference}
                </p>
              )}
            </div>
          )}
        </div>
      )}

      <div className="mt-6 border-t border-surface-line/70 sm:mt-10">
        <div className="page-column flex flex-col gap-1 py-5 text-[0.8125rem] text-ink-muted sm:py-6">
          {/* The art's and fonts' attributions (CC BY, OFL) are in the notices it links, from every page's small print. */}
          <p className="flex flex-wrap items-center gap-x-4">
            <span>
              © {site.copyrightYear} {site.brandName}. {site.copyrightNotice}
            </span>
            <SiteLink href={site.credits.link.href} section="footer" className="tap-link text-ink-muted underline underline-offset-4">
              {site.credits.link.label}
            </SiteLink>
          </p>
          {analytics.provider === 'ga4' && (
            <p>
              <button type="button" data-consent-open="" className="tap-link text-ink-muted underline underline-offset-4">
                {analytics.consent.settings}
              </button>
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
