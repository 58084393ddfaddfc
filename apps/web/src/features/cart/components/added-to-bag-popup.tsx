import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { closeAddedToBag, useAddedToBag } from '../added-to-bag-store.ts';
import { AddedToBagDetails, AddedToBagTitle } from './added-to-bag-details.tsx';
import { useTranslation } from 'react-i18next';

/**
 * After an add on the product page, the image, name, feature and quantity with 'View Bag (count)'
 * and 'Checkout (count)', both to /cart. A bottom sheet under 768 px, a top-right card above.
 * Focus moves into it, Tab and Shift+Tab cycle inside it (issue #10: dialogs trap focus), and it
 * returns where it was on close; the pointer may still use the page behind.
 */
export function AddedToBagPopup() {
  const { t } = useTranslation('cart');
  const added = useAddedToBag();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const openedAt = useRef(location.key);

  useEffect(() => {
    if (!added) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openedAt.current = location.key;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeAddedToBag();
      if (e.key === 'Tab') keepFocusInside(e, dialogRef.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus();
    };
    // Only a new add re-runs this; location is read to remember where the popup opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [added]);

  // Leaving the page (a link in the popup or anywhere else) closes it.
  useEffect(() => {
    if (added && location.key !== openedAt.current) closeAddedToBag();
  }, [added, location.key]);

  if (!added) return null;
  return (
    <>
      <div aria-hidden="true" className="bg-cocoa-900/30 fixed inset-0 z-40 md:hidden" onClick={closeAddedToBag} />
      <section
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="added-to-bag"
        className="ring-cocoa-900/10 fixed inset-x-0 bottom-0 z-50 rounded-t-3xl bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl ring-1 md:inset-x-auto md:top-20 md:right-6 md:bottom-auto md:w-96 md:rounded-2xl"
      >
        <div className="bg-cocoa-900/15 mx-auto mb-3 h-1.5 w-12 rounded-full md:hidden" aria-hidden="true" />
        <div className="flex items-center justify-between gap-2">
          <AddedToBagTitle id={titleId} />
          <button
            ref={closeRef}
            type="button"
            onClick={closeAddedToBag}
            aria-label={t('addedToBagPopup.close')}
            className="text-cocoa-700 hover:bg-cream-200 flex size-11 items-center justify-center rounded-full"
          >
            <X aria-hidden="true" />
          </button>
        </div>
        <AddedToBagDetails added={added} />
      </section>
    </>
  );
}

/** Tab past the last control wraps to the first, Shift+Tab before the first wraps to the last. */
function keepFocusInside(e: KeyboardEvent, container: HTMLElement | null) {
  if (!container) return;
  const controls = [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (e.shiftKey && (active === first || outside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || outside)) {
    e.preventDefault();
    first.focus();
  }
}
