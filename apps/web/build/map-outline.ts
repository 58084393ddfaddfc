import type { Position } from 'geojson';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import type { GeometryCollection, Objects, Topology } from 'topojson-specification';
import type { Plugin } from 'vite';
import type outlineData from 'virtual:map-outline';

/**
 * The land the outlet map draws under its tiles, so that without a tile server (a laptop offline, a
 * blocked network) a shopper still sees the country and the sea around the pins instead of a blank
 * panel. It is cut at build time from Natural Earth (npm `world-atlas`), so nothing downloads at run time.
 */
export type MapOutline = typeof outlineData;

export interface OutlineOptions {
  /** Polygons whose outer ring reaches into this box are kept; the rest of the world is left out. */
  box: { west: number; east: number; south: number; north: number };
  /** The ISO 3166-1 numeric id of the shop's country, drawn in its own colour. */
  home: string;
  /** Points whose triangle with their neighbours is smaller than this (square degrees) are dropped. */
  minWeight: number;
  /** Decimal places kept of each coordinate. */
  decimals: number;
}

/**
 * Malaysia and its neighbours, as far as a phone at the map's widest zoom shows around the outlets, at
 * ~1 km: about 58 KB, 4,000 points. The map draws it only while zoomed out far enough for that detail
 * to be finer than a pixel or two.
 */
export const MALAYSIA_OUTLINE: OutlineOptions = {
  box: { west: 92, east: 127, south: -7, north: 14 },
  home: '458',
  minWeight: 0.003,
  decimals: 2,
};

/** world-atlas's countries, as read from its file. */
export type Countries = Topology<Objects>;

export function mapOutline(topology: Countries, { box, home, minWeight, decimals }: OutlineOptions): MapOutline {
  const simplified = simplify(presimplify(topology), minWeight);
  const countries = feature(simplified, simplified.objects.countries as GeometryCollection);
  const scale = 10 ** decimals;
  const round = (ring: Position[]): Position[] => {
    const out: Position[] = [];
    for (const [x, y] of ring) {
      const point = [Math.round(x! * scale) / scale, Math.round(y! * scale) / scale];
      const last = out.at(-1);
      if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
    }
    return out;
  };
  const reachesBox = (ring: Position[]) => {
    const xs = ring.map((p) => p[0]!);
    const ys = ring.map((p) => p[1]!);
    return (
      Math.max(...xs) >= box.west &&
      Math.min(...xs) <= box.east &&
      Math.max(...ys) >= box.south &&
      Math.min(...ys) <= box.north
    );
  };

  const features: MapOutline['features'] = [];
  for (const country of countries.features) {
    const geometry = country.geometry;
    if (geometry?.type !== 'Polygon' && geometry?.type !== 'MultiPolygon') continue;
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    const kept: Position[][][] = [];
    for (const rings of polygons) {
      if (!reachesBox(rings[0]!)) continue;
      const [outer, ...holes] = rings.map(round);
      // A ring needs three distinct corners and its closing point: an islet rounded to less is dropped.
      if (outer!.length < 4) continue;
      kept.push([outer!, ...holes.filter((hole) => hole.length >= 4)]);
    }
    if (kept.length === 0) continue;
    features.push({
      type: 'Feature',
      properties: { home: country.id === home },
      geometry: { type: 'MultiPolygon', coordinates: kept },
    });
  }
  return { type: 'FeatureCollection', features };
}

const VIRTUAL_ID = 'virtual:map-outline';

/** `import outline from 'virtual:map-outline'`: MALAYSIA_OUTLINE cut from world-atlas when the app is built. */
export function mapOutlinePlugin(): Plugin {
  return {
    name: 'map-outline',
    resolveId: (source) => (source === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      const file = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
      const outline = mapOutline(JSON.parse(readFileSync(file, 'utf8')) as Countries, MALAYSIA_OUTLINE);
      // Parsed as JSON rather than evaluated as an object literal: faster to start for data this size.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(outline))});`;
    },
  };
}
