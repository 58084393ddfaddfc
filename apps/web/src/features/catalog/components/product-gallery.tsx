import { IMAGE_WIDTHS, productImage, thumbnailUrl } from '@shop/contract';
import { useState } from 'react';
import { NOT_READY } from '../../../shared/ui/not-ready.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { useTranslation } from 'react-i18next';

/** The large image with a strip of thumbnails (a column beside it from 640 px, a row below on phones). */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  // Swapping the image is the script's work: before the page has hydrated the thumbnails wait for it.
  const hydrated = useHydrated();
  const current = images[index] ?? images[0];
  return (
    <div className="flex flex-col-reverse gap-3 self-start sm:flex-row sm:items-start">
      {images.length > 1 && (
        <ul
          className="flex gap-3 overflow-x-auto sm:w-[18%] sm:flex-col"
          aria-label={t('productGallery.productImages')}
        >
          {images.map((url, i) => (
            <li key={url} className="w-1/4 shrink-0 sm:w-full">
              <button
                type="button"
                onClick={() => setIndex(i)}
                disabled={!hydrated}
                aria-label={t('productGallery.showImage', { n: i + 1, count: images.length })}
                aria-pressed={i === index}
                className={`${NOT_READY} block overflow-hidden rounded-xl border-2 ${i === index ? 'border-cocoa-900' : 'border-transparent opacity-80 hover:opacity-100'}`}
              >
                <img
                  src={thumbnailUrl(url)}
                  width={IMAGE_WIDTHS.thumb}
                  height={IMAGE_WIDTHS.thumb}
                  alt=""
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="bg-cream-200 flex-1 overflow-hidden rounded-3xl">
        {current && (
          <img
            {...productImage(current)}
            width={IMAGE_WIDTHS.large}
            height={IMAGE_WIDTHS.large}
            alt={
              images.length > 1
                ? t('productGallery.v1ImageV2OfV3', { v1: name, v2: index + 1, v3: images.length })
                : name
            }
            fetchPriority="high"
            className="aspect-square w-full object-cover"
          />
        )}
      </div>
    </div>
  );
}
