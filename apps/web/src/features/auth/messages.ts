import { AUTH_MESSAGES, codeWaitSeconds } from '@shop/contract';
import { translateMessage } from '../../shared/i18n/messages.ts';
import { toast } from '../../shared/toast.ts';
import { TOAST_IDS } from '../../shared/toast-ids.ts';
import type { Lang } from '../../shared/i18n/lang.ts';
import { failureText, type FieldErrors, type WriteFailure, type WriteSuccess } from '../../shared/write-result.ts';

/** A new code asked for within the minute of the last: the seconds until one may be, else null. */
export const codeWaitOf = (answer: WriteSuccess | WriteFailure | FieldErrors): number | null =>
  !answer.ok && 'status' in answer && answer.status === 429 ? codeWaitSeconds(answer.message ?? '') : null;

/** Sending a code refused: too many requests, the captcha, or any other error (prefixed). */
export function sendCodeErrorText(failure: WriteFailure, lang?: Lang): string {
  const message = failure.message ?? '';
  // Asked again within the minute: the server's "Please wait N seconds" says when, unlike the hour's limit.
  if (failure.status === 429)
    return translateMessage(codeWaitSeconds(message) === null ? AUTH_MESSAGES.tooManyOtp : message, failure.code, lang);
  if (message === AUTH_MESSAGES.captchaFailed) return translateMessage(AUTH_MESSAGES.captchaFailed, undefined, lang);
  return `${AUTH_MESSAGES.sendOtpErrorPrefix}${failureText(failure, lang)}`;
}

/**
 * A failed code check reads AUTH_MESSAGES.invalidOtp, with the server's detail (tries left, expired)
 * under it; too many tries read the too-many-requests text alone.
 */
export function codeErrorText(failure: WriteFailure, lang?: Lang): { title: string; detail?: string } {
  if (failure.status === 429) return { title: translateMessage(AUTH_MESSAGES.tooManyOtp, undefined, lang) };
  const message = failure.message ?? '';
  const rest = message.startsWith(AUTH_MESSAGES.invalidOtp)
    ? message.slice(AUTH_MESSAGES.invalidOtp.length).trim()
    : null;
  const detail = rest === null ? failureText(failure, lang) : rest && translateMessage(rest, failure.code, lang);
  return { title: translateMessage(AUTH_MESSAGES.invalidOtp, undefined, lang), ...(detail ? { detail } : {}) };
}

/** How each step's refusal reads: a code check's, a code sending's, or the API's own words. */
export type FailureKind = 'code' | 'send-code' | 'plain';

/** A refused step as a toast (a page whose scripts run), in the page's language. */
export function toastFailure(failure: WriteFailure, kind: FailureKind = 'plain'): void {
  if (kind === 'code') {
    const { title, detail } = codeErrorText(failure);
    toast.error(title, { id: TOAST_IDS.account, ...(detail ? { description: detail } : {}) });
  } else
    toast.error(kind === 'send-code' ? sendCodeErrorText(failure) : failureText(failure), { id: TOAST_IDS.account });
}
