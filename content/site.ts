// The brand, the one affiliate URL ({host} in the spec) and the public site URL.
// Change the brand or the affiliate URL here; AFFILIATE_URL and SITE_URL override them at build time.

export const DEFAULT_AFFILIATE_URL = 'https://affiliate.example.com/register';

export const site = {
  brandName: 'Lucky Perlas',
  /** Where every call to action and most menu entries send the visitor. */
  affiliateUrl: process.env.AFFILIATE_URL || DEFAULT_AFFILIATE_URL,
  /** The canonical origin the site is deployed at (canonical URLs, sitemap, Open Graph). */
  siteUrl: process.env.SITE_URL || 'https://www.example.com',
  locale: 'en_PH',
  language: 'en',
  description: 'Lucky Perlas is an online casino for adults 21+ in the Philippines: slots, live games, sports betting, fish and arcade games, with a Free 100 welcome bonus.',
  shareImage: { src: '/og.png', width: 1200, height: 630, alt: 'Lucky Perlas online casino' },
  /** Shown under the wordmark in the footer. */
  slogan: 'Play bright, play responsibly.',
  copyrightYear: 2023,
  copyrightNotice: 'All rights reserved.',
  /** The art and type libraries whose terms ask for a notice; the link opens the full texts. */
  credits: {
    text: 'Illustrations composed from Microsoft Fluent Emoji (MIT). Display type: Outfit (SIL OFL 1.1).',
    link: { label: 'Credits and notices', href: '/third-party-notices.txt' },
  },
};
