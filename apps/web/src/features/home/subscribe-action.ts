import { SubscribeBody, type StorefrontLoadContext } from '@shop/contract';

/** What the newsletter form shows after a submit: a field's message, or the API's answer and its code. */
export type SubscribeResult = { fieldError: string } | { ok: boolean; message: string; code?: string };

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
  if (!parsed.success) return { fieldError: parsed.error.issues[0]?.message ?? 'Invalid input' };
  const answer = await api('/api/newsletter/subscribe', parsed.data);
  const body = answer.body as { message?: unknown; code?: unknown } | null;
  const ok = answer.status === 200;
  // The same words the browser's API client shows for an answer without a message.
  const message =
    typeof body?.message === 'string'
      ? body.message
      : `The shop could not be reached (${answer.status}). Please try again.`;
  return { ok, message, ...(!ok && typeof body?.code === 'string' ? { code: body.code } : {}) };
}
