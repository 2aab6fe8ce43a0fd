import type { Metadata } from 'next';
import { displayFont } from '@/components/fonts';
import { PageMessage, pageMessageHeading } from '@/components/page-message';
import { RootDocument, rootMetadata, rootViewport } from '@/components/root-document';
import { SiteChrome } from '@/components/site-chrome';
import { notFound, site } from '@/content';

// Next adds <meta name="robots" content="noindex"> to this page itself.
export const metadata: Metadata = { ...rootMetadata, title: { absolute: `${notFound.text} | ${site.brandName}` } };
export const viewport = rootViewport;

/** Any unknown path (exported as 404.html): "No Page Found!" inside the common layout. */
export default function GlobalNotFound() {
  return (
    <RootDocument className={displayFont.variable}>
      <SiteChrome>
        <PageMessage>
          <h1 className={pageMessageHeading}>{notFound.text}</h1>
        </PageMessage>
      </SiteChrome>
    </RootDocument>
  );
}
