import { formatCount } from '@shop/contract';
import { ArrowRight, Search, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/i18n/react.tsx';
import { ProductGrid } from '../../catalog/components/product-grid.tsx';
import { reportCorrection, reportOpened } from '../api/search-events.ts';
import { DidYouMean } from './did-you-mean.tsx';
import { searchPagePath, type OverlaySearch } from './use-overlay-search.ts';

/** Product names to search for instead, one press each. */
export function SearchSuggestions({ search, titleId }: { search: OverlaySearch; titleId: string }) {
  const { t } = useTranslation('search');
  const { answer } = search;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="text-cocoa-700 mb-3 font-sans text-xs font-semibold tracking-[0.2em] uppercase">
        {t('searchOverlay.suggestions')}
      </h3>
      {answer === undefined ? null : answer.suggestions.length === 0 ? (
        <p className="text-cocoa-700 text-sm">{t('searchOverlay.noSuggestionsFound')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2 md:block md:space-y-1">
          {answer.suggestions.map((s) => (
            <li key={s.name}>
              <button
                type="button"
                onClick={() => search.pick(s.name)}
                className="border-cocoa-900/15 hover:bg-cream-200 flex min-h-11 items-center gap-2 rounded-full border bg-white px-3 text-left text-sm md:w-full md:rounded-lg md:border-0 md:bg-transparent md:px-2"
              >
                <Search aria-hidden="true" className="text-cocoa-500 size-4 shrink-0" />
                {s.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The best matches, announced as they change; none found offers a correction when there is one. */
export function SearchResults({ search }: { search: OverlaySearch }) {
  const { t } = useTranslation('search');
  const { answer, query } = search;
  return (
    <section aria-label={t('searchOverlay.results')} aria-live="polite" aria-busy={search.result.isFetching}>
      {answer === undefined ? (
        <ProductGrid products={undefined} loading skeletons={3} columns="grid-cols-3" />
      ) : answer.products.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <div className="bg-cream-200 text-cocoa-500 flex size-20 items-center justify-center rounded-full">
            <SearchX aria-hidden="true" className="size-9" />
          </div>
          <p className="font-display text-2xl font-semibold">{t('searchOverlay.noResultsFound')}</p>
          <p className="text-cocoa-700">{t('searchOverlay.trySearchingWithDifferentKeywords')}</p>
          {answer.correction && (
            <DidYouMean
              correction={answer.correction}
              onPick={(text) => {
                reportCorrection(query, text);
                search.pick(text);
              }}
            />
          )}
        </div>
      ) : (
        <Matches search={search} answer={answer} />
      )}
    </section>
  );
}

function Matches({ search, answer }: { search: OverlaySearch; answer: NonNullable<OverlaySearch['answer']> }) {
  const { t } = useTranslation('search');
  const { query, close } = search;
  const more = answer.totalProducts > answer.products.length;
  return (
    <>
      <p className="text-cocoa-700 mb-4 text-sm">
        {formatCount(answer.totalProducts)}{' '}
        {answer.totalProducts === 1 ? t('searchOverlay.result') : t('searchOverlay.results2')} {t('searchOverlay.for')}
        {query}”{more && t('searchOverlay.showingTheBestV1', { v1: answer.products.length })}
      </p>
      {more && (
        <Link
          to={searchPagePath(query)}
          onClick={close}
          className="bg-cocoa-900 text-cream hover:bg-cocoa-700 mb-4 inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold"
        >
          {t('searchOverlay.seeAllResults')}
          <span className="sr-only">
            {' '}
            {t('searchOverlay.for')}
            {query}”
          </span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
      <ProductGrid
        products={answer.products}
        loading={false}
        columns="grid-cols-3"
        onNavigate={() => {
          reportOpened(query);
          close();
        }}
      />
    </>
  );
}
