import type { Config } from '../../config.ts';
import { gazetteerGeocoder } from './gazetteer.ts';
import { googleGeocoder } from './google.ts';
import { photonGeocoder } from './photon.ts';
import type { Geocoder } from './types.ts';

export * from './types.ts';

/** The embedded gazetteer by default; Google or a self-hosted Photon by configuration. */
export function createGeocoder(geo: Config['geocoder']): Geocoder {
  switch (geo.provider) {
    case 'google':
      return googleGeocoder({ apiKey: geo.googleApiKey, baseUrl: geo.googleBaseUrl, timeoutMs: geo.timeoutMs });
    case 'photon':
      return photonGeocoder({ baseUrl: geo.photonUrl, timeoutMs: geo.timeoutMs });
    default:
      return gazetteerGeocoder();
  }
}
