/** Stored images come in two widths; URLs end in `-800.webp` (large) or `-400.webp` (thumbnail). */
export const IMAGE_WIDTHS = { thumb: 400, large: 800 } as const;
export function thumbnailUrl(url: string): string {
  return url.endsWith('-800.webp') ? `${url.slice(0, -'-800.webp'.length)}-400.webp` : url;
}

/**
 * The responsive choice of the two largest images a page can open with: the product page's main image
 * and the home slider's first slide. The page's `<img>` and the server's preload of that image in the
 * HTML must name the same candidates and sizes, or the browser downloads the image twice.
 */
export interface ResponsiveImage {
  src: string;
  srcSet: string;
  sizes: string;
}

export function productImage(url: string): ResponsiveImage {
  return {
    src: url,
    srcSet: `${thumbnailUrl(url)} ${IMAGE_WIDTHS.thumb}w, ${url} ${IMAGE_WIDTHS.large}w`,
    sizes: '(min-width: 768px) 40vw, 100vw',
  };
}

/** Slider images are stored at 1600 px with an 800 px sibling (`-1600.webp`, `-800.webp`). */
export function slideImage(url: string): ResponsiveImage {
  return {
    src: url,
    srcSet: `${url.replace(/-1600\.webp$/, '-800.webp')} 800w, ${url} 1600w`,
    sizes: '(min-width: 1280px) 1216px, 100vw',
  };
}
