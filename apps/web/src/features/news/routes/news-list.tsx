import { LIMITS } from '@shop/contract';
import { Newspaper } from 'lucide-react';
import { useSearchParams, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { Link, useLang } from '../../../shared/i18n/react.tsx';
import { prefetched } from '../../../shared/query-client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { pageMeta, siteOf } from '../../../shared/seo.ts';
import { newsListQuery, useNewsList } from '../api/get-news.ts';
import { NewsCard, NewsCardSkeleton } from '../components/news-card.tsx';
import { newsPageHref, Pagination } from '../components/pagination.tsx';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';
import { langOfPath } from '../../../shared/i18n/lang.ts';

export const handle: I18nHandle = { i18n: ['news'] };

/** `?page=` from the URL; anything that is not a page number means the first page. */
function pageFromParams(params: URLSearchParams): number {
  const raw = params.get('page');
  const n = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 ? n : 1;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = pageFromParams(url.searchParams);
  const lang = langOfPath(url.pathname);
  return prefetched([
    (client) =>
      client.fetchQuery(newsListQuery(page, lang, () => context.shop.newsList(page, LIMITS.newsPageSize, lang))),
  ]);
}

export { revalidateOnNewPath as shouldRevalidate } from '../../../shared/loader.ts';

export const meta = ({ matches, location }: MetaArgs<typeof loader>) => {
  const page = pageFromParams(new URLSearchParams(location.search));
  const site = siteOf(matches);
  return pageMeta(site, {
    title: page > 1 ? site.t('common:meta.newsPageTitle', { page }) : site.t('common:meta.newsTitle'),
    description: site.t('common:meta.newsDescription'),
    path: page > 1 ? `/news?page=${page}` : '/news',
  });
};

export default function NewsListPage() {
  const { t } = useTranslation('news');
  const [params] = useSearchParams();
  const page = pageFromParams(params);
  const news = useNewsList(page, useLang());

  return (
    <div>
      <header className="mx-auto mb-10 max-w-2xl text-center">
        <p className="text-accent-700 mb-2 text-xs font-semibold tracking-[0.25em] uppercase">
          {t('newsList.fromTheBakery')}
        </p>
        <h1 className="text-cocoa-900 text-4xl font-semibold sm:text-5xl">{t('newsList.newsAmpEvents')}</h1>
        <p className="text-cocoa-700 mt-3">{t('newsList.newBakesSeasonalSpecialsApparel')}</p>
      </header>

      {news.isError ? (
        <div
          role="alert"
          className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center"
        >
          <p className="text-cocoa-900">
            {t('newsList.errorFetchingNews')} {news.error.message}
          </p>
          <Button variant="secondary" onClick={() => void news.refetch()} loading={news.isFetching}>
            {t('newsList.tryAgain')}
          </Button>
        </div>
      ) : news.isPending ? (
        <div
          aria-busy="true"
          aria-label={t('newsList.loadingNews')}
          className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
        >
          {Array.from({ length: LIMITS.newsPageSize }, (_, i) => (
            <NewsCardSkeleton key={i} />
          ))}
        </div>
      ) : news.data.items.length === 0 ? (
        <EmptyState
          title={news.data.totalPages === 0 ? t('newsList.noNewsYet') : t('newsList.thereIsNoPageV1', { v1: page })}
          icon={<Newspaper aria-hidden="true" className="size-12" />}
        >
          <p className="text-cocoa-700 max-w-md">
            {news.data.totalPages === 0
              ? t('newsList.ourFirstStoriesAreStill')
              : t('newsList.theNewsGoesUpTo', { v1: news.data.totalPages })}
          </p>
          {news.data.totalPages > 0 && (
            <Link
              to={newsPageHref(news.data.totalPages)}
              className="bg-cocoa-900 text-cream inline-flex min-h-11 items-center rounded-full px-6 text-sm font-semibold"
            >
              {t('newsList.goToTheLastPage')}
            </Link>
          )}
        </EmptyState>
      ) : (
        <>
          <div
            className={`grid gap-6 transition-opacity md:grid-cols-2 lg:grid-cols-3 ${news.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={news.isPlaceholderData || undefined}
          >
            {news.data.items.map((item, i) => (
              <NewsCard key={item.id} item={item} eager={i < 3} />
            ))}
          </div>
          <Pagination page={page} totalPages={news.data.totalPages} />
        </>
      )}
    </div>
  );
}
