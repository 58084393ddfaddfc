import { Search } from 'lucide-react';
import { useRef, useState } from 'react';
import { SearchOverlay } from './search-overlay.tsx';

/** The header's search icon; focus comes back to it when the overlay closes. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="flex size-11 items-center justify-center rounded-full hover:bg-cream-200"
        aria-label="Search products"
      >
        <Search aria-hidden="true" />
      </button>
      <SearchOverlay
        open={open}
        onClose={() => {
          setOpen(false);
          buttonRef.current?.focus();
        }}
      />
    </>
  );
}
