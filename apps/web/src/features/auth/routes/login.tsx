import { loginAction } from '../auth-actions.server.ts';
import { useSearchParams, type ActionFunctionArgs, type MetaArgs } from 'react-router';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { privatePageMeta, siteOf } from '../../../shared/seo.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { GuestOnly } from '../components/guest-only.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { safeRedirect } from '../redirect.ts';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';

export const handle: I18nHandle = { i18n: ['auth'] };

/** The form's POST, with or without the page's scripts (see auth-actions.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  return loginAction(request, context.api);
}

// A page of one shopper: titled, and kept out of search results.
export const meta = ({ matches }: MetaArgs) =>
  privatePageMeta(siteOf(matches), siteOf(matches).t('common:meta.login'), '/login');

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const asked = params.get('redirect');
  return (
    <GuestOnly>
      <AuthCard title={t('login.login')} subtitle={asked ? t('login.subtitleAsked') : t('login.subtitle')}>
        <LoginForm />
        <p className="text-cocoa-700 mt-6 text-center text-sm">
          {t('login.donTHaveAnAccount')}{' '}
          <Link
            to={asked ? `${paths.register}?redirect=${encodeURIComponent(safeRedirect(asked))}` : paths.register}
            className="text-accent-700 font-semibold underline-offset-4 hover:underline"
          >
            {t('login.signUp')}
          </Link>
        </p>
      </AuthCard>
    </GuestOnly>
  );
}
