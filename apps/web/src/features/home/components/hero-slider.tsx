import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useSliderImages } from '../api/slider.ts';

// Spec §2: loop, one slide at a time, 500 ms transition (Embla's duration 25 ≈ 500 ms), autoplay 3000 ms.
const EMBLA_DURATION = 25;
const AUTOPLAY_MS = 3000;

export function HeroSlider() {
  const { data: images, isLoading, isError } = useSliderImages();
  if (isLoading) return <Skeleton className="aspect-[16/9] w-full sm:aspect-[5/2]" />;
  if (isError || !images || images.length === 0) {
    return (
      <div className="flex aspect-[16/9] w-full sm:aspect-[5/2] items-center justify-center rounded-3xl bg-cream-200 text-cocoa-700">
        No slider images available
      </div>
    );
  }
  return <Slides images={images} />;
}

function Slides({ images }: { images: string[] }) {
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, duration: EMBLA_DURATION }, [
    Autoplay({ delay: AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
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

  return (
    <section aria-roledescription="carousel" aria-label="Featured" className="group relative">
      <div className="overflow-hidden rounded-3xl" ref={emblaRef}>
        <div className="flex">
          {images.map((src, i) => (
            <div
              key={src}
              className="min-w-0 flex-[0_0_100%]"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${images.length}`}
            >
              <img
                src={src}
                srcSet={`${src.replace(/-1600\.webp$/, '-800.webp')} 800w, ${src} 1600w`}
                sizes="(min-width: 1280px) 1216px, 100vw"
                width={1600}
                height={640}
                alt=""
                fetchPriority={i === 0 ? 'high' : 'low'}
                loading={i === 0 ? 'eager' : 'lazy'}
                className="aspect-[16/9] w-full object-cover object-left sm:aspect-[5/2]"
              />
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        aria-label="Previous slide"
        onClick={() => embla?.scrollPrev()}
        className="absolute top-1/2 left-4 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-cream/90 text-cocoa-900 opacity-0 shadow transition-opacity group-hover:opacity-100 focus-visible:opacity-100 md:flex"
      >
        <ChevronLeft aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-label="Next slide"
        onClick={() => embla?.scrollNext()}
        className="absolute top-1/2 right-4 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-cream/90 text-cocoa-900 opacity-0 shadow transition-opacity group-hover:opacity-100 focus-visible:opacity-100 md:flex"
      >
        <ChevronRight aria-hidden="true" />
      </button>
      <div className="mt-3 flex justify-center gap-1" data-testid="slider-dots">
        {images.map((src, i) => (
          <button
            key={src}
            type="button"
            aria-label={`Go to slide ${i + 1}`}
            aria-current={i === selected}
            onClick={() => embla?.scrollTo(i)}
            className="flex size-11 items-center justify-center"
          >
            <span className={`block h-2 rounded-full transition-all ${i === selected ? 'w-6 bg-cocoa-900' : 'w-2 bg-cocoa-500/60'}`} />
          </button>
        ))}
      </div>
    </section>
  );
}
