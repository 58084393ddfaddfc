import { ADDRESS_REENABLE_MS, type LatLng } from '@shop/contract';
import { MapPin } from 'lucide-react';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { geocodePlace, useAddressSuggestions } from '../api/address.ts';
import { useTranslation } from 'react-i18next';

const AddressMap = lazy(() => import('./address-map.tsx'));

const LIST_GAP_PX = 4;
const LIST_MAX_PX = 288;
// Room for two options at least, even when the on-screen keyboard leaves less under the field.
const LIST_MIN_PX = 96;

/**
 * Where the suggestions go: fixed to the viewport (no scroll box around the field, such as the
 * service modal's body, can clip them), always just below the field so they never cover its text.
 * The field moves without the list knowing: a scroll, a resize, the on-screen keyboard, or content
 * above it changing height (the centred modal re-centres), so every one of those re-measures.
 */
function useListPlacement(field: RefObject<HTMLInputElement | null>, shown: boolean): CSSProperties | undefined {
  const [place, setPlace] = useState<CSSProperties>();
  useLayoutEffect(() => {
    const input = field.current;
    if (!shown || !input) return;
    let frame = 0;
    const measure = () => {
      const box = input.getBoundingClientRect();
      // The on-screen keyboard of a phone shrinks the visual viewport, not the layout one.
      const viewport = window.visualViewport;
      const visibleBottom = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
      const top = box.bottom + LIST_GAP_PX;
      setPlace({
        position: 'fixed',
        left: box.left,
        width: box.width,
        top,
        maxHeight: Math.min(LIST_MAX_PX, Math.max(LIST_MIN_PX, visibleBottom - top - LIST_GAP_PX)),
      });
    };
    // Several moves in one frame (a scroll that resizes) cost one measurement.
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('resize', schedule);
    window.visualViewport?.addEventListener('resize', schedule);
    window.visualViewport?.addEventListener('scroll', schedule);
    // Captured: the scroll of any box around the field moves it.
    document.addEventListener('scroll', schedule, true);
    // Content that grows or shrinks around the field shifts it without any scroll or resize event.
    const resized = new ResizeObserver(schedule);
    resized.observe(input);
    resized.observe(document.body);
    const dialog = input.closest('dialog');
    if (dialog) resized.observe(dialog);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('resize', schedule);
      window.visualViewport?.removeEventListener('resize', schedule);
      window.visualViewport?.removeEventListener('scroll', schedule);
      document.removeEventListener('scroll', schedule, true);
    };
  }, [field, shown]);
  return shown ? place : undefined;
}

interface AddressFieldProps {
  address: string;
  location: LatLng | null;
  onChange(address: string, location: LatLng | null): void;
}

/** Delivery address: an ARIA combobox with server suggestions, and a map preview once one is chosen. */
export function AddressField({ address, location, onChange }: AddressFieldProps) {
  const { t } = useTranslation('service');
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paused, setPaused] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const pickToken = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);

  // The picked text itself needs no suggestions.
  const suggestions = useAddressSuggestions(address, paused || address === picked);
  const list = open && !paused ? (suggestions.data ?? []) : [];
  const placement = useListPlacement(inputRef, list.length > 0);

  // The option chosen with the arrows is scrolled into the list's view.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const pick = async (s: { description: string; place_id: string }) => {
    // The text changes to the pick; suggestions stay quiet for about 0.5 s meanwhile.
    setPaused(true);
    setTimeout(() => setPaused(false), ADDRESS_REENABLE_MS);
    setPicked(s.description);
    setOpen(false);
    setActive(-1);
    setError(null);
    onChange(s.description, null);
    const token = ++pickToken.current;
    setLocating(true);
    try {
      const at = await geocodePlace(s.place_id);
      if (token === pickToken.current) onChange(s.description, at);
    } catch (e) {
      if (token === pickToken.current) setError(e instanceof Error ? e.message : t('addressField.notOnTheMap'));
    } finally {
      if (token === pickToken.current) setLocating(false);
    }
  };

  return (
    <div className="space-y-3">
      <label htmlFor={id} className="text-cocoa-900 block text-sm font-semibold">
        {t('addressField.deliveryAddress')}{' '}
        <span aria-hidden="true" className="text-accent-700">
          *
        </span>
      </label>
      <div className="relative">
        <MapPin aria-hidden="true" className="text-cocoa-500 pointer-events-none absolute top-3 left-3 size-5" />
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={list.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          aria-required="true"
          autoComplete="street-address"
          placeholder={t('addressField.streetAreaOrPostcode')}
          value={address}
          onChange={(e) => {
            pickToken.current++;
            setLocating(false);
            onChange(e.target.value, null);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' && list.length) {
              e.preventDefault();
              setActive((a) => (a + 1) % list.length);
            } else if (e.key === 'ArrowUp' && list.length) {
              e.preventDefault();
              setActive((a) => (a <= 0 ? list.length - 1 : a - 1));
            } else if (e.key === 'Enter' && active >= 0 && list[active]) {
              e.preventDefault();
              void pick(list[active]);
            } else if (e.key === 'Escape' && list.length) {
              // Close the list, not the dialog around it.
              e.preventDefault();
              e.stopPropagation();
              setOpen(false);
            }
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          className="border-cocoa-900/25 text-cocoa-900 h-12 w-full rounded-xl border bg-white pr-10 pl-10"
        />
        {(suggestions.isFetching || locating) && <Spinner className="text-cocoa-500 absolute top-4 right-3 size-4" />}
        <ul
          id={listId}
          role="listbox"
          aria-label={t('addressField.addressSuggestions')}
          style={placement}
          className={`ring-cocoa-900/10 z-50 touch-pan-y overflow-y-auto overscroll-contain rounded-xl bg-white py-1 shadow-lg ring-1 ${list.length ? '' : 'hidden'}`}
        >
          {list.map((s, i) => (
            <li
              key={s.place_id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => void pick(s)}
              className={`text-cocoa-900 flex min-h-11 cursor-pointer items-center px-4 text-sm ${i === active ? 'bg-cream-200' : 'hover:bg-cream'}`}
            >
              {s.description}
            </li>
          ))}
        </ul>
      </div>
      {open && !paused && suggestions.isSuccess && suggestions.data.length === 0 && address.trim().length >= 3 && (
        <p className="text-cocoa-700 text-sm">{t('addressField.noMatchingPlacesYouCan')}</p>
      )}
      {suggestions.isError && <p className="text-cocoa-700 text-sm">{suggestions.error.message}</p>}
      {error && <p className="text-accent-700 text-sm">{error}</p>}
      {location && (
        <Suspense fallback={<div className="bg-cream-200 h-[200px] animate-pulse rounded-xl" />}>
          <AddressMap location={location} label={address} />
        </Suspense>
      )}
    </div>
  );
}
