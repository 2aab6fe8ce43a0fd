import type { AnchorHTMLAttributes, ReactNode } from 'react';

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'rel' | 'target'> {
  href: string;
  children: ReactNode;
  /** Where the link sits (hero, top-bar, menu, slot-gallery…): sent with a click when analytics is on. */
  section: string;
  /** The link's name in analytics; defaults to its text or aria-label. */
  label?: string;
}

const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * Every link on the site goes through here. External links are the paid affiliate links:
 * `sponsored` marks them for search engines, `noopener` without `noreferrer` keeps the referrer
 * that attribution needs, `data-affiliate` lets campaign parameters be added in the browser, and
 * `data-cta-section`/`data-cta-label` name the click for analytics (public/analytics.js).
 */
export function SiteLink({ href, children, section, label, ...rest }: SiteLinkProps) {
  if (isExternal(href)) {
    const name = label ?? (typeof children === 'string' ? children : rest['aria-label']);
    return (
      <a href={href} rel="sponsored noopener" data-affiliate="" data-cta-section={section} data-cta-label={name} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
