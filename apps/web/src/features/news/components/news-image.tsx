import { thumbnailUrl } from '@shop/contract';
import { Croissant } from 'lucide-react';
import { useSettings } from '../../../shared/settings.ts';

interface NewsImageProps {
  url: string | null;
  alt: string;
  /** Cards show the small width; the article page the large one. */
  size: 'card' | 'hero';
  eager?: boolean;
}

/** A story without a picture still gets a warm, branded panel instead of a broken image. */
export function NewsImage({ url, alt, size, eager = false }: NewsImageProps) {
  const { shopName } = useSettings();
  const frame = size === 'card' ? 'aspect-[3/2] rounded-2xl' : 'aspect-[16/9] rounded-3xl';
  if (!url) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`${frame} from-wheat-300 via-cream-200 to-wheat text-cocoa-700 flex flex-col items-center justify-center gap-2 bg-gradient-to-br`}
      >
        <Croissant aria-hidden="true" className={size === 'card' ? 'size-14' : 'size-24'} strokeWidth={1.25} />
        <span aria-hidden="true" className="font-display text-sm font-semibold tracking-wide">
          {shopName}
        </span>
      </div>
    );
  }
  return (
    <div className={`${frame} bg-cream-200 overflow-hidden`}>
      <img
        src={size === 'card' ? thumbnailUrl(url) : url}
        srcSet={`${thumbnailUrl(url)} 400w, ${url} 800w`}
        sizes={
          size === 'card'
            ? '(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 90vw'
            : '(min-width: 896px) 800px, 100vw'
        }
        width={size === 'card' ? 400 : 800}
        height={size === 'card' ? 267 : 450}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
      />
    </div>
  );
}
