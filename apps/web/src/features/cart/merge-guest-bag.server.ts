import { positiveEntries, type StorefrontLoadContext } from '@shop/contract';
import { parseCookies } from '../../shared/cookie.ts';
import { GUEST_CART_COOKIE, GUEST_CART_LINES_COOKIE } from '../../shared/cookie-names.ts';
import { parseGuestCart, parseGuestLines } from './guest-cart-cookie.ts';
import { GUEST_CART_ID_COOKIE, validMergeId } from './guest-bag.ts';

/**
 * A login's merge of the guest bag, on the server, as CartSync makes it in the browser: the request's
 * guest cookies into the account the new session names, with the bag's merge id so a repeat (another
 * tab, a retry) adds nothing; once merged, the answer removes the cookies. A refused merge leaves
 * them, and CartSync tries again (and says so if it fails) once the next page's scripts run.
 */
export async function mergeGuestBag(
  request: Request,
  api: StorefrontLoadContext['api'],
  session: string,
  headers: Headers,
): Promise<void> {
  const cookies = parseCookies(request.headers.get('cookie') ?? '');
  const rawCart = cookies[GUEST_CART_COOKIE];
  const rawLines = cookies[GUEST_CART_LINES_COOKIE];
  const cartData = rawCart ? parseGuestCart(rawCart).cart : {};
  const lines = rawLines ? parseGuestLines(rawLines).lines : [];
  if (positiveEntries(cartData).length === 0 && lines.length === 0) return;
  const mergeId = validMergeId(cookies[GUEST_CART_ID_COOKIE]);
  const body = { cartData, ...(lines.length > 0 ? { lines } : {}), ...(mergeId ? { mergeId } : {}) };
  const answer = await api('/api/cart/cartMerge', body, { session });
  if (answer.status !== 200) return;
  for (const name of [GUEST_CART_COOKIE, GUEST_CART_LINES_COOKIE, GUEST_CART_ID_COOKIE])
    headers.append('Set-Cookie', `${name}=; Path=/; Max-Age=0; SameSite=Lax`);
}
