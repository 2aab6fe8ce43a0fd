import { compliance, hero, navigationLabels, primaryMenu, topBar, offerings } from '@/content';
import { imageSizes } from '@/lib/design-tokens';
import { visibleMenu } from '@/lib/offerings';
import { Helpline } from './helpline';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { ContentImage } from './ui/content-image';
import { CtaLink } from './ui/cta-link';
import { CloseIcon, MenuIcon } from './ui/icons';
import { SiteLink } from './ui/site-link';

/** The drawer's game tiles show the renders of the hero's game row (one picture per game kind, kept there). */
function drawerArt() {
  const sizes = imageSizes({ page: '10rem', base: 'calc((min(22rem, 88vw) - 2.5rem) / 2)' });
  return Object.fromEntries(hero.gameLinks.links.map((link) => [link.offering, <ContentImage key={link.offering} image={link.art} sizes={sizes} />]));
}

export function SiteHeader() {
  const menu = visibleMenu(primaryMenu, offerings);
  return (
    <header className="sticky top-0 z-30 border-b border-surface-line/70 bg-surface/95 [backdrop-filter:blur(8px)]">
      <div className="mx-auto flex h-header-h max-w-page items-center gap-1 px-3 min-[360px]:gap-2 sm:px-6" data-testid="top-bar">
        <a href="/" className="mr-auto flex min-h-tap shrink-0 items-center">
          <Logo className="h-8 min-[360px]:h-9 sm:h-10" />
          <span className="sr-only">, {navigationLabels.homeLink}</span>
        </a>
        <CtaLink cta={topBar.login} section="top-bar" variant="secondary" size="sm" className="header-action" />
        {/* The offer, filled: the one action that stays in reach (and on phones, the action bar's too). */}
        <CtaLink cta={topBar.free100} section="top-bar" variant="primary" size="sm" className="header-action shadow-none" />
        <MobileMenu
          items={menu}
          labels={navigationLabels}
          icons={{ menu: <MenuIcon className="text-xl" />, close: <CloseIcon className="text-xl" /> }}
          art={drawerArt()}
          footer={
            <div className="flex flex-col gap-1 text-sm text-ink-muted">
              <p className="text-pretty text-ink">{compliance.ageNotice}</p>
              <p>{compliance.responsibleGambling}</p>
              <Helpline />
            </div>
          }
        />
      </div>
      <nav aria-label={navigationLabels.primaryNav} className="hidden border-t border-surface-line/70 lg:block">
        <ul className="mx-auto flex max-w-page items-center gap-x-1 px-4 xl:justify-between">
          {menu.map((item) => (
            <li key={item.label}>
              <SiteLink href={item.href} section="menu" className="nav-link">
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
