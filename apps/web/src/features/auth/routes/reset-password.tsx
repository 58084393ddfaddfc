import { AUTH_MESSAGES, AccountEmail, LIMITS, PASSWORD_MIN_LENGTH } from '@shop/contract';
import { useEffect, useState } from 'react';
import { useActionData, useFetcher, type ActionFunctionArgs, type MetaArgs } from 'react-router';
import { Link, useNavigate } from '../../../shared/i18n/react.tsx';
import { toast } from '../../../shared/toast.ts';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { privatePageMeta, siteOf } from '../../../shared/seo.ts';
import { resetPasswordAction } from '../auth-actions.server.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PostedAnswer } from '../components/form-alert.tsx';
import { GuestOnly } from '../components/guest-only.tsx';
import { OtpField } from '../components/otp-field.tsx';
import type { ResetResult } from '../form-results.ts';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { codeWaitOf, toastFailure } from '../messages.ts';
import { TOAST_IDS } from '../../../shared/toast-ids.ts';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';

export const handle: I18nHandle = { i18n: ['auth'] };

/** The form's POST, with or without the page's scripts (see auth-actions.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  return resetPasswordAction(request, context.api);
}

type Step = 'reset' | 'otp' | 'password';

/** Reset, otp, password, then login; each step advances only on a success answer. */
// A page of one shopper: titled, and kept out of search results.
export const meta = ({ matches }: MetaArgs) =>
  privatePageMeta(siteOf(matches), siteOf(matches).t('common:meta.resetPassword'), '/reset-password');

/** The step a posted answer leaves the page on: the next one after a success, the same after a refusal. */
function stepAfter(answer: ResetResult | undefined): Step {
  if (!answer) return 'reset';
  // A new code asked for too soon: the last one is still on its way, so the code step stays.
  if (answer.intent === 'send') return answer.ok || codeWaitOf(answer) !== null ? 'otp' : 'reset';
  if (answer.intent === 'verify') return answer.ok ? 'password' : 'otp';
  return 'password';
}

const INTENTS: Record<Step, ResetResult['intent']> = { reset: 'send', otp: 'verify', password: 'reset' };

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // A step posted without scripts comes back as the page's action data; with scripts, the fetcher's.
  const posted = useActionData<ResetResult>();
  const fetcher = useFetcher<ResetResult>();
  const [step, setStep] = useState<Step>(() => stepAfter(posted));
  const [email, setEmail] = useState(posted?.email ?? '');
  const [otp, setOtp] = useState(step === 'password' ? (posted?.otp ?? '') : '');
  const [password, setPassword] = useState('');
  const pending = fetcher.state !== 'idle';
  const busy = (intent: ResetResult['intent']) => pending && fetcher.formData?.get('intent') === intent;

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (!answer.ok) {
      if ('status' in answer) toastFailure(answer, answer.intent === 'verify' ? 'code' : 'plain');
      if (answer.intent === 'verify') setOtp('');
    } else if (answer.intent === 'send') {
      toast.success(answer.message, { id: TOAST_IDS.account });
      setOtp('');
      setStep('otp');
    } else if (answer.intent === 'verify') setStep('password');
    else {
      toast.success(answer.message, { id: TOAST_IDS.account });
      void navigate(paths.login, { replace: true });
    }
  }, [fetcher.data]); // eslint-disable-line react-hooks/exhaustive-deps -- navigate is new each render

  const submit = (intent: ResetResult['intent'], fields: Record<string, string>) =>
    void fetcher.submit({ intent, ...fields }, { method: 'post' });
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (step === 'reset') {
      const parsed = AccountEmail.safeParse(email);
      if (!parsed.success) return void toast.error(AUTH_MESSAGES.enterValidEmail, { id: TOAST_IDS.account });
      setEmail(parsed.data);
      submit('send', { email: parsed.data });
    } else if (step === 'otp') {
      if (otp.length !== LIMITS.otpLength)
        return void toast.error(t('otpField.enterAllDigits', { n: LIMITS.otpLength }), { id: TOAST_IDS.account });
      submit('verify', { email, otp });
    } else {
      if (!password) return void toast.error('Password is required.', { id: TOAST_IDS.account });
      submit('reset', { email, otp, newPassword: password });
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
        <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {/* What a page without scripts posts: what the earlier steps had, and (by its button) this step. */}
          {step !== 'reset' && <input type="hidden" name="email" value={email} />}
          {step === 'password' && <input type="hidden" name="otp" value={otp} />}
          {step === 'password' && <input type="hidden" name="redirectTo" value={paths.login} />}
          {step === 'reset' && (
            <TextField
              label={t('resetPassword.email')}
              type="email"
              autoComplete="email"
              required
              name="email"
              value={email}
              error={posted && 'fieldErrors' in posted ? posted.fieldErrors.email : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
          {step === 'otp' && (
            <>
              <p className="text-cocoa-700 text-sm">
                {t('resetPassword.if')} <strong className="text-cocoa-900 font-semibold">{email}</strong>{' '}
                {t('resetPassword.hasAnAccountItsCode')}
              </p>
              <OtpField name="otp" value={otp} onChange={setOtp} disabled={busy('verify')} />
            </>
          )}
          {step === 'password' && (
            <PasswordField
              label={t('resetPassword.newPassword')}
              autoComplete="new-password"
              required
              name="newPassword"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              hint={t('registerFlow.passwordHint', { n: PASSWORD_MIN_LENGTH })}
            />
          )}
          <PostedAnswer
            answer={posted}
            kind={posted?.intent === 'verify' ? 'code' : 'plain'}
            showSuccess={posted?.intent === 'send'}
          />
          <Button type="submit" name="intent" value={INTENTS[step]} loading={pending} className="w-full">
            {step === 'reset'
              ? t('resetPassword.sendCode')
              : step === 'otp'
                ? t('resetPassword.verify')
                : t('resetPassword.changePassword')}
          </Button>
          {step === 'otp' && (
            <button
              type="submit"
              name="intent"
              value={INTENTS.reset}
              className="text-accent-700 min-h-11 self-start text-sm font-medium underline-offset-4 hover:underline"
              onClick={(e) => {
                e.preventDefault();
                submit('send', { email });
              }}
              disabled={busy('send')}
            >
              {t('resetPassword.sendANewCode')}
            </button>
          )}
        </fetcher.Form>
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
