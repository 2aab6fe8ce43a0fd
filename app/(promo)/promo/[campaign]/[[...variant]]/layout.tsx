import type { ReactNode } from 'react';
import { fontVariables } from '@/components/fonts';
import { RootDocument, rootMetadata, rootViewport } from '@/components/root-document';
import { SiteChrome } from '@/components/site-chrome';
import { campaignPageFor, type CampaignRouteParams } from './campaign-page';

export const metadata = rootMetadata;
export const viewport = rootViewport;

// A root layout of its own, so that <html> names the campaign and the variant (a nested layout cannot).
export default async function CampaignLayout({ children, params }: CampaignRouteParams & { children: ReactNode }) {
  const { campaign, variant } = await campaignPageFor({ params });
  return (
    <RootDocument className={fontVariables} campaign={{ slug: campaign.slug, variant: variant.name }}>
      <SiteChrome>{children}</SiteChrome>
    </RootDocument>
  );
}
