import { useForm } from 'react-hook-form';
import { toast } from '../../../shared/toast.ts';
import { lazyResolver } from '../../../shared/lazy-resolver.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useCaptchaToken } from '../../auth/captcha.ts';
import { useSubscribe } from '../api/subscribe.ts';
import { useTranslation } from 'react-i18next';

const resolver = lazyResolver<{ email: string }>(async () => {
  const [{ zodResolver }, { SubscribeBody }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@shop/contract'),
  ]);
  return zodResolver(SubscribeBody);
});

/**
 * The newsletter form, split from the box: its form library loads after first paint, and its schema
 * when the shopper first submits.
 */
export default function NewsletterForm() {
  const { t } = useTranslation('home');
  const subscribe = useSubscribe();
  const getCaptchaToken = useCaptchaToken('newsletter');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ email: string }>({ resolver });

  const onSubmit = handleSubmit(async (values) =>
    subscribe.mutate(
      { ...values, recaptchaToken: await getCaptchaToken() },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          reset();
        },
        onError: (err) => toast.error(err.message),
      },
    ),
  );

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="mx-auto mt-8 flex max-w-xl flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          {t('newsletterForm.emailAddress')}
        </label>
        <input
          id="newsletter-email"
          type="email"
          required
          autoComplete="email"
          placeholder={t('newsletterForm.enterYourEmail')}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'newsletter-error' : undefined}
          {...register('email')}
          className="bg-cream text-cocoa-900 placeholder:text-cocoa-500 min-h-12 flex-1 rounded-full px-5"
        />
        <Button type="submit" variant="light" loading={subscribe.isPending} className="min-h-12">
          {t('newsletterForm.subscribe')}
        </Button>
      </form>
      {errors.email && (
        <p id="newsletter-error" role="alert" className="text-wheat mt-3 text-sm">
          {errors.email.message}
        </p>
      )}
    </>
  );
}
