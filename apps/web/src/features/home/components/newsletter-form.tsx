import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { lazyResolver } from '../../../shared/lazy-resolver.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useCaptchaToken } from '../../auth/captcha.ts';
import { useSubscribe } from '../api/subscribe.ts';

const resolver = lazyResolver<{ email: string }>(async () => {
  const [{ zodResolver }, { SubscribeBody }] = await Promise.all([import('@hookform/resolvers/zod'), import('@shop/contract')]);
  return zodResolver(SubscribeBody);
});

/**
 * The newsletter form, split from the box: its form library loads after first paint, and its schema
 * when the shopper first submits.
 */
export default function NewsletterForm() {
  const subscribe = useSubscribe();
  const getCaptchaToken = useCaptchaToken('newsletter');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ email: string }>({ resolver });

  const onSubmit = handleSubmit(async (values) =>
    subscribe.mutate({ ...values, recaptchaToken: await getCaptchaToken() }, {
      onSuccess: (res) => {
        toast.success(res.message);
        reset();
      },
      onError: (err) => toast.error(err.message),
    }),
  );

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="mx-auto mt-8 flex max-w-xl flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          id="newsletter-email"
          type="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'newsletter-error' : undefined}
          {...register('email')}
          className="min-h-12 flex-1 rounded-full bg-cream px-5 text-cocoa-900 placeholder:text-cocoa-500"
        />
        <Button type="submit" variant="light" loading={subscribe.isPending} className="min-h-12">
          SUBSCRIBE
        </Button>
      </form>
      {errors.email && (
        <p id="newsletter-error" role="alert" className="mt-3 text-sm text-wheat">
          {errors.email.message}
        </p>
      )}
    </>
  );
}
