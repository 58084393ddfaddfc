import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody } from '@shop/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useActionData, useFetcher, useSearchParams } from 'react-router';
import { Link } from '../../../shared/i18n/react.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { paths } from '../../../shared/paths.ts';
import { toastFailure } from '../messages.ts';
import type { LoginResult } from '../form-results.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { safeRedirect } from '../redirect.ts';
import { PostedAnswer } from './form-alert.tsx';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useTranslation } from 'react-i18next';

/**
 * The Login form: email, password with show/hide, 'Forgot your password?', 'Sign In'. It posts to the
 * page's action: natively before the scripts run (the answer is the page again, or the redirect), and
 * after through a fetcher, checked as typed, with a toast for the answer.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const completeLogin = useCompleteLogin();
  const fetcher = useFetcher<LoginResult>();
  // Only a native (script-less) POST sets the page's action data; the fetcher keeps its own.
  const posted = useActionData<LoginResult>();
  const form = useForm<LoginBody>({
    resolver: zodResolver(LoginBody),
    defaultValues: { email: posted?.email ?? '', password: '' },
  });
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) void completeLogin(answer);
    else if ('status' in answer) toastFailure(answer);
  }, [fetcher.data, completeLogin]);

  const { errors } = form.formState;
  const refused = posted && 'fieldErrors' in posted ? posted.fieldErrors : {};
  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={form.handleSubmit((values) => fetcher.submit(values, { method: 'post' }))}
      className="flex flex-col gap-4"
    >
      {/* Only the native POST sends it: the action then redirects, as a page without scripts needs. */}
      <input type="hidden" name="redirectTo" value={safeRedirect(params.get('redirect'))} />
      <TextField
        label={t('loginForm.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message ?? refused.email}
        defaultValue={posted?.email}
        {...form.register('email')}
      />
      <PasswordField
        label={t('loginForm.password')}
        autoComplete="current-password"
        required
        error={errors.password?.message ?? refused.password}
        {...form.register('password')}
      />
      <Link
        to={paths.resetPassword}
        className="text-accent-700 -mt-1 inline-flex min-h-11 items-center self-end text-sm font-medium underline-offset-4 hover:underline"
      >
        {t('loginForm.forgotYourPassword')}
      </Link>
      <PostedAnswer answer={posted} />
      {/* After a success the form stays busy until the signed-in page takes over. */}
      <Button type="submit" loading={fetcher.state !== 'idle' || fetcher.data?.ok === true} className="w-full">
        {t('loginForm.signIn')}
      </Button>
    </fetcher.Form>
  );
}
