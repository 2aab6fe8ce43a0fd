import type { Metadata } from 'next';
import { fontVariables } from '@/components/fonts';
import { PageMessage, pageMessageHeading } from '@/components/page-message';
import { ContentImage } from '@/components/ui/content-image';
import { CtaLink } from '@/components/ui/cta-link';
import { HomeIcon } from '@/components/ui/icons';
import { RootDocument, rootMetadata, rootViewport } from '@/components/root-document';
import { SiteChrome } from '@/components/site-chrome';
import { notFound, site } from '@/content';

// Next adds <meta name="robots" content="noindex"> to this page itself.
export const metadata: Metadata = { ...rootMetadata, title: { absolute: `${notFound.text} | ${site.brandName}` } };
export const viewport = rootViewport;

/** Any unknown path (exported as 404.html): "No Page Found!" under the empty shell, inside the common layout. */
export default function GlobalNotFound() {
  return (
    <RootDocument className={fontVariables}>
      <SiteChrome>
        <PageMessage>
          <ContentImage image={notFound.image} sizes="(min-width: 400px) 360px, 90vw" className="-mb-10 -mt-6 h-auto w-[min(22.5rem,90vw)]" priority="high" />
          <h1 className={pageMessageHeading}>{notFound.text}</h1>
          <CtaLink cta={notFound.action} section="not-found" size="lg" icon={<HomeIcon className="text-lg" />} />
        </PageMessage>
      </SiteChrome>
    </RootDocument>
  );
}
