import { Search } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { lazyWithQueries } from '../../../shared/lazy-with-queries.ts';
import { paths } from '../../../shared/paths.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { useLocalPath } from '../../../shared/i18n/react.tsx';
import { useTranslation } from 'react-i18next';

// Fetched on the first open, not with the home route.
const SearchOverlay = lazyWithQueries(async () => (await import('./search-overlay.tsx')).SearchOverlay);

/**
 * The header's search icon; focus comes back to it when the overlay closes. Before the page has
 * hydrated, it submits a plain form to the collection instead, whose search box
 * works without the script, so the tap is never lost.
 */
export function SearchButton() {
  const hydrated = useHydrated();
  const { t, i18n } = useTranslation('common');
  const local = useLocalPath();
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted, so the overlay keeps its state between opens as before.
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <form action={local(paths.collection)} className="contents">
        <button
          ref={buttonRef}
          type={hydrated ? 'button' : 'submit'}
          onClick={() => {
            // The overlay's words load beside its code: asked for only when it renders, they were a
            // second round trip after the code's (0.2 s on Slow 4G) before the first open showed.
            void i18n.loadNamespaces('search');
            setOpen(true);
            setOpened(true);
          }}
          aria-haspopup={hydrated ? 'dialog' : undefined}
          aria-expanded={hydrated ? open : undefined}
          className="hover:bg-cream-200 flex size-11 items-center justify-center rounded-full"
          aria-label={t('search.open')}
        >
          <Search aria-hidden="true" />
        </button>
      </form>
      {opened && (
        <Suspense fallback={null}>
          <SearchOverlay
            open={open}
            onClose={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
