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
// Below this much room under the field, the list opens upwards if there is more room there.
const LIST_MIN_BELOW_PX = 176;

/**
 * Where the suggestions go: fixed to the viewport beside the field, so no scroll box around the
 * field (the service modal's body) can clip them, and as tall as the room on that side allows.
 */
function useListPlacement(field: RefObject<HTMLInputElement | null>, shown: boolean): CSSProperties | undefined {
  const [place, setPlace] = useState<CSSProperties>();
  useLayoutEffect(() => {
    const input = field.current;
    if (!shown || !input) return;
    const measure = () => {
      const box = input.getBoundingClientRect();
      // The on-screen keyboard of a phone shrinks the visual viewport, not the layout one.
      const height = window.visualViewport?.height ?? window.innerHeight;
      const below = height - box.bottom - 2 * LIST_GAP_PX;
      const above = box.top - 2 * LIST_GAP_PX;
      const up = below < LIST_MIN_BELOW_PX && above > below;
      setPlace({
        position: 'fixed',
        left: box.left,
        width: box.width,
        maxHeight: Math.max(0, Math.min(LIST_MAX_PX, up ? above : below)),
        ...(up ? { bottom: window.innerHeight - box.top + LIST_GAP_PX } : { top: box.bottom + LIST_GAP_PX }),
      });
    };
    measure();
    window.addEventListener('resize', measure);
    window.visualViewport?.addEventListener('resize', measure);
    // Captured: the scroll of any box around the field moves it.
    document.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.visualViewport?.removeEventListener('resize', measure);
      document.removeEventListener('scroll', measure, true);
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
      if (token === pickToken.current)
        setError(e instanceof Error ? e.message : 'This address could not be found on the map.');
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
