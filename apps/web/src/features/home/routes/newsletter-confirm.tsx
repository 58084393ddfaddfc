import { NEWSLETTER_MESSAGES } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Link } from '../../../shared/i18n/react.tsx';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';

export const handle: I18nHandle = { i18n: ['home'] };

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * Where the newsletter's confirmation mail leads. Confirming takes a press of the button, not the
 * opening of the page: mail scanners that open every link then confirm nobody.
 */
export default function NewsletterConfirmPage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('newsletterConfirm.confirmYourSubscription'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({
    mutationFn: () =>
      api.post(
        '/api/newsletter/confirm',
        { token },
        lazySchema((c) => c.ConfirmSubscriptionResponse),
      ),
  });
  return (
    <section className="ring-cocoa-900/5 mx-auto max-w-xl space-y-5 rounded-3xl bg-white p-7 text-center shadow-sm ring-1 sm:p-9">
      <h1 className="text-cocoa-900 text-3xl font-semibold">{t('newsletterConfirm.confirmYourSubscription')}</h1>
      {!TOKEN.test(token) ? (
        <p role="alert">{NEWSLETTER_MESSAGES.invalidLink}</p>
      ) : confirm.isSuccess ? (
        <p role="status" data-testid="newsletter-confirmed">
          {confirm.data.message}
        </p>
      ) : (
        <>
          <p className="text-cocoa-700">{t('newsletterConfirm.pressTheButtonToJoin')}</p>
          <Button loading={confirm.isPending} onClick={() => confirm.mutate()}>
            {t('newsletterConfirm.confirmMySubscription')}
          </Button>
          {confirm.error && <p role="alert">{confirm.error.message}</p>}
        </>
      )}
      <p>
        <Link to={paths.home} className="inline-flex min-h-11 items-center underline-offset-4 hover:underline">
          {t('newsletterConfirm.backToTheShop')}
        </Link>
      </p>
    </section>
  );
}
