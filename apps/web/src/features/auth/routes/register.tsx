import { useState } from 'react';
import { type MetaArgs } from 'react-router';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { privatePageMeta, siteOf } from '../../../shared/seo.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { GuestOnly } from '../components/guest-only.tsx';
import { RegisterFlow } from '../components/register-flow.tsx';

const SUBTITLES = {
  email: 'Enter your email and we will send you a 6-digit code.',
  code: 'Check your inbox for the code.',
  details: 'Almost done: choose your name and a password.',
} as const;

// A page of one shopper: titled, and kept out of search results.
export const meta = ({ matches }: MetaArgs) => privatePageMeta(siteOf(matches), 'Register', '/register');

export default function RegisterPage() {
  const [mode, setMode] = useState<keyof typeof SUBTITLES>('email');
  return (
    <GuestOnly>
      <AuthCard title="Sign Up" subtitle={SUBTITLES[mode]}>
        <RegisterFlow onModeChange={setMode} />
        <p className="mt-6 text-center text-sm text-cocoa-700">
          Already have an account?{' '}
          <Link to={paths.login} className="font-semibold text-accent-700 underline-offset-4 hover:underline">
            Login
          </Link>
        </p>
      </AuthCard>
    </GuestOnly>
  );
}
