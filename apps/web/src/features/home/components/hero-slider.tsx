import type { EmblaCarouselType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSettings } from '../../../shared/settings.ts';
import { slideImage, type Slide } from '@shop/contract';
import { NOT_READY } from '../../../shared/ui/not-ready.ts';
import { useTranslation } from 'react-i18next';

// The carousel library arrives after first paint; meanwhile the same markup shows the first slide
// (the page's largest image), so nothing moves when it arrives.
const HeroCarousel = lazy(() => import('./hero-carousel.tsx'));

export function HeroSlider({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation('home');
  if (slides.length === 0) {
    return (
      <div className={`flex ${SLIDE_SHAPE} bg-cream-200 text-cocoa-700 w-full items-center justify-center rounded-3xl`}>
        {t('heroSlider.noSliderImagesAvailable')}
      </div>
    );
  }
  return (
    <Suspense fallback={<SlidesView slides={slides} selected={0} />}>
      <HeroCarousel slides={slides} />
    </Suspense>
  );
}

// A phone gets a taller frame than the banner's 5:2, so the words drawn over it have room to be read.
const SLIDE_SHAPE = 'aspect-[4/3] sm:aspect-[5/2]';

export interface SlidesViewProps {
  slides: Slide[];
  selected: number;
  embla?: EmblaCarouselType | undefined;
  viewportRef?: (node: HTMLDivElement | null) => void;
}

export function SlidesView({ slides, selected, embla, viewportRef }: SlidesViewProps) {
  const { t } = useTranslation('home');
  const { shopName } = useSettings();
  // The arrows and dots turn the carousel, which exists only once its library has run in the browser:
  // until then (the server's markup, the fallback while the library loads) they show they wait.
  const waiting = embla === undefined;
  return (
    <section aria-roledescription="carousel" aria-label={t('heroSlider.featured')} className="group relative">
      <div className="overflow-hidden rounded-3xl" ref={viewportRef}>
        <div className="flex">
          {slides.map((slide, i) => (
            <div
              key={slide.url}
              className="relative min-w-0 flex-[0_0_100%]"
              role="group"
              aria-roledescription="slide"
              aria-label={t('heroSlider.slideOf', { n: i + 1, count: slides.length })}
            >
              <img
                {...slideImage(slide.url)}
                width={1600}
                height={640}
                alt=""
                fetchPriority={i === 0 ? 'high' : 'low'}
                loading={i === 0 ? 'eager' : 'lazy'}
                // The art is on the right of each banner; its left is kept clear for the words.
                className={`${SLIDE_SHAPE} w-full object-cover object-[78%_center] sm:object-left`}
              />
              {(slide.headline || slide.subtitle) && <SlideWords slide={slide} eyebrow={shopName} />}
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        aria-label={t('heroSlider.previousSlide')}
        disabled={waiting}
        onClick={() => embla?.scrollPrev()}
        className={`${NOT_READY} bg-cream/90 text-cocoa-900 absolute top-1/2 left-4 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full opacity-0 shadow transition-opacity group-hover:opacity-100 focus-visible:opacity-100 md:flex`}
      >
        <ChevronLeft aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-label={t('heroSlider.nextSlide')}
        disabled={waiting}
        onClick={() => embla?.scrollNext()}
        className={`${NOT_READY} bg-cream/90 text-cocoa-900 absolute top-1/2 right-4 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full opacity-0 shadow transition-opacity group-hover:opacity-100 focus-visible:opacity-100 md:flex`}
      >
        <ChevronRight aria-hidden="true" />
      </button>
      <div className="mt-3 flex justify-center gap-1" data-testid="slider-dots">
        {slides.map((slide, i) => (
          <button
            key={slide.url}
            type="button"
            aria-label={t('heroSlider.goToSlide', { n: i + 1 })}
            aria-current={i === selected}
            disabled={waiting}
            onClick={() => embla?.scrollTo(i)}
            className={`${NOT_READY} flex size-11 items-center justify-center`}
          >
            <span
              className={`block h-2 rounded-full transition-all ${i === selected ? 'bg-cocoa-900 w-6' : 'bg-cocoa-500/60 w-2'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}

/**
 * A banner's headline and subtitle as text in the shop's type, over a shade that keeps them legible on
 * any art: along the bottom on a phone, along the left from a tablet up.
 */
function SlideWords({ slide, eyebrow }: { slide: Slide; eyebrow: string }) {
  return (
    <div
      className="from-cocoa-900/90 via-cocoa-900/45 text-cream sm:from-cocoa-900/80 sm:via-cocoa-900/45 absolute inset-0 flex flex-col justify-end bg-linear-to-t to-transparent p-4 sm:justify-center sm:bg-linear-to-r sm:p-10 lg:p-14"
      data-testid="slide-words"
    >
      <div className="max-w-[30rem] sm:max-w-[45%]">
        <p className="text-wheat text-xs font-semibold tracking-[0.2em] uppercase sm:text-sm">{eyebrow}</p>
        {slide.headline && (
          <p className="font-display mt-1 text-2xl leading-tight font-semibold text-balance sm:mt-3 sm:text-4xl lg:text-5xl">
            {slide.headline}
          </p>
        )}
        {slide.subtitle && (
          <p className="text-cream/95 mt-1 text-sm leading-snug sm:mt-3 sm:text-lg">{slide.subtitle}</p>
        )}
      </div>
    </div>
  );
}
