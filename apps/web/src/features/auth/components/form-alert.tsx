import type { ReactNode } from 'react';
import { useLang } from '../../../shared/i18n/react.tsx';
import { translateMessage } from '../../../shared/i18n/messages.ts';
import { failureText, type FieldErrors, type WriteFailure, type WriteSuccess } from '../../../shared/write-result.ts';
import { codeErrorText, sendCodeErrorText, type FailureKind } from '../messages.ts';

/**
 * An account form's answer drawn into the page, where a page without scripts shows it (with scripts
 * the same answer is a toast).
 */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  return tone === 'error' ? (
    <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
      {children}
    </div>
  ) : (
    <p role="status" className="bg-cream-200 text-cocoa-900 rounded-lg px-3 py-2 text-sm">
      {children}
    </p>
  );
}

/**
 * A natively posted step's answer in the page's language: a success's message (if `kind` has one to
 * show), a refusal worded as its toast would be. Field errors show at their fields instead.
 */
export function PostedAnswer({
  answer,
  kind = 'plain',
  showSuccess = false,
}: {
  answer: WriteSuccess | WriteFailure | FieldErrors | undefined;
  kind?: FailureKind;
  showSuccess?: boolean;
}) {
  const lang = useLang();
  if (!answer || 'fieldErrors' in answer) return null;
  if (answer.ok)
    return showSuccess ? (
      <FormAlert tone="success">{translateMessage(answer.message, undefined, lang)}</FormAlert>
    ) : null;
  if (kind === 'code') {
    const { title, detail } = codeErrorText(answer, lang);
    return (
      <FormAlert>
        <p>{title}</p>
        {detail && <p>{detail}</p>}
      </FormAlert>
    );
  }
  return <FormAlert>{kind === 'send-code' ? sendCodeErrorText(answer, lang) : failureText(answer, lang)}</FormAlert>;
}
