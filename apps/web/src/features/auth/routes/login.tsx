import { useSearchParams, type MetaArgs } from 'react-router';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { privatePageMeta, siteOf } from '../../../shared/seo.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { GuestOnly } from '../components/guest-only.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { safeRedirect } from '../redirect.ts';

// A page of one shopper: titled, and kept out of search results.
export const meta = ({ matches }: MetaArgs) => privatePageMeta(siteOf(matches), 'Login', '/login');

export default function LoginPage() {
  const [params] = useSearchParams();
  const asked = params.get('redirect');
  return (
    <GuestOnly>
      <AuthCard title="Login" subtitle={asked ? 'Please sign in to continue.' : 'Welcome back. Sign in to your account.'}>
        <LoginForm />
        <p className="mt-6 text-center text-sm text-cocoa-700">
          Don't have an account?{' '}
          <Link to={asked ? `${paths.register}?redirect=${encodeURIComponent(safeRedirect(asked))}` : paths.register} className="font-semibold text-accent-700 underline-offset-4 hover:underline">
            Sign Up
          </Link>
        </p>
      </AuthCard>
    </GuestOnly>
  );
}
