import type { EmblaCarouselType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Suspense } from 'react';
import { slideImage } from '@shop/contract';
import { lazyPart } from '../../../shared/lazy-part.ts';
import { servedLeadImage } from '../../../shared/lead-image.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useSliderImages } from '../api/slider.ts';

// The carousel library arrives after first paint; meanwhile the same markup shows the first slide
// (the page's largest image), so nothing moves when it takes over.
const HeroCarousel = lazyPart('src/features/home/components/hero-carousel.tsx', () => import('./hero-carousel.tsx'));

export function HeroSlider() {
  const { data: images, isLoading, isError } = useSliderImages();
  if (isLoading) {
    // The page's largest image paints now rather than after the slider's list has arrived.
    const first = servedLeadImage('slide');
    return first ? <SlidesView images={[first]} selected={0} /> : <Skeleton className="aspect-[16/9] w-full sm:aspect-[5/2]" />;
  }
  if (isError || !images || images.length === 0) {
    return (
      <div className="flex aspect-[16/9] w-full sm:aspect-[5/2] items-center justify-center rounded-3xl bg-cream-200 text-cocoa-700">
        No slider images available
      </div>
    );
  }
  return (
    <Suspense fallback={<SlidesView images={images} selected={0} />}>
      <HeroCarousel images={images} />
    </Suspense>
  );
}

export interface SlidesViewProps {
  images: string[];
  selected: number;
  embla?: EmblaCarouselType | undefined;
  viewportRef?: (node: HTMLDivElement | null) => void;
}

export function SlidesView({ images, selected, embla, viewportRef }: SlidesViewProps) {
  return (
    <section aria-roledescription="carousel" aria-label="Featured" className="group relative">
      <div className="overflow-hidden rounded-3xl" ref={viewportRef}>
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
                {...slideImage(src)}
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
