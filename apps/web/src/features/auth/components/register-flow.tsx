import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_MESSAGES,
  AccountEmail,
  CODE_RESEND_SECONDS,
  LIMITS,
  PASSWORD_MIN_LENGTH,
  PersonName,
} from '@shop/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useActionData, useFetcher, useSearchParams } from 'react-router';
import { toast } from '../../../shared/toast.ts';
import { z } from 'zod';
import { Button } from '../../../shared/ui/button.tsx';
import { useCaptchaToken } from '../captcha.ts';
import type { RegisterResult } from '../form-results.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { safeRedirect } from '../redirect.ts';
import { codeWaitOf, toastFailure } from '../messages.ts';
import { FormAlert, PostedAnswer } from './form-alert.tsx';
import { OtpField } from './otp-field.tsx';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { TOAST_IDS } from '../../../shared/toast-ids.ts';
import { useTranslation } from 'react-i18next';
import { Link, useLang } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';

export type Mode = 'email' | 'code' | 'details';

/** Where the sign-up stands, kept for the tab so a reload does not lose the code step. */
interface SavedStep {
  email: string;
  mode: Mode;
  /** When a new code may be asked for (ms since the epoch). */
  resendAt: number;
}
const STEP_KEY = 'register-step';

function readStep(): SavedStep | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STEP_KEY) ?? 'null') as SavedStep | null;
    return saved && typeof saved.email === 'string' && (saved.mode === 'code' || saved.mode === 'details')
      ? saved
      : null;
  } catch {
    return null;
  }
}

function writeStep(step: SavedStep | null): void {
  try {
    if (step && step.mode !== 'email') sessionStorage.setItem(STEP_KEY, JSON.stringify(step));
    else sessionStorage.removeItem(STEP_KEY);
  } catch {
    // Storage refused (private mode): the flow still works, only a reload starts again.
  }
}

/** Whole seconds until `at`, ticking each second; 0 once it has passed. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

// Name and password are required; the length rule is the server's (no client strength rule).
const DetailsForm = z.object({ name: PersonName, password: z.string().min(1, 'Password is required.') });
type DetailsForm = z.infer<typeof DetailsForm>;

/** The step a posted answer leaves sign-up on: the next one after a success, the same after a refusal. */
export function modeAfter(answer: RegisterResult | undefined): Mode {
  if (!answer) return 'email';
  if (answer.intent === 'send-code') return answer.ok || codeWaitOf(answer) !== null ? 'code' : 'email';
  if (answer.intent === 'verify') return answer.ok ? 'details' : 'code';
  return 'details';
}

/**
 * Registration: the email (Otp), then the six-box code (Verify), then name and password
 * with the email locked (Sign Up). Each step advances only on a success answer. Each step's form
 * posts to the page's action: natively before the scripts run (the page comes back on the next step,
 * with the answer), through a fetcher after (the answer is a toast).
 */
