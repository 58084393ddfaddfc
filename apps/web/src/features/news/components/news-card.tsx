import type { NewsItem } from '@shop/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { formatNewsDate, previewText } from '../news-text.ts';
import { NewsImage } from './news-image.tsx';
import { useTranslation } from 'react-i18next';

export function NewsCard({ item, eager }: { item: NewsItem; eager: boolean }) {
  const { t } = useTranslation('news');
  const titleId = `news-${item.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="group ring-cocoa-900/5 flex flex-col overflow-hidden rounded-3xl bg-white p-3 shadow-sm ring-1 transition-shadow hover:shadow-md"
      data-testid="news-card"
    >
      <NewsImage url={item.image_url} alt={item.title} size="card" eager={eager} />
      <div className="flex flex-1 flex-col px-2 pt-4 pb-2">
        <time dateTime={item.date} className="text-accent-700 text-xs font-semibold tracking-widest uppercase">
          {formatNewsDate(item.date)}
        </time>
        <h2 id={titleId} className="text-cocoa-900 mt-2 text-xl leading-snug font-semibold">
          {item.title}
        </h2>
        <p className="text-cocoa-700 mt-2 flex-1 text-sm leading-relaxed">{previewText(item.description)}</p>
        <Link
          to={paths.newsItem(item.id)}
          className="text-cocoa-900 hover:text-accent-700 mt-4 inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold underline-offset-4 hover:underline"
        >
          {/* The story's title is part of the link's text, not only its label, so search engines and
              screen readers read the same words, and no page lists a row of bare "Read More" links. */}
          {t('newsCard.readMore')}
          <span className="sr-only">
            {' '}
            {t('newsCard.about')} {item.title}
          </span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </article>
  );
}

export function NewsCardSkeleton() {
  return (
    <div className="ring-cocoa-900/5 rounded-3xl bg-white p-3 ring-1" data-testid="news-card-skeleton">
      <Skeleton className="aspect-[3/2] rounded-2xl" />
      <div className="space-y-3 px-2 pt-4 pb-2">
        <Skeleton className="h-3 w-28" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
