import type { ReactNode } from 'react';
import { campaign, navigationLabels } from '@/content';
import { CampaignLinks } from './campaign-links';
import { PhoneActionBar } from './phone-action-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The common layout: header, the page's content and footer. Used by app/(site)/layout.tsx and app/global-not-found.tsx. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#content" className="sr-only z-50 rounded bg-brand text-brand-ink font-display focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:px-4 focus:py-3">
        {navigationLabels.skipLink}
      </a>
      <SiteHeader />
      {/* Not stretched (flex-1) to push the footer down: every page in this layout is taller than the screen, and
          a browser painting the page before its footer had arrived stretched the content to the screen's foot, then
          pulled the footer up 91 px when the rest came (a layout shift of 0.035 on /live-games, one load in three). */}
      <main id="content" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <PhoneActionBar />
      <CampaignLinks prefixes={campaign.prefixes} names={campaign.names} />
    </>
  );
}
