'use client';

import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useMemo } from 'react';

/** The embla instance the Carousel drives (slide changes, swipes). */
export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselEngineProps {
  viewport: HTMLElement;
  autoplayMs: number;
  duration: number;
  loop: boolean;
  /** Whether the slides advance by themselves; embla starts again with or without Autoplay when it changes. */
  autoplay: boolean;
  onReady: (api: EmblaApi) => void;
}

/**
 * embla with fade, and with Autoplay while the visitor wants it, on the carousel's existing markup;
 * loaded only when the carousel nears the viewport. Autoplay's own options pause it while the pointer
 * is over the whole carousel (its controls too) or focus is on a slide, and resume it after.
 */
export default function CarouselEngine({ viewport, autoplayMs, duration, loop, autoplay, onReady }: CarouselEngineProps) {
  const plugins = useMemo(
    () => [
      Fade(),
      ...(autoplay
        ? [
            Autoplay({
              delay: autoplayMs,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
              stopOnInteraction: false,
              rootNode: (root) => root.closest<HTMLElement>('[aria-roledescription="carousel"]') ?? root,
            }),
          ]
        : []),
    ],
    [autoplay, autoplayMs],
  );
  const [setViewport, api] = useEmblaCarousel({ loop, duration }, plugins);
  useEffect(() => setViewport(viewport), [setViewport, viewport]);
  useEffect(() => {
    if (api) onReady(api);
  }, [api, onReady]);
  return null;
}
