import gazetteer from './gazetteer-my.json' with { type: 'json' };
import { foldPlaceName as fold } from '@shop/contract';
import { MAX_SUGGESTIONS, type AddressSuggestion, type Geocoder, type LatLng } from './types.ts';

/** [name, state, lat, lng, postcodes, approx] as written by scripts/build-gazetteer.ts. */
export type Place = [string, string, number, number, string[], 0 | 1];

interface Entry {
  name: string;
  state: string;
  lat: number;
  lng: number;
  postcodes: string[];
  key: string;
  id: string;
}

const slug = (s: string) => fold(s).replaceAll(' ', '-');

/**
 * The embedded provider: a Malaysian gazetteer of about 900 towns and localities and 2,900 postcodes
 * with state and coordinates, built from npm data packages (see scripts/build-gazetteer.ts).
 * Place ids are `gz:<town>--<state>` for a town and `pc:<postcode>` for a postcode.
 */
export function gazetteerGeocoder(): Geocoder {
  const entries: Entry[] = (gazetteer.places as Place[]).map(([name, state, lat, lng, postcodes]) => ({
    name,
    state,
    lat,
    lng,
    postcodes,
    key: fold(name),
    id: `gz:${slug(name)}--${slug(state)}`,
  }));
  const byId = new Map(entries.map((e) => [e.id, e]));
  const byPostcode = new Map<string, Entry>();
  for (const e of entries) for (const code of e.postcodes) if (!byPostcode.has(code)) byPostcode.set(code, e);
  const postcodes = [...byPostcode.keys()].sort();

  const townSuggestion = (e: Entry, prefix: string): AddressSuggestion => ({
    description: `${prefix}${e.name}, ${e.state}, Malaysia`,
    place_id: e.id,
  });

  /** Ranks exact > starts-with > a word starts-with > contains; larger towns (more postcodes) first. */
  const searchTowns = (text: string): Entry[] => {
    const q = fold(text);
    if (q.length < 3) return [];
    const scored: { e: Entry; score: number }[] = [];
    for (const e of entries) {
      let score = 0;
      if (e.key === q) score = 4;
      else if (e.key.startsWith(q)) score = 3;
      else if (` ${e.key}`.includes(` ${q}`)) score = 2;
      else if (e.key.includes(q) || fold(`${e.name} ${e.state}`).startsWith(q)) score = 1;
      if (score > 0) scored.push({ e, score });
    }
    return scored
      .sort(
        (a, b) => b.score - a.score || b.e.postcodes.length - a.e.postcodes.length || a.e.name.localeCompare(b.e.name),
      )
      .slice(0, MAX_SUGGESTIONS)
      .map((s) => s.e);
  };

  return {
    async suggest(input) {
      const text = input.trim();
      // A postcode (or its first digits) anywhere in the text names its town.
      const digits = /\b(\d{3,5})\b/.exec(text)?.[1];
      if (digits) {
        const codes = postcodes.filter((c) => c.startsWith(digits)).slice(0, MAX_SUGGESTIONS);
        if (codes.length) {
          const street = digits.length === 5 ? text.slice(0, text.indexOf(digits)).replace(/[,\s]+$/, '') : '';
          return codes.map((code) => {
            const e = byPostcode.get(code)!;
            return {
              description: `${street ? `${street}, ` : ''}${code} ${e.name}, ${e.state}, Malaysia`,
              place_id: `pc:${code}`,
            };
          });
        }
      }
      const direct = searchTowns(text);
      if (direct.length) return direct.map((e) => townSuggestion(e, ''));
      // '12 Jalan SS 2/24, Petaling Jaya': keep the street, suggest the town of the last part that matches.
      const parts = text
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      for (let i = parts.length - 1; i > 0; i--) {
        const found = searchTowns(parts[i]!);
        if (found.length) return found.map((e) => townSuggestion(e, `${parts.slice(0, i).join(', ')}, `));
      }
      return [];
    },
    async locate(placeId): Promise<LatLng | null> {
      const e = placeId.startsWith('pc:') ? byPostcode.get(placeId.slice(3)) : byId.get(placeId);
      return e ? { lat: e.lat, lng: e.lng } : null;
    },
  };
}
