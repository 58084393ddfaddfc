// @vitest-environment node
import type { ApiAnswer, ApiOptions } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { orderAction, orderNotice } from './order-action.server.ts';

const ORDER = '3f2b8c1e-7d4a-4e2b-9c1a-5b6d7e8f9a0b';
const CANCELLED: ApiAnswer = {
  status: 200,
  body: { success: true, message: 'Your order has been cancelled.' },
  setCookie: [],
};
const REFUSED: ApiAnswer = {
  status: 409,
  body: { success: false, code: 'CONFLICT', message: 'Only an order that is still awaiting payment can be cancelled.' },
  setCookie: [],
};

function fakeApi(answer: ApiAnswer) {
  const calls: { path: string; body: unknown; options: ApiOptions | undefined }[] = [];
  const api = (path: string, body: unknown, options?: ApiOptions) => {
    calls.push({ path, body, options });
    return Promise.resolve(answer);
  };
  return { api, calls };
}

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://shop.test${path}`, { method: 'POST', body: new URLSearchParams(fields) });

/** The page a redirect's cookie brings back: the notice the loader reads from it. */
async function noticeAfter(res: Response, orderId = ORDER) {
  const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
  return orderNotice(new Request(`http://shop.test/checkout/${orderId}`, { headers: { cookie } }), orderId);
}

describe('orderAction', () => {
  it("cancels the order of the page in the page's language, and answers the script with data", async () => {
    const { api, calls } = fakeApi(CANCELLED);
    const result = await orderAction(post(`/ms/checkout/${ORDER}`, { intent: 'cancel' }), api, ORDER);
    expect(calls).toEqual([{ path: '/api/order/cancel', body: { orderId: ORDER }, options: { lang: 'ms' } }]);
    expect(result).toEqual({ intent: 'cancel', orderId: ORDER, ok: true, message: 'Your order has been cancelled.' });
  });

  it("hands the script the API's refusal", async () => {
    const { api } = fakeApi(REFUSED);
    expect(await orderAction(post(`/checkout/${ORDER}`, { intent: 'cancel' }), api, ORDER)).toEqual({
      intent: 'cancel',
      orderId: ORDER,
      ok: false,
      status: 409,
      code: 'CONFLICT',
      message: 'Only an order that is still awaiting payment can be cancelled.',
    });
  });

  it('sends a native POST back to the page with a 303, the answer waiting in a cookie for it', async () => {
    const { api } = fakeApi(CANCELLED);
    const res = (await orderAction(
      post(`/ms/checkout/${ORDER}`, { intent: 'cancel', native: '1' }),
      api,
      ORDER,
    )) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/ms/checkout/${ORDER}`);
    const cookie = res.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^orderNotice=[^;]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    const { notice, headers } = await noticeAfter(res);
    expect(notice).toEqual({ intent: 'cancel', orderId: ORDER, ok: true, message: 'Your order has been cancelled.' });
    // Shown once: the page's answer clears it.
    expect(headers.getSetCookie()).toEqual(['orderNotice=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax']);
  });

  it("keeps a native POST's refusal for the page too", async () => {
    const { api } = fakeApi(REFUSED);
    const res = (await orderAction(
      post(`/checkout/${ORDER}`, { intent: 'cancel', native: '1' }),
      api,
      ORDER,
    )) as Response;
    expect((await noticeAfter(res)).notice).toMatchObject({ ok: false, status: 409, code: 'CONFLICT' });
  });

  it('marks the cookie Secure on https', async () => {
    const { api } = fakeApi(CANCELLED);
    const request = new Request(`https://shop.test/checkout/${ORDER}`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'cancel', native: '1' }),
    });
    const res = (await orderAction(request, api, ORDER)) as Response;
    expect(res.headers.getSetCookie()[0]).toContain('; Secure');
  });

  it('refuses a form that is not Cancel, without asking the API', async () => {
    const { api, calls } = fakeApi(CANCELLED);
    await expect(orderAction(post(`/checkout/${ORDER}`, { intent: 'pay' }), api, ORDER)).rejects.toMatchObject({
      init: { status: 400 },
    });
    expect(calls).toEqual([]);
  });
});

describe('orderNotice', () => {
  it('has none without the cookie, and clears nothing', async () => {
    const { notice, headers } = await orderNotice(new Request(`http://shop.test/checkout/${ORDER}`), ORDER);
    expect(notice).toBeNull();
    expect(headers.getSetCookie()).toEqual([]);
  });

  it("shows no other order's answer, and no value that is not an answer, but clears both", async () => {
    const { api } = fakeApi(CANCELLED);
    const res = (await orderAction(
      post(`/checkout/${ORDER}`, { intent: 'cancel', native: '1' }),
      api,
      ORDER,
    )) as Response;
    const other = await noticeAfter(res, 'another-order');
    expect(other.notice).toBeNull();
    expect(other.headers.getSetCookie()).toHaveLength(1);

    const forged = `orderNotice=${btoa(JSON.stringify({ intent: 'cancel', orderId: ORDER, ok: true }))}`;
    const read = await orderNotice(
      new Request(`http://shop.test/checkout/${ORDER}`, { headers: { cookie: forged } }),
      ORDER,
    );
    expect(read.notice).toBeNull();
    expect(read.headers.getSetCookie()).toHaveLength(1);
  });
});
