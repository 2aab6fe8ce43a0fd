import { navigationLabels, topBar } from '@/content';
import { CtaLink } from './ui/cta-link';

/**
 * The top bar's two actions at the bottom of a phone's screen, in thumb's reach, once the first screen has
 * scrolled away (app/globals.css: a scroll-driven animation, no script; where a browser has none it stays in
 * place). The page keeps room for it (the footer's padding, scroll padding), so it covers no link.
 */
export function PhoneActionBar() {
  return (
    <nav aria-label={navigationLabels.actionBar} data-action-bar="" className="action-bar">
      <CtaLink cta={topBar.login} section="action-bar" variant="secondary" size="md" className="flex-1" />
      <CtaLink cta={topBar.free100} section="action-bar" variant="primary" size="md" className="flex-[1.4] shadow-none" />
    </nav>
  );
}
