import { z } from 'zod';
import { getJson } from './http.ts';
import { GeocoderUnavailableError, MAX_SUGGESTIONS, type Geocoder } from './types.ts';

const Autocomplete = z.object({
  status: z.string(),
  predictions: z.array(z.object({ description: z.string(), place_id: z.string() })).default([]),
  error_message: z.string().optional(),
});
const Geocode = z.object({
  status: z.string(),
  results: z
    .array(z.object({ geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }) }))
    .default([]),
});

/**
 * Google Places Autocomplete and the Geocoding API by place_id (the location at results[0].geometry.location),
 * called from the server so the key never reaches the browser. Results are limited to Malaysia.
 */
export function googleGeocoder(options: {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  language?: string;
}): Geocoder {
  const url = (pathname: string, params: Record<string, string>) => {
    const u = new URL(pathname, options.baseUrl);
    for (const [k, v] of Object.entries({ ...params, key: options.apiKey, language: options.language ?? 'en' }))
      u.searchParams.set(k, v);
    return u;
  };
  const ok = (status: string) => status === 'OK' || status === 'ZERO_RESULTS';
  return {
    async suggest(input) {
      const body = Autocomplete.safeParse(
        await getJson(url('/maps/api/place/autocomplete/json', { input, components: 'country:my' }), options.timeoutMs),
      );
      if (!body.success || !ok(body.data.status))
        throw new GeocoderUnavailableError(`Places autocomplete failed: ${body.data?.status ?? 'bad answer'}`);
      return body.data.predictions
        .slice(0, MAX_SUGGESTIONS)
        .map((p) => ({ description: p.description, place_id: p.place_id }));
    },
    async locate(placeId) {
      const body = Geocode.safeParse(
        await getJson(url('/maps/api/geocode/json', { place_id: placeId }), options.timeoutMs),
      );
      if (!body.success) throw new GeocoderUnavailableError('Geocoding answered an unexpected shape');
      if (body.data.status === 'INVALID_REQUEST' || body.data.status === 'NOT_FOUND') return null;
      if (!ok(body.data.status)) throw new GeocoderUnavailableError(`Geocoding failed: ${body.data.status}`);
      return body.data.results[0]?.geometry.location ?? null;
    },
  };
}
