import type { Metadata } from 'next';
import { site } from '@/content';

interface PageMetadataInput {
  /** The page's own title; the brand is appended except on the home page. */
  title: string;
  description: string;
  /** The route, such as "/slots". */
  path: string;
  noindex?: boolean;
}

/** Title, description, canonical URL, robots, Open Graph and Twitter tags of one page, all in the same shape. */
export function pageMetadata({ title, description, path, noindex = false }: PageMetadataInput): Metadata {
  const fullTitle = path === '/' ? title : `${title} | ${site.brandName}`;
  const image = { url: site.shareImage.src, width: site.shareImage.width, height: site.shareImage.height, alt: site.shareImage.alt };
  return {
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: path },
    robots: { index: !noindex, follow: true },
    openGraph: {
      type: 'website',
      siteName: site.brandName,
      locale: site.locale,
      title: fullTitle,
      description,
      url: path,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  };
}
