import { useState } from 'react';
import { type MetaArgs } from 'react-router';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { privatePageMeta, siteOf } from '../../../shared/seo.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { GuestOnly } from '../components/guest-only.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { RegisterFlow } from '../components/register-flow.tsx';

type Mode = 'login' | 'signup';

/** /email-verify is the 'Email Verify OTP' variant, Login and Sign Up on one screen. */
// A page of one shopper: titled, and kept out of search results.
export const meta = ({ matches }: MetaArgs) => privatePageMeta(siteOf(matches), 'Email Verify OTP', '/email-verify');

export default function EmailVerifyPage() {
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
      <AuthCard title="Email Verify OTP" subtitle={mode === 'login' ? 'Sign in with your email and password.' : 'Create an account with a code sent to your email.'}>
        <div role="group" aria-label="Login or Sign Up" className="mb-6 flex gap-1 rounded-full border border-cocoa-900/15 p-1">
          {tab('login', 'Login')}
          {tab('signup', 'Sign Up')}
        </div>
        {mode === 'login' ? <LoginForm /> : <RegisterFlow />}
        <p className="mt-6 text-center text-sm text-cocoa-700">
          {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
          <button
            type="button"
            onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}
            className="min-h-11 font-semibold text-accent-700 underline-offset-4 hover:underline"
          >
            {mode === 'login' ? 'Sign Up' : 'Login'}
          </button>
        </p>
        <p className="text-center text-xs text-cocoa-700">
          <Link to={paths.home} className="inline-flex min-h-11 items-center underline-offset-4 hover:underline">
            Back to the shop
          </Link>
        </p>
      </AuthCard>
    </GuestOnly>
  );
}
