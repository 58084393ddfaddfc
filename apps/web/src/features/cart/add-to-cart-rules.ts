import {
  addOnsProblem,
  LIMITS,
  lineKey,
  NO_FEATURE,
  stockShortfall,
  unsafeTextProblem,
  type LineAddOns,
  type Product,
} from '@shop/contract';

/*
 * What ADD TO CART checks before anything is written, in one place for its two ways in: the page's
 * script (use-add-to-cart.ts) and the product page's action, which a form posted before (or without)
 * the scripts reaches. Each answer is the shopper's message in English; the caller words it in the
 * page's language. Schema-free, as the script's add loads no zod.
 */

export interface AddToCartInput {
  product: Product;
  /** One of `product.features`, or NO_FEATURE for a product without features. */
  feature: string;
  quantity: number;
  /** A customisable product's message, candles, knife and card. */
  addOns?: LineAddOns | undefined;
}

/** The line's option: NO_FEATURE for a product without features, whatever was sent. */
export const lineFeature = (product: Product, feature: string): string =>
  product.features.length === 0 ? NO_FEATURE : feature;

/** Any add: a whole quantity from 1 to the line's largest, and one of the product's options. */
export function addProblem({ product, feature, quantity }: AddToCartInput): string | null {
  // A quantity that is not truthy (or not a whole number in range) adds nothing.
  if (!quantity || !Number.isInteger(quantity) || quantity < 1 || quantity > LIMITS.cartQuantityMax)
    return 'Something went wrong';
  if (product.features.length > 0 && !product.features.includes(lineFeature(product, feature)))
    return 'Please select an option first.';
  return null;
}

/** Add-ons a guest's cookie may keep: offered by the product, within its limits, and storable text. */
function guestAddOnsProblem(product: Product, addOns: LineAddOns | undefined): string | null {
  const text = [addOns?.message, addOns?.card].filter((t) => t !== undefined);
  if (text.some((t) => unsafeTextProblem(t)))
    return 'The message or card has a character the shop cannot keep. Please retype it.';
  return addOnsProblem(product.customisation, addOns);
}

/**
 * A guest's add, past `addProblem`: the server checks a customer's add, but a guest's bag is only a
 * cookie, so its add-ons and the stock (against the `held` units of the option the bag already has)
 * are checked here, at once (and the add-ons again by the server at the merge and at placement).
 */
export function guestAddProblem({ product, feature, quantity, addOns }: AddToCartInput, held: number): string | null {
  const problem = lineKey(addOns) !== '' ? guestAddOnsProblem(product, addOns) : null;
  return problem ?? stockShortfall(product, lineFeature(product, feature), held, quantity);
}
