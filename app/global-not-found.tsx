import type { Metadata } from 'next';
import { RootDocument, rootMetadata, rootViewport } from '@/components/root-document';
import { SiteChrome } from '@/components/site-chrome';
import { notFound } from '@/content/pages';
import { site } from '@/content/site';

// Next adds <meta name="robots" content="noindex"> to this page itself.
export const metadata: Metadata = { ...rootMetadata, title: { absolute: `${notFound.text} | ${site.brandName}` } };
export const viewport = rootViewport;

/** Any unknown path (exported as 404.html): "No Page Found!" inside the common layout. */
export default function GlobalNotFound() {
  return (
    <RootDocument>
      <SiteChrome>
        <div className="flex min-h-[50vh] items-center justify-center px-4">
          <h1 className="text-3xl font-bold text-ink">{notFound.text}</h1>
        </div>
      </SiteChrome>
    </RootDocument>
  );
}
