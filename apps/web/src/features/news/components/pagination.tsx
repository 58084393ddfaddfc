import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { pageWindow } from '../news-text.ts';
import { useTranslation } from 'react-i18next';

export const newsPageHref = (page: number) => (page <= 1 ? paths.news : `${paths.news}?page=${page}`);

const base =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition-colors';
const idle = `${base} border border-cocoa-900/15 bg-white text-cocoa-900 hover:border-cocoa-900`;
const disabled = `${base} border border-cocoa-900/10 text-cocoa-500 cursor-not-allowed`;

/** Previous, Next and numbered pages, shown only when there is more than one page. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation('news');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination.newsPages')} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={newsPageHref(Math.min(page - 1, totalPages))} className={idle} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('pagination.previous')}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('pagination.previous')}
        </span>
      )}
      <ul className="flex flex-wrap items-center gap-2">
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="text-cocoa-500 px-1">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={newsPageHref(p)}
                aria-label={t('pagination.page', { n: p })}
                aria-current={p === page ? 'page' : undefined}
                className={p === page ? `${base} bg-cocoa-900 text-cream` : idle}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < totalPages ? (
        <Link to={newsPageHref(page + 1)} className={idle} rel="next">
          {t('pagination.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {t('pagination.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </nav>
  );
}
