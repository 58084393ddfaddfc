import { Search } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

// Fetched on the first open, not with the home route.
const SearchOverlay = lazy(() => import('./search-overlay.tsx').then((m) => ({ default: m.SearchOverlay })));

/** The header's search icon; focus comes back to it when the overlay closes. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted, so the overlay keeps its state between opens as before.
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="flex size-11 items-center justify-center rounded-full hover:bg-cream-200"
        aria-label="Search products"
      >
        <Search aria-hidden="true" />
      </button>
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
