import { ArrowRight, Search, SearchX, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLang, useNavigate } from '../../../shared/i18n/react.tsx';
import { ProductGrid } from '../../catalog/components/product-grid.tsx';
import { formatCount } from '@shop/contract';
import { paths } from '../../../shared/paths.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { reportCorrection, reportOpened } from '../api/search-events.ts';
import { SEARCH_MIN_CHARS, useSearch } from '../api/search-products.ts';
import { DidYouMean } from './did-you-mean.tsx';
import { useTranslation } from 'react-i18next';

/** Every match for `text`, on the collection page. */
const searchPagePath = (text: string) => `${paths.collection}?${new URLSearchParams({ q: text })}`;

/** Search waits for a 500 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The full-screen search: a modal <dialog>, so the browser traps focus inside it while open
 * and Escape closes it; closing clears the text.
 */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('search');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const search = useSearch(query, useLang());
  const titleId = useId();
  const suggestionsId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Lock the page behind, as the service modal does.
      document.documentElement.style.overflow = 'hidden';
    }
    if (!open && dialog.open) dialog.close();
    return () => {
      document.documentElement.style.overflow = '';
    };
  }, [open]);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const close = () => {
    setText('');
    setQuery('');
    onClose();
  };

  const pick = (name: string) => {
    setText(name);
    setQuery(name);
  };

  const navigate = useNavigate();
  // Enter searches the whole shop on the collection page, with its filters, sort and Load More.
  const seeAll = () => {
    const wanted = text.trim();
    if (wanted.length < SEARCH_MIN_CHARS) return;
    close();
    void navigate(searchPagePath(wanted));
  };

  const ready = query.length >= SEARCH_MIN_CHARS;
  const answer = ready ? search.data : undefined;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      className="bg-cream text-cocoa-900 backdrop:bg-cocoa-900/40 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto p-0"
    >
      <h2 id={titleId} className="sr-only">
        {t('searchOverlay.searchProducts')}
      </h2>
      <div className="border-cocoa-900/10 bg-cream/95 sticky top-0 z-10 border-b backdrop-blur">
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-3 sm:px-6">
          <Search aria-hidden="true" className="text-cocoa-500 size-5 shrink-0" />
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            // A search box with text spends Escape on clearing itself; here Escape closes the overlay, as elsewhere.
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                close();
              } else if (e.key === 'Enter') {
                e.preventDefault();
                seeAll();
              }
            }}
            placeholder={t('searchOverlay.searchBreadsCakesTees')}
            aria-label={t('searchOverlay.searchProducts')}
            autoComplete="off"
            enterKeyHint="search"
            className="font-display placeholder:text-cocoa-500 min-h-12 min-w-0 flex-1 rounded-lg bg-transparent px-2 text-xl sm:text-2xl [&::-webkit-search-cancel-button]:appearance-none"
          />
          {search.isFetching && ready && <Spinner className="text-cocoa-500 size-5" />}
          <button
            type="button"
            onClick={close}
            aria-label={t('searchOverlay.closeSearch')}
            className="hover:bg-cream-200 flex size-11 shrink-0 items-center justify-center rounded-full"
          >
            <X aria-hidden="true" />
          </button>
        </div>
      </div>

      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        {!ready ? (
          <p className="text-cocoa-700 text-center text-sm">
            {t('searchOverlay.typeAtLeast')} {SEARCH_MIN_CHARS} {t('searchOverlay.lettersToSearchTheShop')}
          </p>
        ) : search.isError ? (
          <p role="alert" className="text-cocoa-900 text-center">
            {search.error.message}
          </p>
        ) : (
          <div className="grid gap-10 md:grid-cols-[14rem_1fr]">
            <section aria-labelledby={suggestionsId}>
              <h3
                id={suggestionsId}
                className="text-cocoa-700 mb-3 font-sans text-xs font-semibold tracking-[0.2em] uppercase"
              >
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
                        onClick={() => pick(s.name)}
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
            <section aria-label={t('searchOverlay.results')} aria-live="polite" aria-busy={search.isFetching}>
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
                        pick(text);
                      }}
                    />
                  )}
                </div>
              ) : (
                <>
                  <p className="text-cocoa-700 mb-4 text-sm">
                    {formatCount(answer.totalProducts)}{' '}
                    {answer.totalProducts === 1 ? t('searchOverlay.result') : t('searchOverlay.results2')}{' '}
                    {t('searchOverlay.for')}
                    {query}”
                    {answer.totalProducts > answer.products.length &&
                      t('searchOverlay.showingTheBestV1', { v1: answer.products.length })}
                  </p>
                  {answer.totalProducts > answer.products.length && (
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
              )}
            </section>
          </div>
        )}
      </div>
    </dialog>
  );
}
