import { ADDRESS_REENABLE_MS, type LatLng } from '@shop/contract';
import { MapPin } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { geocodePlace, useAddressSuggestions } from '../api/address.ts';

const AddressMap = lazy(() => import('./address-map.tsx'));

interface AddressFieldProps {
  address: string;
  location: LatLng | null;
  onChange(address: string, location: LatLng | null): void;
}

/** Delivery address: an ARIA combobox with server suggestions, and a map preview once one is chosen. */
export function AddressField({ address, location, onChange }: AddressFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paused, setPaused] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const pickToken = useRef(0);

  // The picked text itself needs no suggestions.
  const suggestions = useAddressSuggestions(address, paused || address === picked);
  const list = open && !paused ? (suggestions.data ?? []) : [];

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
      if (token === pickToken.current) setError(e instanceof Error ? e.message : 'This address could not be found on the map.');
    } finally {
      if (token === pickToken.current) setLocating(false);
    }
  };

  return (
    <div className="space-y-3">
      <label htmlFor={id} className="block text-sm font-semibold text-cocoa-900">
        Delivery address <span aria-hidden="true" className="text-accent-700">*</span>
      </label>
      <div className="relative">
        <MapPin aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-cocoa-500" />
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={list.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          aria-required="true"
          autoComplete="street-address"
          placeholder="Street, area or postcode"
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
          className="h-12 w-full rounded-xl border border-cocoa-900/25 bg-white pr-10 pl-10 text-cocoa-900"
        />
        {(suggestions.isFetching || locating) && <Spinner className="absolute top-4 right-3 size-4 text-cocoa-500" />}
        <ul
          id={listId}
          role="listbox"
          aria-label="Address suggestions"
          className={`absolute inset-x-0 top-full z-10 mt-1 max-h-60 overflow-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-cocoa-900/10 ${list.length ? '' : 'hidden'}`}
        >
          {list.map((s, i) => (
            <li
              key={s.place_id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => void pick(s)}
              className={`flex min-h-11 cursor-pointer items-center px-4 text-sm text-cocoa-900 ${i === active ? 'bg-cream-200' : 'hover:bg-cream'}`}
            >
              {s.description}
            </li>
          ))}
        </ul>
      </div>
      {open && !paused && suggestions.isSuccess && suggestions.data.length === 0 && address.trim().length >= 3 && (
        <p className="text-sm text-cocoa-700">No matching places. You can still type your full address.</p>
      )}
      {suggestions.isError && <p className="text-sm text-cocoa-700">{suggestions.error.message}</p>}
      {error && <p className="text-sm text-accent-700">{error}</p>}
      {location && (
        <Suspense fallback={<div className="h-[200px] animate-pulse rounded-xl bg-cream-200" />}>
          <AddressMap location={location} label={address} />
        </Suspense>
      )}
    </div>
  );
}
