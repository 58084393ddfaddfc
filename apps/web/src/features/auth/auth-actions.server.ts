import { AUTH_MESSAGES, AccountEmail, LoginBody, type ApiAnswer, type StorefrontLoadContext } from '@shop/contract';
import { data, redirect } from 'react-router';
import { getI18n } from '../../shared/i18n/instance.ts';
import { langOfPath, localizePath } from '../../shared/i18n/lang.ts';
import { paths } from '../../shared/paths.ts';
import { fieldErrorsOf, textOf, writeResult } from '../../shared/write-result.ts';
import { mergeGuestBag } from '../cart/merge-guest-bag.server.ts';
import type { LoginResult, RegisterResult, ResetResult } from './form-results.ts';
import { safeRedirect } from './redirect.ts';

type Api = StorefrontLoadContext['api'];

/*
 * The account forms' actions. Each form posts to its page, natively before the page's scripts run
 * and through a fetcher after. A native form carries `redirectTo`: a success then answers with a
 * redirect, as a browser without scripts needs. The script's submit leaves it out and gets the result
 * as data: the page shows its toast and moves on itself, as before. Each call goes with the page's
 * language, as the page's own fetch sent it (the mails a call sends speak it).
 */

const langOf = (request: Request) => langOfPath(new URL(request.url).pathname);

/** The API's Set-Cookie lines (the session cookie a login sets or a reset clears), for the browser. */
function cookiesOf(answer: ApiAnswer): Headers {
  const headers = new Headers();
  for (const cookie of answer.setCookie) headers.append('Set-Cookie', cookie);
  return headers;
}

/** Where a native form goes after a success: a path of this shop only, in the page's language. */
const target = (request: Request, redirectTo: string) => localizePath(safeRedirect(redirectTo), langOf(request));

/**
 * After login or registration: the session cookie goes to the browser (the token stays out of the
 * result), and the guest bag into the account, as CartSync merges it after a login in the browser.
 */
async function signIn<T extends object>(answer: ApiAnswer, request: Request, form: FormData, api: Api, step: T) {
  const result = { ...step, ...writeResult(answer) };
  if (!result.ok) return result;
  const headers = cookiesOf(answer);
  const token = (answer.body as { token?: unknown }).token;
  if (typeof token === 'string') await mergeGuestBag(request, api, token, headers);
  const redirectTo = form.get('redirectTo');
  if (typeof redirectTo === 'string') return redirect(target(request, redirectTo), { headers });
  return data(result, { headers });
}

/** The login form: POST /api/user/login. */
export async function loginAction(request: Request, api: Api) {
  const form = await request.formData();
  const parsed = LoginBody.safeParse({ email: textOf(form, 'email'), password: textOf(form, 'password') });
  if (!parsed.success) return { ...fieldErrorsOf(parsed.error.issues), email: textOf(form, 'email') } as LoginResult;
  const answer = await api('/api/user/login', parsed.data, { lang: langOf(request) });
  return signIn(answer, request, form, api, { email: parsed.data.email });
}

/** A step's email, checked as the API checks it, or the spec's message for a wrong one. */
function checkedEmail(form: FormData): { email: string } | { error: string } {
  const parsed = AccountEmail.safeParse(textOf(form, 'email'));
  return parsed.success ? { email: parsed.data } : { error: AUTH_MESSAGES.enterValidEmail };
}

/** Sign-up's three steps by `intent`: send the code, verify it, then register (and sign in). */
export async function registerAction(request: Request, api: Api) {
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const checked = checkedEmail(form);
  if ('error' in checked)
    return {
      intent: 'send-code',
      email: textOf(form, 'email'),
      ok: false,
      fieldErrors: { email: checked.error },
    } satisfies RegisterResult;
  const { email } = checked;
  if (intent === 'verify') {
    const otp = textOf(form, 'otp');
    return {
      intent,
      email,
      ...writeResult(await api('/api/user/verifyRegisterOtp', { email, otp })),
    } satisfies RegisterResult;
  }
  if (intent === 'register') {
    const body = { email, name: textOf(form, 'name'), password: textOf(form, 'password') };
    const answer = await api('/api/user/register', body, { lang: langOf(request) });
    return signIn(answer, request, form, api, { intent, email } as const);
  }
  const token = textOf(form, 'recaptchaToken');
  const body = { email, ...(token ? { recaptchaToken: token } : {}) };
  // The code's mail in the page's language, as the page's own fetch asks for it.
  const answer = await api('/api/user/sendRegisterOtp', body, { lang: langOf(request) });
  return { intent: 'send-code', email, ...writeResult(answer) } satisfies RegisterResult;
}

/** Reset's three steps by `intent`: send the code, verify it, set the new password. */
export async function resetPasswordAction(request: Request, api: Api) {
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const checked = checkedEmail(form);
  if ('error' in checked)
    return {
      intent: 'send',
      email: textOf(form, 'email'),
      ok: false,
      fieldErrors: { email: checked.error },
    } satisfies ResetResult;
  const { email } = checked;
  const otp = textOf(form, 'otp');
  if (intent === 'verify')
    return {
      intent,
      email,
      otp,
      ...writeResult(await api('/api/user/verify-reset-otp', { email, otp })),
    } satisfies ResetResult;
  if (intent === 'reset') {
    const answer = await api('/api/user/reset-password', { email, otp, newPassword: textOf(form, 'newPassword') });
    const result = writeResult(answer);
    // The reset ended every session of the account: the browser's cookie goes too.
    const headers = cookiesOf(answer);
    if (result.ok && form.has('redirectTo')) return redirect(localizePath(paths.login, langOf(request)), { headers });
    return data({ intent, email, otp, ...result } satisfies ResetResult, { headers });
  }
  const answer = await api('/api/user/send-reset-otp', { email }, { lang: langOf(request) });
  return { intent: 'send', email, ...writeResult(answer) } satisfies ResetResult;
}

/**
 * Logout: POST /api/user/logout ends the session, and its Set-Cookie clears the browser's cookie. A
 * session that had already ended (401) leaves nothing to end: the shopper is logged out either way.
 * Any other failure (the shop's server erring, 5xx) leaves the session live, so the shopper is not told
 * they are logged out: the script's submit gets the same failure as a request that did not get through
 * (its toast, routes/logout.ts), and the native form the error page saying they are still logged in.
 */
export async function logoutAction(request: Request, api: Api) {
  const form = await request.formData();
  const answer = await api('/api/user/logout', {});
  const headers = cookiesOf(answer);
  const loggedOut = (answer.status >= 200 && answer.status < 300) || answer.status === 401;
  if (!loggedOut) {
    if (!form.has('redirectTo')) return data({ failed: true } as const, { status: 503, headers });
    // The error page shows a thrown answer's status text, in the page's language (plain ASCII, as a
    // status text must be).
    throw data(null, {
      status: 503,
      statusText: getI18n(langOf(request)).t('common:account.logoutServerFailed'),
      headers,
    });
  }
  if (form.has('redirectTo')) return redirect(localizePath(paths.login, langOf(request)), { headers });
  return data({ loggedOut: true } as const, { headers });
}
