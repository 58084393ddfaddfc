import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_MESSAGES,
  AccountEmail,
  CODE_RESEND_SECONDS,
  codeWaitSeconds,
  LIMITS,
  PASSWORD_MIN_LENGTH,
  PersonName,
} from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../shared/toast.ts';
import { z } from 'zod';
import { Button } from '../../../shared/ui/button.tsx';
import { authCalls } from '../api/auth-calls.ts';
import { useCaptchaToken } from '../captcha.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { ApiError } from '../../../shared/api-client.ts';
import { sendCodeErrorText, toastCodeError, toastError } from '../messages.ts';
import { OtpField } from './otp-field.tsx';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { TOAST_IDS } from '../../../shared/toast-ids.ts';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/i18n/react.tsx';

type Mode = 'email' | 'code' | 'details';

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

/**
 * Registration: the email (Otp), then the six-box code (Verify), then name and password
 * with the email locked (Sign Up). Each step advances only on a success answer.
 */
export function RegisterFlow({ onModeChange }: { onModeChange?: (mode: Mode) => void }) {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const [mode, setModeState] = useState<Mode>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [resendAt, setResendAt] = useState(0);
  const resendIn = useSecondsUntil(resendAt);
  const getCaptchaToken = useCaptchaToken();
  const completeLogin = useCompleteLogin();
  const setMode = (next: Mode, address = email, nextResendAt = resendAt) => {
    setModeState(next);
    onModeChange?.(next);
    writeStep({ email: address, mode: next, resendAt: nextResendAt });
  };
  // After a reload the tab's saved step comes back (read after hydration: the server has no tab).
  useEffect(() => {
    const saved = readStep();
    if (!saved) return;
    setEmail(saved.email);
    setResendAt(saved.resendAt);
    setMode(saved.mode, saved.email, saved.resendAt);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const sendCode = useMutation({
    mutationFn: async (address: string) =>
      authCalls.sendRegisterOtp({ email: address, recaptchaToken: await getCaptchaToken() }),
    onSuccess: (answer, address) => {
      // The API's text names the address, so no catalogue key matches it: a Malay page words it itself.
      toast.success(lang === 'en' ? answer.message : t('registerFlow.codeSentTo', { email: address }), {
        id: TOAST_IDS.account,
      });
      setOtp('');
      const next = Date.now() + CODE_RESEND_SECONDS * 1000;
      setResendAt(next);
      setMode('code', address, next);
    },
    onError: (err, address) => {
      toast.error(sendCodeErrorText(err), { id: TOAST_IDS.account });
      // A code went to this address less than a minute ago: its step, counting down to the next.
      const wait = err instanceof ApiError ? codeWaitSeconds(err.message) : null;
      if (wait !== null) {
        const next = Date.now() + wait * 1000;
        setResendAt(next);
        setMode('code', address, next);
      }
    },
  });
  const verify = useMutation({
    mutationFn: authCalls.verifyRegisterOtp,
    onSuccess: (answer) => {
      toast.success(answer.message, { id: TOAST_IDS.account });
      setMode('details');
    },
    onError: (err) => {
      toastCodeError(err);
      setOtp('');
    },
  });
  const register = useMutation({
    mutationFn: (values: DetailsForm) => authCalls.register({ ...values, email }),
    onSuccess: (answer) => {
      writeStep(null);
      return completeLogin(answer);
    },
    onError: toastError,
  });
  const details = useForm<DetailsForm>({
    resolver: zodResolver(DetailsForm),
    defaultValues: { name: '', password: '' },
  });

  const submitEmail = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = AccountEmail.safeParse(email);
    if (!parsed.success) {
      toast.error(AUTH_MESSAGES.enterValidEmail, { id: TOAST_IDS.account });
      return;
    }
    setEmail(parsed.data);
    sendCode.mutate(parsed.data);
  };
  const submitCode = (e?: React.FormEvent) => {
    e?.preventDefault();
    if (otp.length !== LIMITS.otpLength) {
      toast.error(t('otpField.enterAllDigits', { n: LIMITS.otpLength }), { id: TOAST_IDS.account });
      return;
    }
    verify.mutate({ email, otp });
  };

  if (mode === 'email') {
    return (
      <form noValidate onSubmit={submitEmail} className="flex flex-col gap-4">
        <TextField
          label={t('registerFlow.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" loading={sendCode.isPending} className="w-full">
          {t('registerFlow.sendCode')}
        </Button>
      </form>
    );
  }

  if (mode === 'code') {
    return (
      <form noValidate onSubmit={submitCode} className="flex flex-col gap-4">
        <p className="text-cocoa-700 text-sm">
          {t('registerFlow.weSentA6Digit')} <strong className="text-cocoa-900 font-semibold">{email}</strong>
          {t('registerFlow.itWorksFor10Minutes')}
        </p>
        <OtpField value={otp} onChange={setOtp} disabled={verify.isPending} />
        <Button type="submit" loading={verify.isPending} className="w-full">
          {t('registerFlow.verify')}
        </Button>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <button
            type="button"
            className="text-accent-700 disabled:text-cocoa-700 min-h-11 font-medium tabular-nums underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:no-underline"
            disabled={sendCode.isPending || resendIn > 0}
            onClick={() => sendCode.mutate(email)}
          >
            {resendIn > 0 ? t('registerFlow.sendANewCodeIn', { v1: resendIn }) : t('registerFlow.sendANewCode')}
          </button>
          <button
            type="button"
            className="text-cocoa-700 min-h-11 font-medium underline-offset-4 hover:underline"
            onClick={() => setMode('email')}
          >
            {t('registerFlow.changeEmail')}
          </button>
        </div>
      </form>
    );
  }

  const { errors } = details.formState;
  return (
    <form
      noValidate
      onSubmit={details.handleSubmit((values) => register.mutate(values))}
      className="flex flex-col gap-4"
    >
      <TextField
        label={t('registerFlow.name')}
        autoComplete="name"
        required
        error={errors.name?.message}
        {...details.register('name')}
      />
      <TextField label={t('registerFlow.email')} type="email" value={email} readOnly aria-readonly="true" />
      <PasswordField
        label={t('registerFlow.password')}
        autoComplete="new-password"
        required
        error={errors.password?.message}
        hint={t('registerFlow.passwordHint', { n: PASSWORD_MIN_LENGTH })}
        {...details.register('password')}
      />
      <Button type="submit" loading={register.isPending} className="w-full">
        {t('registerFlow.register')}
      </Button>
    </form>
  );
}
