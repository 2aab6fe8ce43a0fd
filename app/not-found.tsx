import { SiteChrome } from '@/components/site-chrome';
import { notFound } from '@/content/pages';
import { site } from '@/content/site';

// Next adds <meta name="robots" content="noindex"> to this page itself.
export const metadata = {
  title: { absolute: `${notFound.text} | ${site.brandName}` },
};

// Next wraps not-found.tsx in the root layout only (a not-found.tsx inside the (site) group is
// ignored for unknown URLs), so the page renders the common chrome itself.
export default function NotFound() {
  return (
    <SiteChrome>
      <div className="flex min-h-[50vh] items-center justify-center px-4">
        <h1 className="text-3xl font-bold text-ink">{notFound.text}</h1>
      </div>
    </SiteChrome>
  );
}
