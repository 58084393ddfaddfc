import type { StorefrontLoadContext } from '@shop/contract';
import { createCookie, data, redirect } from 'react-router';
import { langOfPath } from '../../shared/i18n/lang.ts';
import { textOf, writeResult } from '../../shared/write-result.ts';
import { isOrderResult, type OrderResult } from './order-results.ts';

type Api = StorefrontLoadContext['api'];

/*
 * The order page's Cancel form posts to its page: natively before the page's scripts run, through a
 * fetcher after. The native form carries `native`, and is answered Post/Redirect/Get: the API's
 * answer waits a minute in a cookie, and the order page the browser is sent back to shows it once.
 * A refresh or Back then asks for the page again, never for a second cancellation. The script's
 * submit leaves `native` out and gets the answer as data: the page shows it as a toast.
 */

/** The answer a native POST left for the page it is sent back to (read once, then cleared). */
const noticeCookie = createCookie('orderNotice', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60 });

/** The order page's action: `intent=cancel` cancels the order through POST /api/order/cancel. */
export async function orderAction(request: Request, api: Api, orderId: string) {
  const form = await request.formData();
  // Not a form of this page (the page has no other): a bad request, the root's error screen.
  if (textOf(form, 'intent') !== 'cancel') throw data(null, { status: 400 });
  const url = new URL(request.url);
  // In the page's language, as the page's own fetch sent it (the API's answer stays English).
  const answer = await api('/api/order/cancel', { orderId }, { lang: langOfPath(url.pathname) });
  const result: OrderResult = { intent: 'cancel', orderId, ...writeResult(answer) };
  if (!form.has('native')) return result;
  const cookie = await noticeCookie.serialize(result, { secure: url.protocol === 'https:' });
  return redirect(url.pathname, { status: 303, headers: { 'Set-Cookie': cookie } });
}

/**
 * The answer a native POST left for this order's page, and the header that clears it: the page shows
 * it once. None when there is none, or it was for another order.
 */
export async function orderNotice(request: Request, orderId: string) {
  const headers = new Headers();
  const value: unknown = await noticeCookie.parse(request.headers.get('cookie'));
  if (value === null || value === undefined) return { notice: null, headers };
  headers.append('Set-Cookie', await noticeCookie.serialize('', { maxAge: 0 }));
  return { notice: isOrderResult(value) && value.orderId === orderId ? value : null, headers };
}
