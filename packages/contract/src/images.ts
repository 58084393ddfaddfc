/** Stored images come in two widths; URLs end in `-800.webp` (large) or `-400.webp` (thumbnail). */
export const IMAGE_WIDTHS = { thumb: 400, large: 800 } as const;
export function thumbnailUrl(url: string): string {
  return url.endsWith('-800.webp') ? `${url.slice(0, -'-800.webp'.length)}-400.webp` : url;
}
