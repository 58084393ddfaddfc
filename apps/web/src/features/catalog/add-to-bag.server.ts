import { LineAddOns, NO_FEATURE, type Product, type StorefrontLoadContext } from '@shop/contract';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { parseCookies } from '../../shared/cookie.ts';
import { GUEST_CART_COOKIE, GUEST_CART_LINES_COOKIE } from '../../shared/cookie-names.ts';
import { translateMessage } from '../../shared/i18n/messages.ts';
import { localizePath, type Lang } from '../../shared/i18n/lang.ts';
import { paths } from '../../shared/paths.ts';
import { failureText, writeResult } from '../../shared/write-result.ts';
import { addProblem, guestAddProblem, lineFeature, type AddToCartInput } from '../cart/add-to-cart-rules.ts';
import {
  bagOptionQuantity,
  cartCookieValue,
  GUEST_CART_ID_COOKIE,
  GuestCartFullError,
  guestCookieText,
  isCustomised,
  linesCookieValue,
  randomMergeId,
  validMergeId,
  withLineAdded,
  type GuestBag,
} from '../cart/guest-bag.ts';
import { parseGuestCart, parseGuestLines } from '../cart/guest-cart-cookie.ts';
import {
  draftToAddOns,
  PURCHASE_ANCHOR,
  readPostedAdd,
  type AddedLine,
  type AddRefused,
  type PostedAdd,
} from './add-to-bag-form.ts';
import { normalizeQuantity } from './components/quantity.ts';

/*
 * ADD TO CART posted before (or without) the page's scripts: the product page's action adds the line
 * as the script would, and answers so that back and refresh are safe.
 *
 * - An add that went through is answered Post/Redirect/Get: a redirect to the product page (at its
 *   form), with what was added in a flash cookie the page's loader reads once and clears. A refresh
 *   then asks for the page again, not the add; back leads to the page as it was.
 * - An add refused is answered with the page itself, its form as posted and the reason (the action's
 *   data). Nothing was written, so a resubmission repeats only the checks; and the form keeps what the
 *   shopper typed (a cake's message), which a redirect would drop or a cookie would have to carry.
 */

type Api = StorefrontLoadContext['api'];

/** The flash cookie: what the add put in the bag, for the page the redirect opens. */
const ADDED_FLASH_COOKIE = 'addedToBag';
/** Long enough for the redirect to be followed on a slow phone; the loader clears it at once. */
const ADDED_FLASH_SECONDS = 60;
/** A flash too long for a cookie (a long card in a script of many bytes) leaves the add-ons out. */
const ADDED_FLASH_MAX_BYTES = 3000;

const AddedFlash = z.object({
  itemId: z.string(),
  feature: z.string(),
  quantity: z.number().int().min(1),
  addOns: LineAddOns.optional(),
});

/** The add the posted form asks for, as the script would make it from the same form. */
export function postedInput(product: Product, posted: PostedAdd): AddToCartInput {
  return {
    product,
    feature: lineFeature(product, posted.feature ?? NO_FEATURE),
    // The form's own rule for what was typed: not a number or below 1 is 1, and at most a line's largest.
    quantity: normalizeQuantity(posted.quantity),
    addOns: product.customisation ? draftToAddOns(posted.draft) : undefined,
  };
}

/**
 * Why the posted add cannot go ahead before anything is written, in the page's language, or null: no
 * option chosen (the form's own message), or the rules every add keeps (add-to-cart-rules.ts).
 */
export function postedProblem(
  product: Product,
  posted: PostedAdd,
  lang: Lang,
): Omit<AddRefused, 'posted' | 'ok'> | null {
  if (product.features.length > 0 && !posted.feature) return { missingOption: true };
  const problem = addProblem(postedInput(product, posted));
  return problem ? { message: translateMessage(problem, undefined, lang) } : null;
}

/** The guest bag the request's cookies hold, read as the browser's store reads them. */
function requestBag(cookies: Record<string, string>): GuestBag {
  const rawCart = cookies[GUEST_CART_COOKIE];
  const rawLines = cookies[GUEST_CART_LINES_COOKIE];
  return {
    cart: rawCart ? parseGuestCart(rawCart).cart : {},
    lines: rawLines ? parseGuestLines(rawLines).lines : [],
  };
}

/**
 * A guest's add: the bag's cookies with the line added, as Set-Cookie lines written exactly as the
 * browser's store writes them (guest-bag.ts), with the bag's merge id; or the refusal's English text.
 */
