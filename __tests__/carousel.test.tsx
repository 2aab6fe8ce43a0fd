import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from '@/components/carousel';
import { carousel, emblaDuration, membership } from '@/content';

const props = {
  slides: membership.carousel.slides,
  label: membership.carousel.label,
  pauseLabel: membership.carousel.pause,
  playLabel: membership.carousel.play,
  pauseIcon: <svg data-testid="pause-icon" />,
  playIcon: <svg data-testid="play-icon" />,
  autoplayMs: carousel.autoplayMs,
  duration: emblaDuration(carousel.transitionMs),
  loop: carousel.loop,
};

/** An IntersectionObserver that reports the carousel near the viewport at once, so its engine loads. */
function carouselInView() {
  const original = window.IntersectionObserver;
  window.IntersectionObserver = class {
    constructor(private callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  return () => {
    window.IntersectionObserver = original;
  };
}

describe('Carousel', () => {
  it('is a labelled carousel region of slide groups, with only the shown slide reachable', () => {
    render(<Carousel {...props} />);
    const region = screen.getByRole('region', { name: membership.carousel.label });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = region.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(2);
    expect(slides[0]).toHaveAttribute('role', 'group');
    expect(slides[0]).toHaveAttribute('aria-label', '1 / 2');
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');
    const images = within(region).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(membership.carousel.slides.map((slide) => slide.alt));
  });

  it('shows no Play/Pause control before its engine has loaded (it could not work yet)', () => {
    render(<Carousel {...props} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has a labelled pause/play button that toggles, once the engine is loaded', async () => {
    const restore = carouselInView();
    try {
      const user = userEvent.setup();
      // jsdom's matchMedia stub reports no reduced-motion preference, so autoplay is wanted.
      render(<Carousel {...props} />);
      const pause = await screen.findByRole('button', { name: membership.carousel.pause });
      await user.click(pause);
      expect(screen.getByRole('button', { name: membership.carousel.play })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: membership.carousel.play }));
      expect(screen.getByRole('button', { name: membership.carousel.pause })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('offers Play, not Pause, when the visitor prefers reduced motion', async () => {
    const original = window.matchMedia;
    const restore = carouselInView();
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
    try {
      render(<Carousel {...props} />);
      expect(await screen.findByRole('button', { name: membership.carousel.play })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
      restore();
    }
  });
});
