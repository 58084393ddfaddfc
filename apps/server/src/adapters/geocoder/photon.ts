import { z } from 'zod';
import { getJson } from './http.ts';
import { GeocoderUnavailableError, MAX_SUGGESTIONS, type Geocoder } from './types.ts';

const Feature = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z
    .object({
      name: z.string().optional(),
      housenumber: z.string().optional(),
      street: z.string().optional(),
      postcode: z.string().optional(),
      city: z.string().optional(),
      state: z.string().optional(),
      country: z.string().optional(),
    })
    .loose(),
});
const Answer = z.object({ features: z.array(Feature) });

/** Peninsular and East Malaysia, so a self-hosted world-wide Photon answers for Malaysia only. */
const MALAYSIA_BBOX = '99.6,0.8,119.3,7.4';

/**
 * A self-hosted Photon (OpenStreetMap) server. Photon answers coordinates with each suggestion, so the
 * place id carries them (`ph:<lat>,<lng>`) and resolving it needs no second request.
 */
export function photonGeocoder(options: { baseUrl: string; timeoutMs: number }): Geocoder {
  return {
    async suggest(input) {
      const u = new URL('/api', options.baseUrl);
      u.searchParams.set('q', input);
      u.searchParams.set('limit', String(MAX_SUGGESTIONS));
      u.searchParams.set('lang', 'en');
      u.searchParams.set('bbox', MALAYSIA_BBOX);
      const body = Answer.safeParse(await getJson(u, options.timeoutMs));
      if (!body.success) throw new GeocoderUnavailableError('Photon answered an unexpected shape');
      return body.data.features.map((f) => {
        const p = f.properties;
        const street = [p.housenumber, p.street].filter(Boolean).join(' ');
        const parts = [p.name, street, [p.postcode, p.city].filter(Boolean).join(' '), p.state, p.country];
        const description = [...new Set(parts.filter((x): x is string => Boolean(x && x.trim())))].join(', ');
        const [lng, lat] = f.geometry.coordinates;
        return { description, place_id: `ph:${lat.toFixed(6)},${lng.toFixed(6)}` };
      });
    },
    async locate(placeId) {
      const m = /^ph:(-?\d{1,2}\.\d+),(-?\d{1,3}\.\d+)$/.exec(placeId);
      if (!m) return null;
      const lat = Number(m[1]);
      const lng = Number(m[2]);
      return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
    },
  };
}
