import { Croissant } from 'lucide-react';
import { data, type MetaArgs } from 'react-router';
import { Link } from '../../shared/i18n/react.tsx';
import { paths } from '../../shared/paths.ts';
import { pageTitle, siteOf } from '../../shared/seo.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { useTranslation } from 'react-i18next';

export function NotFoundPage({ title }: { title?: string }) {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <EmptyState title={title ?? t('notFound.title')} icon={<Croissant aria-hidden="true" className="size-12" />}>
      <p className="text-cocoa-700 max-w-md">{t('notFound.body')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to={paths.home}
          className="bg-cocoa-900 text-cream inline-flex min-h-11 items-center rounded-full px-6 text-sm font-semibold"
        >
          {t('notFound.home')}
        </Link>
        <Link
          to={paths.collection}
          className="border-cocoa-900 inline-flex min-h-11 items-center rounded-full border px-6 text-sm font-semibold"
        >
          {t('notFound.collection')}
        </Link>
      </div>
    </EmptyState>
  );
}

/** The server-rendered title says "not found" in the page's language; search engines keep it out. */
export const meta = ({ matches }: MetaArgs) => {
  const site = siteOf(matches);
  return [{ title: pageTitle(site, site.t('common:notFound.documentTitle')) }, { name: 'robots', content: 'noindex' }];
};

/** Any path the route table does not know: the shop's not-found screen, answered with 404. */
export function loader(): never {
  // i18n-ignore: the response's status text; the not-found screen shows the catalogue's words
  throw data('Not found', { status: 404 });
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function UnknownPage() {
  return <NotFoundPage />;
}
