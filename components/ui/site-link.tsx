import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { linkKind } from '@/lib/links';

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'rel' | 'target'> {
  href: string;
  children: ReactNode;
  /** Where the link sits (hero, top-bar, menu, slot-gallery…): sent with a click when analytics is on. */
  section: string;
  /** The link's name in analytics; defaults to its text or aria-label. */
  label?: string;
}

/**
 * Every link on the site goes through here, and lib/links.ts's linkKind (the content check's own rule)
 * says what it is. Affiliate links: `sponsored` marks them for search engines, `noopener` without
 * `noreferrer` keeps the referrer that attribution needs, `data-affiliate` lets campaign parameters be
 * added in the browser, and `data-cta-section`/`data-cta-label` name the click for analytics
 * (public/analytics.js). A value that is neither a path of this site nor an https:// address is never
 * written: the content check refuses it first.
 */
export function SiteLink({ href, children, section, label, ...rest }: SiteLinkProps) {
  const kind = linkKind(href);
  if (kind === null) throw new Error(`the link ${JSON.stringify(href)} is neither a path of this site nor an https:// address (run npm run validate-content)`);
  if (kind === 'affiliate') {
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
