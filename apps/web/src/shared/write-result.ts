import type { ApiAnswer } from '@shop/contract';
import { errorMessage, translateMessage } from './i18n/messages.ts';
import type { Lang } from './i18n/lang.ts';

/** An API write that went through: the API's message, in English as specified. */
export interface WriteSuccess {
  ok: true;
  message: string;
}

/**
 * An API write that was refused or failed, as an action hands it to its form: the API's English
 * message (null when it sent none) and code, which the form words in the page's language.
 */
export interface WriteFailure {
  ok: false;
  status: number;
  message: string | null;
  code?: string;
}

/** A form's fields the action refused before asking the API (only a script-less POST gets here). */
export interface FieldErrors {
  ok: false;
  fieldErrors: Record<string, string>;
}

/** What the API answered an action's write, as its form reads it (never the token or other fields). */
export function writeResult(answer: ApiAnswer): WriteSuccess | WriteFailure {
  const body = (answer.body ?? {}) as { success?: unknown; message?: unknown; code?: unknown };
  const message = typeof body.message === 'string' ? body.message : null;
  if (answer.status === 200 && body.success !== false) return { ok: true, message: message ?? '' };
  return { ok: false, status: answer.status, message, ...(typeof body.code === 'string' ? { code: body.code } : {}) };
}

/**
 * A refused write in the page's language. A validation answer reads `field: message`; the field's
 * name means nothing to a shopper, so it is left out.
 */
export function failureText(failure: WriteFailure, lang?: Lang): string {
  if (failure.message === null) return errorMessage('unreachable', { status: failure.status }, lang);
  const text = failure.code === 'INVALID_INPUT' ? failure.message.replace(/^[\w.]+: /, '') : failure.message;
  return translateMessage(text, failure.code, lang);
}

/** Each field's first message from a failed contract parse, by the field's name. */
export function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) fieldErrors[String(issue.path[0] ?? '')] ??= issue.message;
  return { ok: false, fieldErrors };
}

/** A form field's text ('' when the form did not send it, or sent a file). */
export const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
