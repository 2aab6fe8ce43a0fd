'use client';

import { useEffect } from 'react';
import { pickCampaignParams, withCampaignParams, type CampaignConfig } from '@/lib/campaign';

const SELECTOR = 'a[data-affiliate]';

/**
 * Carries the landing page's campaign parameters onto every affiliate link, including links rendered
 * later (the mobile drawer). Renders nothing; without JavaScript the links simply work without them.
 */
export function CampaignLinks(config: CampaignConfig) {
  const { prefixes, names } = config;
  useEffect(() => {
    const params = pickCampaignParams(window.location.search, { prefixes, names });
    if (params.length === 0) return;
    const apply = (root: ParentNode) =>
      root.querySelectorAll<HTMLAnchorElement>(SELECTOR).forEach((link) => {
        // The attribute as written: the `href` property is the browser's re-serialisation of it.
        const href = link.getAttribute('href') ?? '';
        const carried = withCampaignParams(href, params);
        if (carried !== href) link.setAttribute('href', carried);
      });
    apply(document);
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        mutation.addedNodes.forEach((node) => node instanceof Element && apply(node.parentNode ?? node));
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [prefixes, names]);
  return null;
}
