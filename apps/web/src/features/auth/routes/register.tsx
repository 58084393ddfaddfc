import { registerAction } from '../auth-actions.server.ts';
import { useState } from 'react';
import { useActionData, type ActionFunctionArgs, type MetaArgs } from 'react-router';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { privatePageMeta, siteOf } from '../../../shared/seo.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { GuestOnly } from '../components/guest-only.tsx';
import { modeAfter, RegisterFlow, type Mode } from '../components/register-flow.tsx';
import type { RegisterResult } from '../form-results.ts';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';

export const handle: I18nHandle = { i18n: ['auth'] };

/** The form's POST, with or without the page's scripts (see auth-actions.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  return registerAction(request, context.api);
}

// A page of one shopper: titled, and kept out of search results.
export const meta = ({ matches }: MetaArgs) =>
  privatePageMeta(siteOf(matches), siteOf(matches).t('common:meta.register'), '/register');

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  // Each step has its line under the title (`auth:register.subtitles.<step>`); a step posted without
  // scripts comes back as the action's data.
  const [mode, setMode] = useState<Mode>(modeAfter(useActionData<RegisterResult>()));
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
