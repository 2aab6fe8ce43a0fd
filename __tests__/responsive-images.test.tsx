import { render } from '@testing-library/react';
import { HomePage } from '@/components/home/home-page';
import { ContentImage } from '@/components/ui/content-image';
import { content } from '@/content';
import { fallbackSrc, imageWidths, srcSet, variantSrc } from '@/lib/responsive-images';
import { collectImages } from '@/scripts/build-images';

const thumb = { src: '/images/games/book-of-gold.svg', width: 150, height: 150, alt: 'Book of Gold game art' };
const banner = { src: '/images/welcome.svg', width: 1200, height: 500, alt: 'Welcome' };

describe('the widths the build makes and the page offers', () => {
  test.each([
    [40, [40, 60, 80]],
    [150, [150, 225, 300]],
    [320, [320, 480, 640]],
    [480, [320, 480, 640, 960]],
    [600, [320, 480, 640, 960, 1200]],
    [800, [320, 480, 640, 960, 1280, 1600]],
    [1200, [320, 480, 640, 960, 1280, 1920]],
    [2400, [320, 480, 640, 960, 1280, 1920]],
  ])('an image shown up to %i px wide gets %j', (width, widths) => {
    expect(imageWidths(width)).toEqual(widths);
  });

  test('file names mirror the source path under /img', () => {
    expect(variantSrc('/images/games/book-of-gold.svg', 300, 'avif')).toBe('/img/games/book-of-gold.300.avif');
    expect(variantSrc('/hero.photo.jpg', 640, 'webp')).toBe('/img/hero.photo.640.webp');
  });

  test('every image is offered by width: a fixed-size one at 1x, 1.5x and 2x, a fluid one up the ladder', () => {
    expect(srcSet(thumb, 'avif')).toBe('/img/games/book-of-gold.150.avif 150w, /img/games/book-of-gold.225.avif 225w, /img/games/book-of-gold.300.avif 300w');
    expect(srcSet(banner, 'webp')).toBe(
      '/img/welcome.320.webp 320w, /img/welcome.480.webp 480w, /img/welcome.640.webp 640w, /img/welcome.960.webp 960w, /img/welcome.1280.webp 1280w, /img/welcome.1920.webp 1920w',
    );
    expect(fallbackSrc(thumb)).toBe('/img/games/book-of-gold.150.webp');
    expect(fallbackSrc(banner)).toBe('/img/welcome.1280.webp');
  });
});

describe('<ContentImage>', () => {
  test('renders AVIF with a WebP fallback, lazily, with the size reserved', () => {
    const { container } = render(<ContentImage image={banner} sizes="(min-width: 768px) 50vw, 100vw" className="w-full" />);
    const picture = container.querySelector('picture')!;
    const source = picture.querySelector('source')!;
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', srcSet(banner, 'avif'));
    expect(source).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
    const img = picture.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/img/welcome.1280.webp');
    expect(img).toHaveAttribute('srcset', srcSet(banner, 'webp'));
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
    for (const [name, value] of [
      ['width', '1200'],
      ['height', '500'],
      ['alt', 'Welcome'],
      ['loading', 'lazy'],
      ['decoding', 'async'],
      ['class', 'w-full'],
    ] as const) {
      expect(img).toHaveAttribute(name, value);
    }
  });

  test("priority 'high' is fetched at once, ahead of the rest; 'low' stays lazy and yields the network; none leaves the browser's own", () => {
    const img = (priority?: 'high' | 'low') => render(<ContentImage image={banner} priority={priority} />).container.querySelector('img')!;
    expect(img('high')).toHaveAttribute('loading', 'eager');
    expect(img('high')).toHaveAttribute('fetchpriority', 'high');
    expect(img('low')).toHaveAttribute('loading', 'lazy');
    expect(img('low')).toHaveAttribute('fetchpriority', 'low');
    expect(img()).not.toHaveAttribute('fetchpriority');
  });

  test('on the home page the hero art alone is fetched first, and its game row yields to the fonts', () => {
    const { container } = render(<HomePage content={content} />);
    expect([...container.querySelectorAll('img[fetchpriority="high"]')].map((img) => img.getAttribute('src'))).toEqual([expect.stringMatching(/\/img\/art\/hero\./)]);
    const row = container.querySelectorAll('.game-link img');
    expect(row.length).toBeGreaterThan(0);
    for (const img of row) expect(img).toHaveAttribute('fetchpriority', 'low');
  });

  test('a fluid image without sizes is assumed to fill the viewport up to its own width', () => {
    const { container } = render(<ContentImage image={banner} />);
    expect(container.querySelector('img')).toHaveAttribute('sizes', '(min-width: 1200px) 1200px, 100vw');
  });

  test('a fixed-size image is assumed to show at its own width, or at the sizes given where it shows smaller', () => {
    const { container } = render(<ContentImage image={thumb} />);
    expect(container.querySelector('img')).toHaveAttribute('sizes', '150px');
    expect(container.querySelector('source')).toHaveAttribute('sizes', '150px');
    const { container: smaller } = render(<ContentImage image={thumb} sizes="(min-width: 640px) 150px, 104px" />);
    expect(smaller.querySelector('img')).toHaveAttribute('sizes', '(min-width: 640px) 150px, 104px');
  });
});

describe('collectImages (what the build encodes)', () => {
  test('finds every image in the content once, with every width its entries ask for', () => {
    const found = collectImages({
      a: { src: '/images/x.svg', width: 100, height: 50, alt: '' },
      list: [{ image: { src: '/images/x.svg', width: 300, height: 150, alt: '' } }, { title: 'no image' }],
      nested: { deeper: { icon: { src: '/images/y.svg', width: 40, height: 40, alt: '' } } },
    });
    expect([...found.keys()]).toEqual(['/images/x.svg', '/images/y.svg']);
    expect(found.get('/images/x.svg')?.image.width).toBe(300);
    expect(found.get('/images/x.svg')?.uses).toEqual(['a', 'list[0].image']);
    // a tile at 100 px (its 1x, 1.5x and 2x) and a card at 300 px (the ladder up to twice that)
    expect(found.get('/images/x.svg')?.widths).toEqual([100, 150, 200, 320, 480, 600]);
  });

  test('covers the real content: every game thumbnail and home image', () => {
    const found = collectImages(content);
    for (const game of content.games.slotGames) expect(found.has(game.image.src)).toBe(true);
    expect(found.get(content.games.slotGames[2]!.image.src)?.uses).toContain('content/games.json: slotGames[2].image');
    expect(found.has(content.home.welcome.image.src)).toBe(true);
    expect(found.size).toBeGreaterThan(40);
  });
});
