import type { AnchorHTMLAttributes, ReactNode } from 'react';

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'rel' | 'target'> {
  href: string;
  children: ReactNode;
}

const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * Every link on the site goes through here. External links are the paid affiliate links:
 * `sponsored` marks them for search engines, `noopener` without `noreferrer` keeps the referrer
 * that attribution needs, and `data-affiliate` lets campaign parameters be added in the browser.
 */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  if (isExternal(href)) {
    return (
      <a href={href} rel="sponsored noopener" data-affiliate="" {...rest}>
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
