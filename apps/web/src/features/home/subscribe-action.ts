import { SubscribeBody, type StorefrontLoadContext } from '@shop/contract';

/**
 * What the newsletter form shows after a submit: a field's message, the API's answer and its code, or
 * the status of an answer that carried no message (the page words that one in its language).
 */
export type SubscribeResult =
  { fieldError: string } | { ok: boolean; message: string; code?: string } | { ok: false; unreachable: number };

/**
 * The home page's action: the newsletter form's POST (with or without the page's scripts), checked
 * against the contract, then sent to POST /api/newsletter/subscribe as the shopper's browser would.
 */
export async function subscribeAction(form: FormData, api: StorefrontLoadContext['api']): Promise<SubscribeResult> {
  const token = form.get('recaptchaToken');
  const parsed = SubscribeBody.safeParse({
    email: form.get('email') ?? '',
    ...(typeof token === 'string' && token ? { recaptchaToken: token } : {}),
  });
  // A failed parse always names at least one issue.
  if (!parsed.success) return { fieldError: parsed.error.issues[0]!.message };
  const answer = await api('/api/newsletter/subscribe', parsed.data);
  const body = answer.body as { message?: unknown; code?: unknown } | null;
  const ok = answer.status === 200;
  if (typeof body?.message !== 'string') return { ok: false, unreachable: answer.status };
  const message = body.message;
  return { ok, message, ...(!ok && typeof body?.code === 'string' ? { code: body.code } : {}) };
}
