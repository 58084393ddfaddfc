import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import type { Slide } from '@shop/contract';
import { useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from '../../../shared/use-media-query.ts';
import { SlidesView } from './hero-slider.tsx';

// Loop, one slide at a time, 500 ms transition (Embla's duration 25 ≈ 500 ms), autoplay 3000 ms.
const EMBLA_DURATION = 25;
const AUTOPLAY_MS = 3000;

export default function HeroCarousel({ slides }: { slides: Slide[] }) {
  // A shopper who asked for less motion turns the slides with the arrows and dots; they never move on their own.
  const lessMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, duration: EMBLA_DURATION }, [
    Autoplay({ delay: AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true, active: !lessMotion }),
  ]);
  const [selected, setSelected] = useState(0);
  const onSelect = useCallback(() => embla && setSelected(embla.selectedScrollSnap()), [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, onSelect]);

  return <SlidesView slides={slides} selected={selected} embla={embla} viewportRef={emblaRef} />;
}
