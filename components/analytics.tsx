import { analytics as configured, campaign, type Analytics as AnalyticsConfig } from '@/content';
import { ConsentBanner } from './consent-banner';

/**
 * The analytics loader, only when content/analytics.json names a provider: with `none` the page has
 * no script and makes no request of its own. The script (public/analytics.js) reads its settings
 * from these data attributes; the build adds the provider's hosts to the CSP (server/csp.mjs).
 */
export function Analytics({ analytics = configured }: { analytics?: AnalyticsConfig }) {
  if (analytics.provider === 'none') return null;
  return (
    <>
      {analytics.provider === 'ga4' && <ConsentBanner consent={analytics.consent} />}
      <script
        src="/analytics.js"
        defer
        data-analytics={analytics.provider}
        data-host={analytics.host}
        data-site={analytics.siteId}
        data-event={analytics.eventName}
        data-campaign={JSON.stringify({ prefixes: campaign.prefixes, names: campaign.names })}
      />
    </>
  );
}
