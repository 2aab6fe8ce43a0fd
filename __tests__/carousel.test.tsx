import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from '@/components/carousel';
import { carousel } from '@/content/constants';
import { membership } from '@/content/home';

const props = {
  slides: membership.carousel.slides,
  label: membership.carousel.label,
  pauseLabel: membership.carousel.pause,
  playLabel: membership.carousel.play,
  autoplayMs: carousel.autoplayMs,
  duration: carousel.emblaDuration,
  loop: carousel.loop,
};

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

  it('has a labelled pause/play button that toggles', async () => {
    const user = userEvent.setup();
    // jsdom's matchMedia stub reports no reduced-motion preference, so autoplay is wanted.
    render(<Carousel {...props} />);
    const pause = screen.getByRole('button', { name: membership.carousel.pause });
    await user.click(pause);
    expect(screen.getByRole('button', { name: membership.carousel.play })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: membership.carousel.play }));
    expect(screen.getByRole('button', { name: membership.carousel.pause })).toBeInTheDocument();
  });

  it('offers Play, not Pause, when the visitor prefers reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
    try {
      render(<Carousel {...props} />);
      expect(screen.getByRole('button', { name: membership.carousel.play })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
