// Schema-free, so the product page, tiles and cart can price and name a line without loading zod.
import type { LineAddOns } from './add-ons.ts';
import type { Product } from './products.ts';

const toCents = (ringgit: number) => Math.round(ringgit * 100);

/** An option as the shopper reads it: its Malay name on a Malay answer where staff gave one, else itself. */
export const optionLabel = (product: Pick<Product, 'optionLabels'>, feature: string): string =>
  product.optionLabels?.[feature] ?? feature;

type Priced = Pick<Product, 'price' | 'optionPrices' | 'customisation'>;

/** An option's own price where staff set one, else the product's price (ringgit). */
export function optionPrice(product: Pick<Product, 'price' | 'optionPrices'>, feature: string): number {
  return product.optionPrices?.[feature] ?? product.price;
}

/** The lowest price any option sells at: what a tile shows as "from RM …". */
export function lowestPrice(product: Pick<Product, 'price' | 'optionPrices' | 'features'>): number {
  const prices = product.features.map((f) => optionPrice(product, f));
  return prices.length > 0 ? Math.min(...prices) : product.price;
}

/** Whether the options sell at different prices (a tile then says "from"). */
export function pricesVary(product: Pick<Product, 'price' | 'optionPrices' | 'features'>): boolean {
  return new Set(product.features.map((f) => optionPrice(product, f))).size > 1;
}

/** What the chosen add-ons add to one unit, in sen; add-ons the product does not offer add nothing. */
export function addOnsCents(product: Pick<Product, 'customisation'>, addOns: LineAddOns | undefined): number {
  const offer = product.customisation;
  if (!offer || !addOns) return 0;
  let cents = 0;
  if (addOns.message !== undefined && offer.message) cents += toCents(offer.message.price);
  if (addOns.candles !== undefined && offer.candles) cents += toCents(offer.candles.price) * addOns.candles;
  if (addOns.knife && offer.knife) cents += toCents(offer.knife.price);
  if (addOns.card !== undefined && offer.card) cents += toCents(offer.card.price);
  return cents;
}

/** One unit of a cart line in sen: the option's price plus its add-ons. The server charges exactly this. */
export function unitCents(product: Priced, feature: string, addOns: LineAddOns | undefined): number {
  return toCents(optionPrice(product, feature)) + addOnsCents(product, addOns);
}
