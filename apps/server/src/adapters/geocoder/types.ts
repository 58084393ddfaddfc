/** An address suggestion: its text and the place id it stands for. */
export interface AddressSuggestion {
  description: string;
  place_id: string;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** Address suggestions and geocoding, embedded or a production service, behind one interface. */
export interface Geocoder {
  suggest(input: string): Promise<AddressSuggestion[]>;
  /** null when the place id is unknown. */
  locate(placeId: string): Promise<LatLng | null>;
}

/** A production service that failed or timed out (the route answers 503, never 500). */
export class GeocoderUnavailableError extends Error {}

export const MAX_SUGGESTIONS = 5;
