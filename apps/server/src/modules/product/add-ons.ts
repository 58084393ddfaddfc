import type { AddOnOffer } from '@shop/contract';

/** A line's chosen add-ons, as the contract's `LineAddOns`. */
export interface StoredAddOns {
  message?: string;
  candles?: number;
  knife?: true;
  card?: string;
}

/** The contract's `AddOnOffer` with its prices in sen. */
export interface AddOnOfferCents {
  message?: { maxLength: number; priceCents: number };
  candles?: { max: number; priceCents: number };
  knife?: { priceCents: number };
  card?: { maxLength: number; priceCents: number };
}

const ringgit = (cents: number) => cents / 100;
const sen = (amount: number) => Math.round(amount * 100);

/** The stored offer (sen) as the API carries it (ringgit). */
export function offerToApi(offer: AddOnOfferCents): AddOnOffer {
  const out: AddOnOffer = {};
  if (offer.message) out.message = { maxLength: offer.message.maxLength, price: ringgit(offer.message.priceCents) };
  if (offer.candles) out.candles = { max: offer.candles.max, price: ringgit(offer.candles.priceCents) };
  if (offer.knife) out.knife = { price: ringgit(offer.knife.priceCents) };
  if (offer.card) out.card = { maxLength: offer.card.maxLength, price: ringgit(offer.card.priceCents) };
  return out;
}

/** The back office's offer (ringgit) as stored (sen); an offer of nothing is no offer. */
export function offerFromApi(offer: AddOnOffer | null | undefined): AddOnOfferCents | null {
  if (!offer) return null;
  const out: AddOnOfferCents = {};
  if (offer.message) out.message = { maxLength: offer.message.maxLength, priceCents: sen(offer.message.price) };
  if (offer.candles) out.candles = { max: offer.candles.max, priceCents: sen(offer.candles.price) };
  if (offer.knife) out.knife = { priceCents: sen(offer.knife.price) };
  if (offer.card) out.card = { maxLength: offer.card.maxLength, priceCents: sen(offer.card.price) };
  return Object.keys(out).length > 0 ? out : null;
}

/** Option prices in sen as the API carries them (ringgit). */
export const optionPricesToApi = (prices: Record<string, number>) =>
  Object.fromEntries(Object.entries(prices).map(([k, v]) => [k, ringgit(v)]));

/** The back office's option prices (ringgit) as stored (sen); none is null. */
export function optionPricesFromApi(prices: Record<string, number> | null | undefined): Record<string, number> | null {
  const entries = Object.entries(prices ?? {});
  return entries.length > 0 ? Object.fromEntries(entries.map(([k, v]) => [k, sen(v)])) : null;
}

export interface PricedProduct {
  priceCents: number;
  optionPrices: Record<string, number> | null;
  customisation: AddOnOfferCents | null;
}

/** What the chosen add-ons add to one unit, in sen (the contract's `addOnsCents`, on stored sen). */
export function addOnsCentsOf(offer: AddOnOfferCents | null, addOns: StoredAddOns): number {
  if (!offer) return 0;
  let cents = 0;
  if (addOns.message !== undefined && offer.message) cents += offer.message.priceCents;
  if (addOns.candles !== undefined && offer.candles) cents += offer.candles.priceCents * addOns.candles;
  if (addOns.knife && offer.knife) cents += offer.knife.priceCents;
  if (addOns.card !== undefined && offer.card) cents += offer.card.priceCents;
  return cents;
}

/**
 * One unit of a line in sen: the option's own price (else the product's) plus its add-ons. Every
 * amount the server charges for a line comes from here.
 */
export function linePrice(
  product: PricedProduct,
  feature: string,
  addOns: StoredAddOns,
): { unitCents: number; addOnsCents: number } {
  const add = addOnsCentsOf(product.customisation, addOns);
  return { unitCents: (product.optionPrices?.[feature] ?? product.priceCents) + add, addOnsCents: add };
}
