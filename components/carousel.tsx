'use client';

import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
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

const CarouselEngine = lazy(() => import('./carousel-engine'));

const motionQuery = () => window.matchMedia('(prefers-reduced-motion: reduce)');
const prefersReducedMotion = () => motionQuery().matches;
function subscribeToMotion(onChange: () => void) {
  const query = motionQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
/** Start loading embla this far before the carousel scrolls into view. */
const PRELOAD_MARGIN = '600px';

/**
 * A fading, looping slideshow. The markup (first slide shown) is static HTML; embla's code loads only
 * when the carousel nears the viewport. It plays unless the visitor asked for reduced motion, pressed
 * pause, or swiped; hover and focus pause it for as long as they last (embla's Autoplay options), the
 * pause button too while focused.
 */
export function Carousel({ slides, label, pauseLabel, playLabel, pauseIcon, playIcon, autoplayMs, duration, loop }: CarouselProps) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [near, setNear] = useState(false);
  const [embla, setEmbla] = useState<EmblaApi>();
  const [selected, setSelected] = useState(0);
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => true);
  /** What the visitor chose with the button or a swipe; until then, play unless they prefer reduced motion. */
  const [choice, setChoice] = useState<boolean | null>(null);
  const wantsPlay = choice ?? !reducedMotion;

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
    // A swipe or drag is the visitor taking over: the slideshow stays where they left it.
    const onPointerDown = () => setChoice(false);
    embla.on('select', onSelect).on('pointerDown', onPointerDown);
    // A pointer already resting on the slideshow when its engine loads sends no mouseenter: pause as
    // hovering does (Autoplay's mouseleave resumes it).
    if (embla.rootNode().closest('[aria-roledescription="carousel"]')?.matches(':hover')) embla.plugins().autoplay?.stop();
    return () => {
      embla.off('select', onSelect).off('pointerDown', onPointerDown);
    };
  }, [embla]);

  // Focus on the pause button pauses too (Autoplay's own option watches the slides).
  const autoplay = () => embla?.plugins().autoplay;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onFocus={() => autoplay()?.stop()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) autoplay()?.play();
      }}
    >
      <div ref={setViewport} className="overflow-hidden rounded-panel border border-surface-line shadow-card">
        <div className="flex touch-pan-y" aria-live={wantsPlay ? 'off' : 'polite'}>
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
              <ContentImage image={slide} sizes={imageSizes({ page: '560px', md: '45vw', base: 'calc(100vw - 2rem)' })} className="h-auto w-full" />
            </div>
          ))}
        </div>
      </div>
      {/* Under the art, never over it, centred: one pill holding the dots and the pause button beside them, the button only once the slideshow can actually play or pause. */}
      <div className="carousel-controls">
        <div aria-hidden="true" className="flex gap-2">
          {slides.map((slide, index) => (
            <span key={slide.src} className={cn('h-2 rounded-full transition-all', index === selected ? 'w-8 bg-brand' : 'w-2 bg-ink-muted/60')} />
          ))}
        </div>
        {embla && (
          <button
            type="button"
            aria-label={wantsPlay ? pauseLabel : playLabel}
            onClick={() => setChoice(!wantsPlay)}
            className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'carousel-pause' })}
          >
            {wantsPlay ? pauseIcon : playIcon}
          </button>
        )}
      </div>
      {near && viewport && (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} autoplayMs={autoplayMs} duration={duration} loop={loop} autoplay={wantsPlay} onReady={setEmbla} />
        </Suspense>
      )}
    </section>
  );
}
