'use client';

import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';

/** The embla instance the Carousel drives (play, pause, slide changes). */
export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselEngineProps {
  viewport: HTMLElement;
  autoplayMs: number;
  duration: number;
  loop: boolean;
  onReady: (api: EmblaApi) => void;
}

/** embla with autoplay and fade on the carousel's existing markup; loaded only when the carousel nears the viewport. */
export default function CarouselEngine({ viewport, autoplayMs, duration, loop, onReady }: CarouselEngineProps) {
  const [plugins] = useState(() => [
    // Hover, focus and reduced motion are handled by the Carousel itself; a swipe or drag stops autoplay.
    Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false }),
    Fade(),
  ]);
  const [setViewport, api] = useEmblaCarousel({ loop, duration }, plugins);
  useEffect(() => setViewport(viewport), [setViewport, viewport]);
  useEffect(() => {
    if (api) onReady(api);
  }, [api, onReady]);
  return null;
}
