import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from '../../../shared/i18n/react.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { paths } from '../../../shared/paths.ts';
import { authCalls } from '../api/auth-calls.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { toastError } from '../messages.ts';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useTranslation } from 'react-i18next';

/** The Login form: email, password with show/hide, 'Forgot your password?', 'Sign In'. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const completeLogin = useCompleteLogin();
  const form = useForm<LoginBody>({ resolver: zodResolver(LoginBody), defaultValues: { email: '', password: '' } });
  const login = useMutation({
    mutationFn: authCalls.login,
    onSuccess: completeLogin,
    onError: toastError,
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))} className="flex flex-col gap-4">
      <TextField
        label={t('loginForm.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label={t('loginForm.password')}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Link
        to={paths.resetPassword}
        className="text-accent-700 -mt-1 inline-flex min-h-11 items-center self-end text-sm font-medium underline-offset-4 hover:underline"
      >
        {t('loginForm.forgotYourPassword')}
      </Link>
      <Button type="submit" loading={login.isPending} className="w-full">
        {t('loginForm.signIn')}
      </Button>
    </form>
  );
}
