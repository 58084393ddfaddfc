import { useState } from 'react';
import { type MetaArgs } from 'react-router';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { privatePageMeta, siteOf } from '../../../shared/seo.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { GuestOnly } from '../components/guest-only.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { RegisterFlow } from '../components/register-flow.tsx';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';

export const handle: I18nHandle = { i18n: ['auth'] };

type Mode = 'login' | 'signup';

/** /email-verify is the 'Email Verify OTP' variant, Login and Sign Up on one screen. */
// A page of one shopper: titled, and kept out of search results.
export const meta = ({ matches }: MetaArgs) =>
  privatePageMeta(siteOf(matches), siteOf(matches).t('common:meta.emailVerify'), '/email-verify');

export default function EmailVerifyPage() {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<Mode>('login');
  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
      className={`min-h-11 flex-1 rounded-full text-sm font-semibold transition-colors ${
        mode === value ? 'bg-cocoa-900 text-cream' : 'text-cocoa-900 hover:bg-cream-200'
      }`}
    >
      {label}
    </button>
  );
  return (
    <GuestOnly>
      <AuthCard
        title={t('emailVerify.emailVerifyOtp')}
        subtitle={mode === 'login' ? t('emailVerify.subtitleLogin') : t('emailVerify.subtitleRegister')}
      >
        <div
          role="group"
          aria-label={t('emailVerify.loginOrSignUp')}
          className="border-cocoa-900/15 mb-6 flex gap-1 rounded-full border p-1"
        >
          {tab('login', t('emailVerify.login'))}
          {tab('signup', t('emailVerify.signUp'))}
        </div>
        {mode === 'login' ? <LoginForm /> : <RegisterFlow />}
        <p className="text-cocoa-700 mt-6 text-center text-sm">
          {mode === 'login' ? t('emailVerify.donTHaveAnAccount') : t('emailVerify.alreadyHaveAnAccount')}
          <button
            type="button"
            onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}
            className="text-accent-700 min-h-11 font-semibold underline-offset-4 hover:underline"
          >
            {mode === 'login' ? t('emailVerify.signUp') : t('emailVerify.login')}
          </button>
        </p>
        <p className="text-cocoa-700 text-center text-xs">
          <Link to={paths.home} className="inline-flex min-h-11 items-center underline-offset-4 hover:underline">
            {t('emailVerify.backToTheShop')}
          </Link>
        </p>
      </AuthCard>
    </GuestOnly>
  );
}
