import { navigationLabels, primaryMenu, topBar } from '@/content/navigation';
import { offerings } from '@/content/offerings';
import { site } from '@/content/site';
import { visibleMenu } from '@/lib/offerings';
import { MobileMenu } from './mobile-menu';
import { buttonStyles } from './ui/button-styles';
import { CtaLink } from './ui/cta-link';
import { SiteLink } from './ui/site-link';

export function SiteHeader() {
  const menu = visibleMenu(primaryMenu, offerings);
  return (
    <header className="sticky top-0 z-30 border-b border-surface-accent bg-surface">
      <div className="mx-auto flex max-w-page items-center gap-2 px-4 py-3" data-testid="top-bar">
        <a href="/" className="mr-auto text-base font-extrabold leading-tight tracking-tight text-brand sm:text-xl">
          {site.brandName}
          <span className="sr-only">, {navigationLabels.homeLink}</span>
        </a>
        <CtaLink cta={topBar.login} variant="secondary" size="sm" />
        <CtaLink cta={topBar.free100} variant="primary" size="sm" />
        <MobileMenu items={menu} labels={navigationLabels} />
      </div>
      <nav aria-label={navigationLabels.primaryNav} className="hidden border-t border-surface-accent lg:block">
        <ul className="mx-auto flex max-w-page flex-wrap justify-center gap-1 px-4 py-2">
          {menu.map((item) => (
            <li key={item.label}>
              <SiteLink href={item.href} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
