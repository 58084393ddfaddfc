import { productImage, slideImage, type LeadImageRole, type ResponsiveImage } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { SLIDER_CALL } from './first-answers.ts';
import { findProductById, isProductId } from '../product/service.ts';

const PRODUCT_PAGE = /^\/product\/([^/]+)\/?$/;

/**
 * The largest image a storefront page opens with, so the served HTML can start its download: the
 * first slide on the home page (from the slider's answer the page carries anyway), the main image on a
 * product page. Other pages open with text or a grid of small images, where no single preload helps.
 */
export async function leadImage(
  db: Db,
  pathname: string,
  answers: Record<string, unknown>,
): Promise<{ role: LeadImageRole; image: ResponsiveImage } | null> {
  if (pathname === '/') {
    const first = (answers[SLIDER_CALL] as { sliderImages?: string[] } | undefined)?.sliderImages?.[0];
    return first ? { role: 'slide', image: slideImage(first) } : null;
  }
  const id = PRODUCT_PAGE.exec(pathname)?.[1];
  if (id && isProductId(id)) {
    const first = (await findProductById(db, id))?.images[0];
    return first ? { role: 'product', image: productImage(first) } : null;
  }
  return null;
}
