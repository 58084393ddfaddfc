import { AUTH_MESSAGES, codeWaitSeconds } from '@shop/contract';
import { toast } from '../../shared/toast.ts';
import { ApiError } from '../../shared/api-client.ts';
import { TOAST_IDS } from '../../shared/toast-ids.ts';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Sending the registration code: too many requests, captcha failure, or any other error. */
export function sendCodeErrorText(err: unknown): string {
  // Asked again within the minute: the server's "Please wait N seconds" says when, unlike the hour's limit.
  if (err instanceof ApiError && err.status === 429)
    return codeWaitSeconds(err.message) === null ? AUTH_MESSAGES.tooManyOtp : err.message;
  if (err instanceof ApiError && err.message === AUTH_MESSAGES.captchaFailed) return AUTH_MESSAGES.captchaFailed;
  return `${AUTH_MESSAGES.sendOtpErrorPrefix}${messageOf(err)}`;
}

/** A failed code check reads AUTH_MESSAGES.invalidOtp; the server's detail (tries left, expired) goes below it. */
export function toastCodeError(err: unknown): void {
  if (err instanceof ApiError && err.status === 429) {
    toast.error(AUTH_MESSAGES.tooManyOtp, { id: TOAST_IDS.account });
    return;
  }
  const message = messageOf(err);
  const detail = message.startsWith(AUTH_MESSAGES.invalidOtp)
    ? message.slice(AUTH_MESSAGES.invalidOtp.length).trim()
    : message;
  toast.error(AUTH_MESSAGES.invalidOtp, { id: TOAST_IDS.account, ...(detail ? { description: detail } : {}) });
}

/**
 * A failed call shows the server's message (or the network error's). A validation answer
 * reads `field: message`; the field name means nothing to a shopper, so it is left out.
 */
export function toastError(err: unknown): void {
  const text = messageOf(err);
  toast.error(err instanceof ApiError && err.code === 'INVALID_INPUT' ? text.replace(/^[\w.]+: /, '') : text, {
    id: TOAST_IDS.account,
  });
}