export function addToGuestBag(
  cookies: Record<string, string>,
  input: AddToCartInput,
  now = Date.now(),
): { setCookie: string[] } | { problem: string } {
  const { product, feature, quantity, addOns } = input;
  const bag = requestBag(cookies);
  const problem = guestAddProblem(input, bagOptionQuantity(bag, product.id, feature));
  if (problem) return { problem };
  const customised = isCustomised(addOns);
  try {
    const next = withLineAdded(bag, product.id, feature, quantity, customised ? addOns : undefined);
    // Only the cookie of the line added changes; the other is left as the browser holds it.
    const value = customised ? linesCookieValue(next) : cartCookieValue(next);
    if (!value) return { problem: 'Something went wrong' };
    const name = customised ? GUEST_CART_LINES_COOKIE : GUEST_CART_COOKIE;
    const mergeId = validMergeId(cookies[GUEST_CART_ID_COOKIE]) ?? randomMergeId();
    // The merge id goes with the bag, re-set so both keep the same one-day life (as keepMergeId does).
    return { setCookie: [guestCookieText(name, value.json, now), guestCookieText(GUEST_CART_ID_COOKIE, mergeId, now)] };
  } catch (error) {
    if (error instanceof GuestCartFullError) return { problem: error.message };
    throw error;
  }
}

/** The flash cookie for the page the redirect opens (the add-ons left out if they would not fit). */
export function addedFlashCookie(itemId: string, added: AddedLine): string {
  const encode = (line: object) => encodeURIComponent(JSON.stringify(line));
  let value = encode({ itemId, ...added });
  if (value.length > ADDED_FLASH_MAX_BYTES)
    value = encode({ itemId, feature: added.feature, quantity: added.quantity });
  return `${ADDED_FLASH_COOKIE}=${value}; Path=/; Max-Age=${ADDED_FLASH_SECONDS}; HttpOnly; SameSite=Lax`;
}

/**
 * The product page's action: the posted form's add for a signed-in shopper (POST /api/cart/add, as the
 * script calls it) or a guest (the bag's cookies). `product` is the page's, in its language.
 */
export async function addToBagAction(
  request: Request,
  product: Product,
  context: { shopper: StorefrontLoadContext['shopper']; api: Api },
  lang: Lang,
) {
  const posted = readPostedAdd(await request.formData());
  const refuse = (why: Omit<AddRefused, 'posted' | 'ok'>, status: number) =>
    data({ ok: false, posted, ...why } satisfies AddRefused, { status });
  const problem = postedProblem(product, posted, lang);
  if (problem) return refuse(problem, 400);

  const input = postedInput(product, posted);
  const customised = input.addOns !== undefined && isCustomised(input.addOns);
  const headers = new Headers();
  if (context.shopper) {
    const body = {
      itemId: product.id,
      feature: input.feature,
      quantity: input.quantity,
      ...(customised ? { addOns: input.addOns } : {}),
    };
    const result = writeResult(await context.api('/api/cart/add', body));
    if (!result.ok) return refuse({ message: failureText(result, lang) }, result.status);
  } else {
    const added = addToGuestBag(parseCookies(request.headers.get('cookie') ?? ''), input);
    if ('problem' in added) return refuse({ message: translateMessage(added.problem, undefined, lang) }, 409);
    for (const cookie of added.setCookie) headers.append('Set-Cookie', cookie);
  }
  const line: AddedLine = {
    feature: input.feature,
    quantity: input.quantity,
    ...(customised && input.addOns ? { addOns: input.addOns } : {}),
  };
  headers.append('Set-Cookie', addedFlashCookie(product.id, line));
  // 303: the page that follows is asked for with GET, whatever the browser.
  return redirect(`${localizePath(paths.product(product.id), lang)}#${PURCHASE_ANCHOR}`, { status: 303, headers });
}

/**
 * The flash the add's redirect left, for the product page's loader: what was added to this product
 * (null when there is none, or it is not this product's), and the Set-Cookie that clears it, so a
 * refresh shows the page without it.
 */
export function takeAddedFlash(request: Request, product: Product): { added: AddedLine | null; headers: Headers } {
  const headers = new Headers();
  const raw = parseCookies(request.headers.get('cookie') ?? '')[ADDED_FLASH_COOKIE];
  if (raw === undefined) return { added: null, headers };
  headers.append('Set-Cookie', `${ADDED_FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { added: null, headers };
  }
  const parsed = AddedFlash.safeParse(json);
  if (!parsed.success || parsed.data.itemId !== product.id) return { added: null, headers };
  const { feature, quantity, addOns } = parsed.data;
  const known = product.features.length === 0 ? feature === NO_FEATURE : product.features.includes(feature);
  if (!known) return { added: null, headers };
  return { added: { feature, quantity, ...(addOns && isCustomised(addOns) ? { addOns } : {}) }, headers };
}
