'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { ImageAsset } from '@/content';
import { cn } from '@/lib/cn';
import type { EmblaApi } from './carousel-engine';
import { buttonStyles } from './ui/button-styles';
import { ContentImage } from './ui/content-image';
import { imageSizes } from '@/lib/design-tokens';

export interface CarouselProps {
  slides: ImageAsset[];
  label: string;
  pauseLabel: string;
  playLabel: string;
  /** The pause and play glyphs, rendered by the server (they cost this component no script). */
  pauseIcon: ReactNode;
  playIcon: ReactNode;
  autoplayMs: number;
  /** embla's fade duration (frames-based, see emblaDuration in content/index.ts). */
  duration: number;
  loop: boolean;
}

type Choice = 'auto' | 'playing' | 'paused';

const CarouselEngine = lazy(() => import('./carousel-engine'));
/** Start loading embla this far before the carousel scrolls into view. */
const PRELOAD_MARGIN = '600px';

/**
 * A fading, looping slideshow. The markup (first slide shown) is static HTML; embla's code loads only
 * when the carousel nears the viewport. Autoplay runs only when the visitor has not asked for reduced
 * motion, has not paused it (button, swipe or drag), and is neither hovering over it nor has focus inside it.
 */
export function Carousel({ slides, label, pauseLabel, playLabel, pauseIcon, playIcon, autoplayMs, duration, loop }: CarouselProps) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [near, setNear] = useState(false);
  const [embla, setEmbla] = useState<EmblaApi>();
  const [selected, setSelected] = useState(0);
  const [choice, setChoice] = useState<Choice>('auto');
  const [motionAllowed, setMotionAllowed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);

  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setMotionAllowed(!reduce.matches);
    update();
    reduce.addEventListener('change', update);
    return () => reduce.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!viewport) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onPointerDown = () => setChoice('paused');
    embla.on('select', onSelect).on('pointerDown', onPointerDown);
    return () => {
      embla.off('select', onSelect).off('pointerDown', onPointerDown);
    };
  }, [embla]);

  const wantsPlay = choice === 'playing' || (choice === 'auto' && motionAllowed);
  const playing = wantsPlay && !hovered && !focusInside;

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [embla, playing]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
    >
      <div ref={setViewport} className="overflow-hidden rounded-panel border border-surface-line shadow-card">
        <div className="flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${slides.length}`}
              inert={index !== selected}
              data-active={index === selected}
              className="min-w-0 flex-[0_0_100%]"
            >
              <ContentImage image={slide} sizes={imageSizes({ page: '560px', lg: '45vw', base: 'calc(100vw - 2rem)' })} className="h-auto w-full" />
            </div>
          ))}
        </div>
      </div>
      {/* Under the art, never over it; and only once the slideshow can actually play or pause. */}
      <div className="mt-3 flex min-h-tap items-center justify-between gap-4">
        <div aria-hidden="true" className="flex gap-2">
          {slides.map((slide, index) => (
            <span key={slide.src} className={cn('h-2 rounded-full transition-all', index === selected ? 'w-8 bg-brand' : 'w-2 bg-surface-line')} />
          ))}
        </div>
        {embla && (
          <button
            type="button"
            aria-label={wantsPlay ? pauseLabel : playLabel}
            onClick={() => setChoice(wantsPlay ? 'paused' : 'playing')}
            className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'text-lg' })}
          >
            {wantsPlay ? pauseIcon : playIcon}
          </button>
        )}
      </div>
      {near && viewport && (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} autoplayMs={autoplayMs} duration={duration} loop={loop} onReady={setEmbla} />
        </Suspense>
      )}
    </section>
  );
}
