import { site } from '@/content';

/** JSON-LD for the organisation and the website. Facts only: no ratings or reviews. */
export function StructuredData() {
  const url = new URL('/', site.siteUrl).toString();
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${url}#organization`,
        name: site.brandName,
        url,
        logo: new URL('/icons/icon-512.png', site.siteUrl).toString(),
      },
      {
        '@type': 'WebSite',
        '@id': `${url}#website`,
        name: site.brandName,
        url,
        inLanguage: site.language,
        publisher: { '@id': `${url}#organization` },
      },
    ],
  };
  // Escape "<" so the JSON can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
