import type { NewsItemResponse, NewsNeighbour } from '@shop/contract';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { isRouteErrorResponse, useParams, useRouteError, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { Link, useLang } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { NotFoundPage } from '../../../app/layout/not-found.tsx';
import { RouteError } from '../../../app/layout/route-error.tsx';
import { ApiError } from '../../../shared/api-client.ts';
import { found } from '../../../shared/loader.ts';
import { prefetched, prefetchedData } from '../../../shared/query-client.ts';
import { pageMeta, siteOf } from '../../../shared/seo.ts';
import { newsJsonLd } from '../../../shared/structured-data.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { newsItemQuery, useNewsItem } from '../api/get-news.ts';
import { NewsBody } from '../components/news-body.tsx';
import { NewsImage } from '../components/news-image.tsx';
import { newsPageHref } from '../components/pagination.tsx';
import { formatNewsDate, listPageOf, previewText } from '../news-text.ts';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';
import { langOfPath } from '../../../shared/i18n/lang.ts';

export const handle: I18nHandle = { i18n: ['news'] };

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const lang = langOfPath(new URL(request.url).pathname);
  const story = found(await context.shop.newsItem(id, lang));
  return prefetched([(client) => client.fetchQuery(newsItemQuery(id, lang, async () => story))]);
}

export const meta = ({ matches, loaderData, params, location }: MetaArgs<typeof loader>) => {
  const site = siteOf(matches);
  const lang = langOfPath(location.pathname);
  const item = prefetchedData<NewsItemResponse>(loaderData, newsItemQuery(params.id ?? '', lang).queryKey)?.item;
  if (!item)
    return pageMeta(site, {
      title: site.t('common:meta.storyMissingTitle'),
      description: site.t('common:meta.storyMissingDescription'),
      path: `/news/${params.id ?? ''}`,
      noindex: true,
    });
  return pageMeta(site, {
    title: item.title,
    description: previewText(item.description, 155),
    path: `/news/${item.id}`,
    image: item.image_url,
    type: 'article',
    jsonLd: [newsJsonLd(site, item)],
  });
};

export function ErrorBoundary() {
  const { t } = useTranslation('news');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundPage title={t('newsItem.weCouldNotFindThat')} />;
  return <RouteError error={error} />;
}

export default function NewsItemPage() {
  const { t } = useTranslation('news');
  const { id = '' } = useParams();
  const story = useNewsItem(id, useLang());
  const item = story.data?.item;

  if (story.isError) {
    if (story.error instanceof ApiError && story.error.status === 404) {
      return <NotFoundPage title={t('newsItem.weCouldNotFindThat')} />;
    }
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
        <p className="text-cocoa-900">
          {t('newsItem.errorFetchingNews')} {story.error.message}
        </p>
        <Button variant="secondary" onClick={() => void story.refetch()} loading={story.isFetching}>
          {t('newsItem.tryAgain')}
        </Button>
      </div>
    );
  }

  const backHref = story.data ? newsPageHref(listPageOf(story.data.position)) : newsPageHref(1);
  return (
    <article className="mx-auto max-w-3xl" aria-busy={story.isPending || undefined}>
      <Link
        to={backHref}
        className="text-cocoa-700 hover:text-cocoa-900 -ml-2 inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-semibold"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('newsItem.backToNewsAmpEvents')}
      </Link>
      {story.isPending || !item ? (
        <div className="mt-4 space-y-5" data-testid="news-item-skeleton">
          <Skeleton className="aspect-[16/9] rounded-3xl" />
          <Skeleton className="h-4 w-36" />
          <Skeleton className="h-10 w-4/5" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : (
        <>
          <div className="mt-4">
            <NewsImage url={item.image_url} alt={item.title} size="hero" eager />
          </div>
          <header className="mt-8">
            <time dateTime={item.date} className="text-accent-700 text-sm font-semibold tracking-widest uppercase">
              {formatNewsDate(item.date)}
            </time>
            <h1 className="text-cocoa-900 mt-3 text-3xl leading-tight font-semibold sm:text-5xl">{item.title}</h1>
          </header>
          <div className="mt-8">
            <NewsBody text={item.description} />
          </div>
          <nav
            aria-label={t('newsItem.moreStories')}
            className="border-cocoa-900/10 mt-14 grid gap-4 border-t pt-8 sm:grid-cols-2"
          >
            <NeighbourLink neighbour={story.data.previous} direction="previous" />
            <NeighbourLink neighbour={story.data.next} direction="next" />
          </nav>
        </>
      )}
    </article>
  );
}

function NeighbourLink({ neighbour, direction }: { neighbour: NewsNeighbour; direction: 'previous' | 'next' }) {
  const { t } = useTranslation('news');
  if (!neighbour) return <span className="hidden sm:block" />;
  const isNext = direction === 'next';
  return (
    <Link
      to={paths.newsItem(neighbour.id)}
      rel={isNext ? 'next' : 'prev'}
      className={`group ring-cocoa-900/10 flex min-h-11 flex-col gap-1 rounded-2xl bg-white p-5 ring-1 transition-shadow hover:shadow-md ${isNext ? 'sm:col-start-2 sm:items-end sm:text-right' : ''}`}
    >
      <span className="text-accent-700 inline-flex items-center gap-1 text-xs font-semibold tracking-widest uppercase">
        {!isNext && <ArrowLeft aria-hidden="true" className="size-3.5" />}
        {isNext ? t('newsItem.nextStory') : t('newsItem.previousStory')}
        {isNext && <ArrowRight aria-hidden="true" className="size-3.5" />}
      </span>
      <span className="font-display text-cocoa-900 text-lg font-semibold group-hover:underline">{neighbour.title}</span>
    </Link>
  );
}
