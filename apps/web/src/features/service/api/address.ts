import { ADDRESS_DEBOUNCE_MS, ADDRESS_MIN_CHARS, type LatLng } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

/** Suggestions only from 3 characters, after a 500 ms pause; `paused` suppresses them. */
export function useAddressSuggestions(text: string, paused: boolean) {
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const id = setTimeout(() => setDebounced(text.trim()), ADDRESS_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [text]);
  const enabled = !paused && debounced.length >= ADDRESS_MIN_CHARS && debounced === text.trim();
  return useQuery({
    queryKey: ['address-suggestions', debounced],
    queryFn: async ({ signal }) =>
      (await api.post('/api/general/generateMapList', { input: debounced }, lazySchema((c) => c.MapListResponse), { signal })).data.data,
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export async function geocodePlace(placeId: string): Promise<LatLng> {
  return (await api.post('/api/general/geocode', { place_id: placeId }, lazySchema((c) => c.GeocodeResponse))).location;
}
