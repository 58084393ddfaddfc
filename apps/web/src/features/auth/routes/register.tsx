import { useState } from 'react';
import { type MetaArgs } from 'react-router';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { privatePageMeta, siteOf } from '../../../shared/seo.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { GuestOnly } from '../components/guest-only.tsx';
import { RegisterFlow } from '../components/register-flow.tsx';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';

export const handle: I18nHandle = { i18n: ['auth'] };

/** The sign-up's steps, each with its line under the title (`auth:register.subtitles.<step>`). */
type Step = 'email' | 'code' | 'details';

// A page of one shopper: titled, and kept out of search results.
export const meta = ({ matches }: MetaArgs) =>
  privatePageMeta(siteOf(matches), siteOf(matches).t('common:meta.register'), '/register');

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<Step>('email');
  return (
    <GuestOnly>
      <AuthCard title={t('register.signUp')} subtitle={t(`register.subtitles.${mode}`)}>
        <RegisterFlow onModeChange={setMode} />
        <p className="text-cocoa-700 mt-6 text-center text-sm">
          {t('register.alreadyHaveAnAccount')}{' '}
          <Link to={paths.login} className="text-accent-700 font-semibold underline-offset-4 hover:underline">
            {t('register.login')}
          </Link>
        </p>
      </AuthCard>
    </GuestOnly>
  );
}
