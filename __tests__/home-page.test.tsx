import { render, screen, within } from '@testing-library/react';
import { HomePage } from '@/components/home/home-page';
import { content, providers, slotGames, appDownload, bonuses, downloadBonus, gamesGrid, hero, onlineSlots, safeAndSecure, site } from '@/content';
import { HOME_SECTIONS } from '@/lib/home-sections';

describe('HomePage', () => {
  beforeEach(() => render(<HomePage content={content} />));

  it('renders the thirteen sections in the spec order', () => {
    const order = [...document.querySelectorAll('[data-section]')].map((node) => node.getAttribute('data-section'));
    expect(order).toEqual(HOME_SECTIONS);
  });

  it('has one h1, the hero title, with its two buttons', () => {
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([hero.title]);
    for (const action of hero.actions) expect(screen.getByRole('link', { name: action.label })).toHaveAttribute('href', site.affiliateUrl);
  });

  it("leads the hero with the offer's claim, the one filled button, and its two buttons outlined", () => {
    const card = screen.getByTestId('hero-offer');
    const claim = within(card).getByRole('link', { name: hero.offer.action.label });
    expect(claim).toHaveAttribute('href', site.affiliateUrl);
    expect(claim).toHaveClass('btn-primary'); // its box stretched over the whole card (app/globals.css)
    expect(card).toHaveTextContent(hero.offer.amount);
    const region = screen.getByRole('region', { name: hero.title });
    expect(region.querySelectorAll('.btn-primary')).toHaveLength(1);
    for (const action of hero.actions) expect(within(region).getByRole('link', { name: action.label })).toHaveClass('btn-secondary');
  });

  it('lists every bonus claim and no regulator claim while none is configured', () => {
    const section = screen.getByRole('region', { name: bonuses.heading });
    for (const item of bonuses.items) expect(within(section).getByText(item.text)).toBeInTheDocument();
    expect(within(section).queryByTestId('regulator-claim')).not.toBeInTheDocument();
    expect(section).not.toHaveTextContent(/certif|licen[cs]ed/i);
  });

  it('renders the gallery as captioned external links with 150×150 images', () => {
    const gallery = screen.getByTestId('slot-gallery');
    const links = within(gallery).getAllByRole('link');
    expect(links).toHaveLength(slotGames.length);
    for (const [index, link] of links.entries()) {
      // its title first (a badge's word after it: __tests__/game-badges.test.tsx)
      expect(link).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${slotGames[index]!.title}(, |$)`)));
      expect(link).toHaveAttribute('rel', 'sponsored noopener');
      const img = link.querySelector('img')!;
      expect(img).toHaveAttribute('width', '150');
      expect(img).toHaveAttribute('height', '150');
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(link.querySelector('figcaption')).toHaveTextContent(slotGames[index]!.title);
    }
    // The content's column count and thumbnail size drive the desktop grid (the layout itself is checked in e2e/home.spec.ts).
    expect(gallery.style.getPropertyValue('--gallery-columns')).toBe(String(content.constants.gallery.columnsDesktop));
    expect(gallery.style.getPropertyValue('--thumbnail')).toBe(`${content.constants.gallery.thumbnailSize}px`);
  });

  // From xl the lobbies' buttons stand in the heading's column beside the tiles (CSS grid placement); the spec's
  // order, gallery then button, is the markup's and so the reading order.
  it('follows the slot gallery and the games grid each with its button, in reading order', () => {
    const lobbies = [
      { list: screen.getByTestId('slot-gallery'), button: screen.getByRole('link', { name: onlineSlots.action.label }) },
      {
        list: screen.getByRole('region', { name: gamesGrid.heading }).querySelector('ul')!,
        button: screen.getByRole('link', { name: `${gamesGrid.action.label} ${gamesGrid.action.context}` }),
      },
    ];
    for (const { list, button } of lobbies) expect(list.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("marks the slot tiles past the last whole row of a phone's and a tablet's four or five columns, and no other", () => {
    const items = [...screen.getByTestId('slot-gallery').children];
    const past = (columns: number) => items.length - (items.length % columns);
    for (const [index, item] of items.entries()) {
      const widths = [index >= past(4) && 'base', index >= past(5) && 'md'].filter(Boolean).join(' ');
      expect(item.getAttribute('data-past-row') ?? '').toBe(widths);
    }
    expect(items.at(-1)).toHaveAttribute('data-past-row', 'base md'); // content's 21: 20 on a phone and a tablet
  });

  it('gives both lobbies an intro', () => {
    for (const lobby of [onlineSlots, gamesGrid]) expect(screen.getByRole('region', { name: lobby.heading })).toHaveTextContent(lobby.intro);
  });

  it('names the twelve providers, each with what it makes', () => {
    const section = screen.getByRole('region', { name: /providers/i });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(providers.map((provider) => `${provider.name}${provider.specialty}`));
    expect(providers).toHaveLength(12);
  });

  it('points See More, the app downloads, Get bonuses and Get Started at the affiliate URL', () => {
    for (const label of [appDownload.ios.label, appDownload.android.label, downloadBonus.action.label, safeAndSecure.action.label]) {
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', site.affiliateUrl);
    }
    // "See More" alone says nothing out of context: screen readers and search engines get what it shows.
    const seeMore = screen.getByRole('link', { name: `${gamesGrid.action.label} ${gamesGrid.action.context}` });
    expect(seeMore).toHaveAttribute('href', site.affiliateUrl);
    expect(seeMore).toHaveTextContent(gamesGrid.action.label);
  });

  it('hides the download bonus banner below desktop width', () => {
    expect(screen.getByTestId('download-bonus-banner').closest('[data-split-part]')).toHaveClass('hidden', 'lg:block');
  });

  it('describes the organisation and website in JSON-LD without ratings', () => {
    const json = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    const types = json['@graph'].map((node: { '@type': string }) => node['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
    expect(JSON.stringify(json)).not.toMatch(/rating|review/i);
  });
});

describe('HomePage with whole phone and tablet rows', () => {
  it('marks no slot tile when the count fills four and five columns alike', () => {
    render(<HomePage content={{ ...content, games: { ...content.games, slotGames: slotGames.slice(0, 20) } }} />);
    expect(screen.getByTestId('slot-gallery').querySelectorAll('[data-past-row]')).toHaveLength(0);
  });
});
