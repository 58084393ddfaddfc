import { useEffect, useRef, type FormEvent } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { errorMessage, translateMessage } from '../../../shared/i18n/messages.ts';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { useLang } from '../../../shared/i18n/react.tsx';
import type { SubscribeResult } from '../subscribe-action.ts';

/** A refused or failed subscription in the page's language: the API's words, or "could not be reached". */
function failure(result: Exclude<SubscribeResult, { fieldError: string }>, lang?: Lang): string {
  return 'unreachable' in result
    ? errorMessage('unreachable', { status: result.unreachable }, lang)
    : translateMessage(result.message, result.code, lang);
}

/**
 * The newsletter form: a POST to the home page's action. Before the page's scripts run it submits
 * natively and the page comes back with the answer under the form; after, it submits through a
 * fetcher (with the captcha's token) and the answer is a toast, as for every other form.
 */
export default function NewsletterForm() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const fetcher = useFetcher<SubscribeResult>();
  // Only a native (script-less) POST sets the page's action data; the fetcher keeps its own.
  const posted = useActionData<SubscribeResult>();
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.data ?? posted;
  const fieldError = answer && 'fieldError' in answer ? translateMessage(answer.fieldError, undefined, lang) : null;

  useEffect(() => {
    const data = fetcher.data;
    if (!data || 'fieldError' in data) return;
    // The toast library loads with the first answer rather than with the home page.
    void import('../../../shared/toast.ts').then(({ toast }) => {
      if (data.ok) {
        toast.success(translateMessage(data.message));
        form.current?.reset();
      } else toast.error(failure(data));
    });
  }, [fetcher.data]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    const { captchaToken } = await import('../../auth/captcha.ts');
    const token = await captchaToken('newsletter');
    if (token) body.set('recaptchaToken', token);
    await fetcher.submit(body, { method: 'post' });
  };

  return (
    <>
      <fetcher.Form
        ref={form}
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="mx-auto mt-8 flex max-w-xl flex-col gap-3 sm:flex-row"
      >
        <label htmlFor="newsletter-email" className="sr-only">
          {t('newsletterForm.emailAddress')}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t('newsletterForm.enterYourEmail')}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'newsletter-error' : undefined}
          className="bg-cream text-cocoa-900 placeholder:text-cocoa-500 min-h-12 flex-1 rounded-full px-5"
        />
        <Button type="submit" variant="light" loading={fetcher.state !== 'idle'} className="min-h-12">
          {t('newsletterForm.subscribe')}
        </Button>
      </fetcher.Form>
      {fieldError && (
        <p id="newsletter-error" role="alert" className="text-wheat mt-3 text-sm">
          {fieldError}
        </p>
      )}
      {posted && 'ok' in posted && (
        <p role={posted.ok ? 'status' : 'alert'} className="text-wheat mt-3 text-sm">
          {posted.ok ? translateMessage(posted.message, undefined, lang) : failure(posted, lang)}
        </p>
      )}
    </>
  );
}
