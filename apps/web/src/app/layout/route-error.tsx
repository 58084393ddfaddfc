import { isRouteErrorResponse } from 'react-router';
import { Link } from '../../shared/i18n/react.tsx';
import { useTranslation } from 'react-i18next';

/** The last line of defence: a screen with a way back instead of a blank page. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : '';
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold">{t('routeError.title')}</h1>
      <p className="text-cocoa-700 mt-4">{t('routeError.body')}</p>
      {message && <p className="text-cocoa-500 mt-2 text-sm">{message}</p>}
      <Link
        to="/"
        className="bg-cocoa-900 text-cream mt-8 inline-flex min-h-11 items-center rounded-full px-6 text-sm font-semibold"
      >
        {t('notFound.home')}
      </Link>
    </div>
  );
}
