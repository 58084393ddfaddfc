import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { SEARCH_MIN_CHARS } from '../api/search-products.ts';
import { SearchResults, SearchSuggestions } from './search-results.tsx';
import { useOverlaySearch, type OverlaySearch } from './use-overlay-search.ts';

/**
 * The full-screen search: a modal <dialog>, so the browser traps focus inside it while open
 * and Escape closes it; closing clears the text.
 */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('search');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const search = useOverlaySearch(onClose);
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

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        search.close();
      }}
      className="bg-cream text-cocoa-900 backdrop:bg-cocoa-900/40 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto p-0"
    >
      <h2 id={titleId} className="sr-only">
        {t('searchOverlay.searchProducts')}
      </h2>
      <SearchBar search={search} />

      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        {!search.ready ? (
          <p className="text-cocoa-700 text-center text-sm">
            {t('searchOverlay.typeAtLeast')} {SEARCH_MIN_CHARS} {t('searchOverlay.lettersToSearchTheShop')}
          </p>
        ) : search.result.isError ? (
          <p role="alert" className="text-cocoa-900 text-center">
            {search.result.error.message}
          </p>
        ) : (
          <div className="grid gap-10 md:grid-cols-[14rem_1fr]">
            <SearchSuggestions search={search} titleId={suggestionsId} />
            <SearchResults search={search} />
          </div>
        )}
      </div>
    </dialog>
  );
}

function SearchBar({ search }: { search: OverlaySearch }) {
  const { t } = useTranslation('search');
  const { text, setText, close, seeAll } = search;
  return (
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
        {search.result.isFetching && search.ready && <Spinner className="text-cocoa-500 size-5" />}
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
  );
}