export function RegisterFlow({ onModeChange }: { onModeChange?: (mode: Mode) => void }) {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const posted = useActionData<RegisterResult>();
  const fetcher = useFetcher<RegisterResult>();
  const [mode, setModeState] = useState<Mode>(() => modeAfter(posted));
  const [email, setEmail] = useState(posted?.email ?? '');
  const [otp, setOtp] = useState('');
  const [resendAt, setResendAt] = useState(() => (mode === 'code' ? Date.now() + CODE_RESEND_SECONDS * 1000 : 0));
  const [asking, setAsking] = useState(false);
  const getCaptchaToken = useCaptchaToken();
  const completeLogin = useCompleteLogin();
  const setMode = (next: Mode, address = email, nextResendAt = resendAt) => {
    setModeState(next);
    onModeChange?.(next);
    writeStep({ email: address, mode: next, resendAt: nextResendAt });
  };
  // After a reload the tab's saved step comes back (read after hydration: the server has no tab).
  useEffect(() => {
    const saved = posted ? null : readStep();
    if (!saved) return;
    setEmail(saved.email);
    setResendAt(saved.resendAt);
    setMode(saved.mode, saved.email, saved.resendAt);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const codeSent = (answer: RegisterResult) => {
    const wait = answer.ok ? CODE_RESEND_SECONDS : codeWaitOf(answer);
    if (answer.ok)
      // The API's text names the address, so no catalogue key matches it: a Malay page words it itself.
      toast.success(lang === 'en' ? answer.message : t('registerFlow.codeSentTo', { email: answer.email }), {
        id: TOAST_IDS.account,
      });
    else if ('status' in answer) toastFailure(answer, 'send-code');
    if (answer.ok) setOtp('');
    // A code went to this address less than a minute ago: its step, counting down to the next.
    if (wait === null) return;
    const next = Date.now() + wait * 1000;
    setResendAt(next);
    setMode('code', answer.email, next);
  };
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.intent === 'send-code') codeSent(answer);
    else if (answer.intent === 'verify') {
      if (answer.ok) {
        toast.success(answer.message, { id: TOAST_IDS.account });
        setMode('details');
      } else if ('status' in answer) {
        toastFailure(answer, 'code');
        setOtp('');
      }
    } else if (answer.ok) {
      writeStep(null);
      void completeLogin(answer);
    } else if ('status' in answer) toastFailure(answer);
  }, [fetcher.data]); // eslint-disable-line react-hooks/exhaustive-deps -- acts once per answer

  const busy = (intent: RegisterResult['intent']) =>
    fetcher.state !== 'idle' && fetcher.formData?.get('intent') === intent;
  const sendCode = async (address: string) => {
    setAsking(true);
    try {
      const token = await getCaptchaToken();
      const fields = { intent: 'send-code', email: address, ...(token ? { recaptchaToken: token } : {}) };
      await fetcher.submit(fields, { method: 'post' });
    } finally {
      setAsking(false);
    }
  };
  const steps = { posted, fetcher, email, busy };

  if (mode === 'email') {
    const submitEmail = (e: React.FormEvent) => {
      e.preventDefault();
      const parsed = AccountEmail.safeParse(email);
      if (!parsed.success) return void toast.error(AUTH_MESSAGES.enterValidEmail, { id: TOAST_IDS.account });
      setEmail(parsed.data);
      void sendCode(parsed.data);
    };
    return <EmailStep {...steps} sending={asking || busy('send-code')} onEmail={setEmail} onSubmit={submitEmail} />;
  }
  if (mode === 'code') {
    const submitCode = (e: React.FormEvent) => {
      e.preventDefault();
      if (otp.length !== LIMITS.otpLength)
        return void toast.error(t('otpField.enterAllDigits', { n: LIMITS.otpLength }), { id: TOAST_IDS.account });
      void fetcher.submit({ intent: 'verify', email, otp }, { method: 'post' });
    };
    return (
      <CodeStep
        {...steps}
        otp={otp}
        onOtp={setOtp}
        onSubmit={submitCode}
        resend={{ sending: asking || busy('send-code'), at: resendAt, send: () => void sendCode(email) }}
        onChangeEmail={() => setMode('email')}
      />
    );
  }
  return (
    <DetailsStep {...steps} completing={busy('register') || (fetcher.data?.intent === 'register' && fetcher.data.ok)} />
  );
}

interface StepProps {
  posted: RegisterResult | undefined;
  fetcher: ReturnType<typeof useFetcher<RegisterResult>>;
  email: string;
  busy: (intent: RegisterResult['intent']) => boolean;
}

function EmailStep({
  posted,
  fetcher,
  email,
  sending,
  onEmail,
  onSubmit,
}: StepProps & { sending: boolean; onEmail: (email: string) => void; onSubmit: (e: React.FormEvent) => void }) {
  const { t } = useTranslation('auth');
  const refused = posted?.intent === 'send-code' ? posted : undefined;
  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="send-code" />
      <TextField
        label={t('registerFlow.email')}
        type="email"
        autoComplete="email"
        required
        name="email"
        value={email}
        error={refused && 'fieldErrors' in refused ? refused.fieldErrors.email : undefined}
        onChange={(e) => onEmail(e.target.value)}
      />
      <PostedAnswer answer={refused} kind="send-code" />
      <Button type="submit" loading={sending} className="w-full">
        {t('registerFlow.sendCode')}
      </Button>
    </fetcher.Form>
  );
}

