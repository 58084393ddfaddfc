import { Search } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { lazyWithQueries } from '../../../shared/lazy-with-queries.ts';
import { paths } from '../../../shared/paths.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';

// Fetched on the first open, not with the home route.
const SearchOverlay = lazyWithQueries(async () => (await import('./search-overlay.tsx')).SearchOverlay);

/**
 * The header's search icon; focus comes back to it when the overlay closes. Before the page has
 * hydrated, it submits a plain form to the collection instead, whose search box
 * works without the script, so the tap is never lost.
 */
export function SearchButton() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted, so the overlay keeps its state between opens as before.
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <form action={paths.collection} className="contents">
        <button
          ref={buttonRef}
          type={hydrated ? 'button' : 'submit'}
          onClick={() => {
            setOpen(true);
            setOpened(true);
          }}
          aria-haspopup={hydrated ? 'dialog' : undefined}
          aria-expanded={hydrated ? open : undefined}
          className="flex size-11 items-center justify-center rounded-full hover:bg-cream-200"
          aria-label="Search products"
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
