import { AUTH_MESSAGES, AccountEmail, LIMITS } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type MetaArgs } from 'react-router';
import { Link, useNavigate } from '../../../shared/i18n/react.tsx';
import { toast } from '../../../shared/toast.ts';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { privatePageMeta, siteOf } from '../../../shared/seo.ts';
import { authCalls } from '../api/auth-calls.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { GuestOnly } from '../components/guest-only.tsx';
import { OtpField } from '../components/otp-field.tsx';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { toastCodeError, toastError } from '../messages.ts';
import { TOAST_IDS } from '../../../shared/toast-ids.ts';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';

export const handle: I18nHandle = { i18n: ['auth'] };

type Step = 'reset' | 'otp' | 'password';

/** Reset, otp, password, then login; each step advances only on a success answer. */
// A page of one shopper: titled, and kept out of search results.
export const meta = ({ matches }: MetaArgs) =>
  privatePageMeta(siteOf(matches), siteOf(matches).t('common:meta.resetPassword'), '/reset-password');

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('reset');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');

  const send = useMutation({
    mutationFn: authCalls.sendResetOtp,
    onSuccess: (answer) => {
      toast.success(answer.message, { id: TOAST_IDS.account });
      setOtp('');
      setStep('otp');
    },
    onError: (err) => toastError(err),
  });
  const verify = useMutation({
    mutationFn: authCalls.verifyResetOtp,
    onSuccess: () => setStep('password'),
    onError: (err) => {
      toastCodeError(err);
      setOtp('');
    },
  });
  const reset = useMutation({
    mutationFn: authCalls.resetPassword,
    onSuccess: (answer) => {
      toast.success(answer.message, { id: TOAST_IDS.account });
      void navigate(paths.login, { replace: true });
    },
    onError: toastError,
  });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (step === 'reset') {
      const parsed = AccountEmail.safeParse(email);
      if (!parsed.success) return void toast.error(AUTH_MESSAGES.enterValidEmail, { id: TOAST_IDS.account });
      setEmail(parsed.data);
      send.mutate(parsed.data);
    } else if (step === 'otp') {
      if (otp.length !== LIMITS.otpLength)
        return void toast.error(t('otpField.enterAllDigits', { n: LIMITS.otpLength }), { id: TOAST_IDS.account });
      verify.mutate({ email, otp });
    } else {
      if (!password) return void toast.error('Password is required.', { id: TOAST_IDS.account });
      reset.mutate({ email, otp, newPassword: password });
    }
  };

  return (
    <GuestOnly>
      <AuthCard title={t('resetPassword.resetPassword')} subtitle={t(`resetPassword.subtitles.${step}`)}>
        <ol className="mb-6 flex gap-2" aria-label={t('resetPassword.steps')}>
          {(['reset', 'otp', 'password'] as const).map((s, i) => (
            <li
              key={s}
              aria-current={s === step ? 'step' : undefined}
              className={`h-1.5 flex-1 rounded-full ${i <= ['reset', 'otp', 'password'].indexOf(step) ? 'bg-accent' : 'bg-cocoa-900/15'}`}
            >
              <span className="sr-only">{t('resetPassword.stepV1Of3', { v1: i + 1 })}</span>
            </li>
          ))}
        </ol>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {step === 'reset' && (
            <TextField
              label={t('resetPassword.email')}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
          {step === 'otp' && (
            <>
              <p className="text-cocoa-700 text-sm">
                {t('resetPassword.if')} <strong className="text-cocoa-900 font-semibold">{email}</strong>{' '}
                {t('resetPassword.hasAnAccountItsCode')}
              </p>
              <OtpField value={otp} onChange={setOtp} disabled={verify.isPending} />
            </>
          )}
          {step === 'password' && (
            <PasswordField
              label={t('resetPassword.newPassword')}
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              hint="At least 8 characters."
            />
          )}
          <Button type="submit" loading={send.isPending || verify.isPending || reset.isPending} className="w-full">
            {step === 'reset'
              ? t('resetPassword.sendCode')
              : step === 'otp'
                ? t('resetPassword.verify')
                : t('resetPassword.changePassword')}
          </Button>
          {step === 'otp' && (
            <button
              type="button"
              className="text-accent-700 min-h-11 self-start text-sm font-medium underline-offset-4 hover:underline"
              onClick={() => send.mutate(email)}
              disabled={send.isPending}
            >
              {t('resetPassword.sendANewCode')}
            </button>
          )}
        </form>
        <p className="text-cocoa-700 mt-6 text-center text-sm">
          {t('resetPassword.rememberedIt')}{' '}
          <Link to={paths.login} className="text-accent-700 font-semibold underline-offset-4 hover:underline">
            {t('resetPassword.backToLogin')}
          </Link>
        </p>
      </AuthCard>
    </GuestOnly>
  );
}
