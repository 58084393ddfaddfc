// @vitest-environment node
import type { ApiAnswer, ApiOptions } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { loginAction, logoutAction, registerAction, resetPasswordAction } from './auth-actions.server.ts';

const TOKEN = 'a'.repeat(43);
const SESSION_COOKIE = `token=${TOKEN}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`;
const LOGGED_IN: ApiAnswer = {
  status: 200,
  body: { success: true, token: TOKEN, message: 'Welcome back!' },
  setCookie: [SESSION_COOKIE],
};

/** A fake of the load context's `api`: the calls it was given, and the answer for each path. */
function fakeApi(answers: Record<string, ApiAnswer>) {
  const calls: { path: string; body: unknown; options: ApiOptions | undefined }[] = [];
  const api = (path: string, body: unknown, options?: ApiOptions) => {
    calls.push({ path, body, options });
    return Promise.resolve(answers[path] ?? { status: 200, body: { success: true, message: 'ok' }, setCookie: [] });
  };
  return { api, calls };
}

const post = (path: string, fields: Record<string, string>, cookie = '') =>
  new Request(`http://shop.test${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
  });

/** What an action answered with `data()`: its value and headers. */
const dataOf = (result: unknown) => result as { data: Record<string, unknown>; init: { headers: Headers } };

describe('loginAction', () => {
  it('passes the session cookie through and redirects a native form to its same-site path', async () => {
    const { api } = fakeApi({ '/api/user/login': LOGGED_IN });
    const form = { email: 'a@example.com', password: 'secret-pass', redirectTo: '/my-profile' };
    const res = (await loginAction(post('/login', form), api)) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/my-profile');
    expect(res.headers.getSetCookie()).toEqual([SESSION_COOKIE]);
  });

  it.each(['//evil.example', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses to redirect to %s',
    async (redirectTo) => {
      const { api } = fakeApi({ '/api/user/login': LOGGED_IN });
      const form = { email: 'a@example.com', password: 'secret-pass', redirectTo };
      const res = (await loginAction(post('/login', form), api)) as Response;
      expect(res.headers.get('location')).toBe('/');
    },
  );

  it('keeps a Malay page in Malay', async () => {
    const { api } = fakeApi({ '/api/user/login': LOGGED_IN });
    const form = { email: 'a@example.com', password: 'secret-pass', redirectTo: '/orders' };
    const res = (await loginAction(post('/ms/login', form), api)) as Response;
    expect(res.headers.get('location')).toBe('/ms/orders');
  });

  it("answers the script's submit with the message and the cookie, never the token", async () => {
    const { api } = fakeApi({ '/api/user/login': LOGGED_IN });
    const result = dataOf(await loginAction(post('/login', { email: 'a@example.com', password: 'x' }), api));
    expect(result.data).toEqual({ ok: true, message: 'Welcome back!', email: 'a@example.com' });
    expect(JSON.stringify(result.data)).not.toContain(TOKEN);
    expect(new Headers(result.init.headers).getSetCookie()).toEqual([SESSION_COOKIE]);
  });

  it("hands back the API's refusal and its code, for the page to word", async () => {
    const refused = {
      status: 401,
      body: { success: false, message: 'Incorrect email or password.', code: 'UNAUTHORIZED' },
      setCookie: [],
    };
    const { api } = fakeApi({ '/api/user/login': refused });
    const form = { email: 'a@example.com', password: 'wrong', redirectTo: '/' };
    expect(await loginAction(post('/login', form), api)).toEqual({
      ok: false,
      status: 401,
      message: 'Incorrect email or password.',
      code: 'UNAUTHORIZED',
      email: 'a@example.com',
    });
  });

  it('marks the fields the contract refuses without asking the API', async () => {
    const { api, calls } = fakeApi({});
    const result = await loginAction(post('/login', { email: 'nope', password: '' }), api);
    expect(result).toMatchObject({ ok: false, fieldErrors: { email: 'Enter a valid email address.' } });
    expect(calls).toEqual([]);
  });

  it("merges the guest bag into the new session's account and removes its cookies", async () => {
    const { api, calls } = fakeApi({ '/api/user/login': LOGGED_IN });
    const item = '11111111-1111-4111-8111-111111111111';
    const cookie = `guestCartData=${encodeURIComponent(JSON.stringify({ [item]: { M: 2 } }))}; guestCartId=merge-id-1234`;
    const form = { email: 'a@example.com', password: 'secret-pass', redirectTo: '/cart' };
    const res = (await loginAction(post('/login', form, cookie), api)) as Response;
    expect(calls[1]).toEqual({
      path: '/api/cart/cartMerge',
      body: { cartData: { [item]: { M: 2 } }, mergeId: 'merge-id-1234' },
      options: { session: TOKEN },
    });
    const cleared = res.headers.getSetCookie().filter((c) => c.includes('Max-Age=0'));
    expect(cleared.map((c) => c.split('=')[0])).toEqual(['guestCartData', 'guestCartLines', 'guestCartId']);
  });

  it('keeps the guest cookies when the merge is refused (the browser tries again)', async () => {
    const { api, calls } = fakeApi({
      '/api/user/login': LOGGED_IN,
      '/api/cart/cartMerge': { status: 500, body: null, setCookie: [] },
    });
    const cookie = `guestCartData=${encodeURIComponent(JSON.stringify({ '11111111-1111-4111-8111-111111111111': { M: 1 } }))}`;
    const form = { email: 'a@example.com', password: 'secret-pass', redirectTo: '/' };
    const res = (await loginAction(post('/login', form, cookie), api)) as Response;
    expect(calls.map((c) => c.path)).toEqual(['/api/user/login', '/api/cart/cartMerge']);
    expect(res.headers.getSetCookie()).toEqual([SESSION_COOKIE]);
  });
});

describe('registerAction', () => {
  it("sends the code's mail in the page's language", async () => {
    const { api, calls } = fakeApi({});
    const result = await registerAction(post('/ms/register', { intent: 'send-code', email: 'b@example.com' }), api);
    expect(calls).toEqual([
      { path: '/api/user/sendRegisterOtp', body: { email: 'b@example.com' }, options: { lang: 'ms' } },
    ]);
    expect(result).toMatchObject({ intent: 'send-code', email: 'b@example.com', ok: true });
  });

  it('verifies the code for the email of the step before', async () => {
    const { api, calls } = fakeApi({});
    await registerAction(post('/register', { intent: 'verify', email: 'b@example.com', otp: '123456' }), api);
    expect(calls[0]).toMatchObject({
      path: '/api/user/verifyRegisterOtp',
      body: { email: 'b@example.com', otp: '123456' },
    });
  });

  it('signs the new account in and redirects a native form', async () => {
    const { api, calls } = fakeApi({
      '/api/user/register': { ...LOGGED_IN, body: { success: true, token: TOKEN, message: 'Welcome!' } },
    });
    const form = {
      intent: 'register',
      email: 'b@example.com',
      name: 'Nurul',
      password: 'long-enough-1',
      redirectTo: '/',
    };
    const res = (await registerAction(post('/register', form), api)) as Response;
    expect(calls[0]).toMatchObject({
      path: '/api/user/register',
      body: { email: 'b@example.com', name: 'Nurul', password: 'long-enough-1' },
    });
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie()).toEqual([SESSION_COOKIE]);
  });
});

describe('resetPasswordAction', () => {
  it('sets the new password, clears the ended session and sends a native form to login', async () => {
    const cleared = 'token=; Max-Age=0; Path=/';
    const { api } = fakeApi({
      '/api/user/reset-password': { status: 200, body: { success: true, message: 'Done.' }, setCookie: [cleared] },
    });
    const form = {
      intent: 'reset',
      email: 'c@example.com',
      otp: '123456',
      newPassword: 'new-pass-123',
      redirectTo: '/login',
    };
    const res = (await resetPasswordAction(post('/ms/reset-password', form), api)) as Response;
    expect(res.headers.get('location')).toBe('/ms/login');
    expect(res.headers.getSetCookie()).toEqual([cleared]);
  });

  it('sends the code in the page language and echoes the step for the next one', async () => {
    const { api, calls } = fakeApi({});
    const result = await resetPasswordAction(
      post('/ms/reset-password', { intent: 'send', email: 'c@example.com' }),
      api,
    );
    expect(calls[0]).toEqual({
      path: '/api/user/send-reset-otp',
      body: { email: 'c@example.com' },
      options: { lang: 'ms' },
    });
    expect(result).toMatchObject({ intent: 'send', email: 'c@example.com', ok: true });
  });
});

describe('logoutAction', () => {
  const CLEARED = 'token=; Max-Age=0; Path=/';
  const loggedOut = { status: 200, body: { success: true }, setCookie: [CLEARED] };

  it("ends the session and sends a native form to the login page in the page's language", async () => {
    const { api, calls } = fakeApi({ '/api/user/logout': loggedOut });
    const res = (await logoutAction(post('/ms/logout', { redirectTo: '1' }), api)) as Response;
    expect(calls.map((c) => c.path)).toEqual(['/api/user/logout']);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/ms/login');
    expect(res.headers.getSetCookie()).toEqual([CLEARED]);
  });

  it("answers the script's submit with data and the cleared cookie", async () => {
    const { api } = fakeApi({ '/api/user/logout': loggedOut });
    const result = dataOf(await logoutAction(post('/logout', {}), api));
    expect(result.data).toEqual({ loggedOut: true });
    expect(new Headers(result.init.headers).getSetCookie()).toEqual([CLEARED]);
  });

  it('logs out a browser whose session had already ended', async () => {
    const ended = { status: 401, body: { success: false, message: 'Please log in.' }, setCookie: [] };
    const { api } = fakeApi({ '/api/user/logout': ended });
    const res = (await logoutAction(post('/logout', { redirectTo: '1' }), api)) as Response;
    expect(res.headers.get('location')).toBe('/login');
  });

  it.each([500, 502, 503])(
    'does not say a shopper is logged out when the shop erred (%i): the session is still live',
    async (status) => {
      const erred = { status, body: { success: false, message: 'Something went wrong.' }, setCookie: [] };
      // The script's submit: the failure its toast reads (routes/logout.ts, useLogout), no redirect.
      const scripted = dataOf(await logoutAction(post('/logout', {}), fakeApi({ '/api/user/logout': erred }).api));
      expect(scripted.data).toEqual({ failed: true });
      expect(scripted.init).toMatchObject({ status: 503 });
      // The native form: the error page, telling the shopper in the page's language.
      const thrown = await logoutAction(
        post('/ms/logout', { redirectTo: '1' }),
        fakeApi({ '/api/user/logout': erred }).api,
      ).then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown).toMatchObject({
        data: null,
        init: {
          status: 503,
          statusText: 'Anda masih log masuk: kedai tidak dapat melog keluar anda sebentar tadi. Sila cuba lagi.',
        },
      });
    },
  );
});
