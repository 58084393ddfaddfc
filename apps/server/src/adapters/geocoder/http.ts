import { GeocoderUnavailableError } from './types.ts';

/** GET a JSON document, with a timeout; any failure becomes GeocoderUnavailableError. */
export async function getJson(url: URL, timeoutMs: number, headers: Record<string, string> = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new GeocoderUnavailableError(
      `Geocoder request failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok) throw new GeocoderUnavailableError(`Geocoder answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new GeocoderUnavailableError('Geocoder answered something other than JSON');
  }
}
