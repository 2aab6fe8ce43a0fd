import { navigationLabels, primaryMenu, topBar, offerings } from '@/content';
import { visibleMenu } from '@/lib/offerings';
import { MobileMenu } from './mobile-menu';
import { buttonStyles } from './ui/button-styles';
import { CtaLink } from './ui/cta-link';
import { SiteLink } from './ui/site-link';
import { Wordmark } from './wordmark';

export function SiteHeader() {
  const menu = visibleMenu(primaryMenu, offerings);
  return (
    <header className="sticky top-0 z-30 border-b border-surface-line/70 bg-surface/95">
      <div className="mx-auto flex h-header-h max-w-page items-center gap-1.5 px-3 sm:gap-2 sm:px-6" data-testid="top-bar">
        <a href="/" className="mr-auto flex min-h-tap items-center text-base min-[360px]:text-lg sm:text-2xl">
          <Wordmark idPrefix="header" />
          <span className="sr-only">, {navigationLabels.homeLink}</span>
        </a>
        <CtaLink cta={topBar.login} section="top-bar" variant="secondary" size="sm" className="sm:px-5" />
        <CtaLink cta={topBar.free100} section="top-bar" variant="primary" size="sm" className="sm:px-5" />
        <MobileMenu items={menu} labels={navigationLabels} />
      </div>
      <nav aria-label={navigationLabels.primaryNav} className="hidden border-t border-surface-line/70 lg:block">
        <ul className="mx-auto flex max-w-page flex-wrap justify-center gap-x-1 px-6 py-1">
          {menu.map((item) => (
            <li key={item.label}>
              <SiteLink href={item.href} section="menu" className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'font-semibold' })}>
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