function CodeStep({
  posted,
  fetcher,
  email,
  busy,
  otp,
  onOtp,
  onSubmit,
  resend,
  onChangeEmail,
}: StepProps & {
  otp: string;
  onOtp: (otp: string) => void;
  onSubmit: (e: React.FormEvent) => void;
  resend: { sending: boolean; at: number; send: () => void };
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const resendIn = useSecondsUntil(resend.at);
  // The countdown is the script's: before it runs, a tap asks the server, which says how long to wait.
  const waiting = useHydrated() && resendIn > 0;
  const [params] = useSearchParams();
  const asked = params.get('redirect');
  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {/* Without scripts, each button posts its own step (`intent`). */}
      <input type="hidden" name="email" value={email} />
      <p className="text-cocoa-700 text-sm">
        {t('registerFlow.weSentA6Digit')} <strong className="text-cocoa-900 font-semibold">{email}</strong>
        {t('registerFlow.itWorksFor10Minutes')}
      </p>
      {posted?.intent === 'send-code' && posted.ok && (
        <FormAlert tone="success">
          {lang === 'en' ? posted.message : t('registerFlow.codeSentTo', { email: posted.email })}
        </FormAlert>
      )}
      <PostedAnswer answer={posted} kind={posted?.intent === 'verify' ? 'code' : 'send-code'} />
      <OtpField name="otp" value={otp} onChange={onOtp} disabled={busy('verify')} />
      <Button type="submit" name="intent" value="verify" loading={busy('verify')} className="w-full">
        {t('registerFlow.verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="submit"
          name="intent"
          value="send-code"
          className="text-accent-700 disabled:text-cocoa-700 min-h-11 font-medium tabular-nums underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:no-underline"
          disabled={resend.sending || waiting}
          onClick={(e) => {
            e.preventDefault();
            resend.send();
          }}
        >
          {waiting ? t('registerFlow.sendANewCodeIn', { v1: resendIn }) : t('registerFlow.sendANewCode')}
        </button>
        {/* Without scripts, the sign-up's first step afresh; with them, the same step with the address kept. */}
        <Link
          to={asked ? `${paths.register}?redirect=${encodeURIComponent(safeRedirect(asked))}` : paths.register}
          className="text-cocoa-700 inline-flex min-h-11 items-center font-medium underline-offset-4 hover:underline"
          onClick={(e) => {
            e.preventDefault();
            onChangeEmail();
          }}
        >
          {t('registerFlow.changeEmail')}
        </Link>
      </div>
    </fetcher.Form>
  );
}

function DetailsStep({ posted, fetcher, email, completing }: StepProps & { completing: boolean }) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const details = useForm<DetailsForm>({
    resolver: zodResolver(DetailsForm),
    defaultValues: { name: '', password: '' },
  });
  const { errors } = details.formState;
  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={details.handleSubmit((values) =>
        fetcher.submit({ intent: 'register', email, ...values }, { method: 'post' }),
      )}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="intent" value="register" />
      {/* Only the native POST sends it: the action then redirects, as a page without scripts needs. */}
      <input type="hidden" name="redirectTo" value={safeRedirect(params.get('redirect'))} />
      {posted?.intent === 'verify' && <PostedAnswer answer={posted} showSuccess />}
      <TextField
        label={t('registerFlow.name')}
        autoComplete="name"
        required
        error={errors.name?.message}
        {...details.register('name')}
      />
      <TextField
        label={t('registerFlow.email')}
        type="email"
        name="email"
        value={email}
        readOnly
        aria-readonly="true"
      />
      <PasswordField
        label={t('registerFlow.password')}
        autoComplete="new-password"
        required
        error={errors.password?.message}
        hint={t('registerFlow.passwordHint', { n: PASSWORD_MIN_LENGTH })}
        {...details.register('password')}
      />
      {posted?.intent === 'register' && <PostedAnswer answer={posted} />}
      <Button type="submit" loading={completing} className="w-full">
        {t('registerFlow.register')}
      </Button>
    </fetcher.Form>
  );
}
