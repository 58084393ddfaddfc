import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { MALAYSIA_OUTLINE, mapOutline, type Countries } from './map-outline.ts';

const require = createRequire(import.meta.url);
const world = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Countries;
const outline = mapOutline(world, MALAYSIA_OUTLINE);

/** Even-odd ray casting: is the point inside the ring? */
function inside([x, y]: [number, number], ring: Position[]): boolean {
  let hit = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}
const landAt = (point: [number, number]) =>
  outline.features.find((f) => f.geometry.coordinates.some((polygon) => inside(point, polygon[0]!)));

describe('the outlet map outline', () => {
  it('draws Malaysian land inland on the peninsula and Borneo, and the sea between them', () => {
    // The inland demo outlets (SS2 Petaling Jaya, Shah Alam, Ipoh), Kuala Lumpur, Kuching's hinterland
    // and inland Sabah. Coastal towns sit within the outline's kilometre of error, so they are not asked.
    for (const place of [
      [101.6218, 3.1189],
      [101.4895, 3.0721],
      [101.0785, 4.5963],
      [101.69, 3.14],
      [110.5, 1.3],
      [116.5, 5.5],
    ] as [number, number][]) {
      expect(landAt(place)?.properties.home, `Malaysian land at ${place.join(', ')}`).toBe(true);
    }
    expect(landAt([107.5, 6])).toBeUndefined(); // the South China Sea
    expect(landAt([100.5, 13.75])?.properties.home).toBe(false); // Bangkok, a neighbour's land
    expect(landAt([103.82, 1.35])?.properties.home).toBe(false); // Singapore
    expect(landAt([102, 0])?.properties.home).toBe(false); // Sumatra
  });

  it('holds Malaysia once, its neighbours, and nothing far outside the box', () => {
    expect(outline.features.filter((f) => f.properties.home)).toHaveLength(1);
    expect(outline.features.length).toBeGreaterThanOrEqual(5);
    const { west, east, south, north } = MALAYSIA_OUTLINE.box;
    for (const f of outline.features) {
      for (const [outer] of f.geometry.coordinates) {
        const xs = outer!.map((p) => p[0]!);
        const ys = outer!.map((p) => p[1]!);
        expect(Math.max(...xs)).toBeGreaterThanOrEqual(west);
        expect(Math.min(...xs)).toBeLessThanOrEqual(east);
        expect(Math.max(...ys)).toBeGreaterThanOrEqual(south);
        expect(Math.min(...ys)).toBeLessThanOrEqual(north);
      }
    }
  });

  it('rounds to the asked decimals, keeps rings closed, and stays small enough to ship with the map', () => {
    for (const f of outline.features) {
      for (const ring of f.geometry.coordinates.flat()) {
        expect(ring.length).toBeGreaterThanOrEqual(4);
        expect(ring[0]).toEqual(ring.at(-1));
        for (const [x, y] of ring) {
          expect(Math.round(x! * 100) / 100).toBe(x);
          expect(Math.round(y! * 100) / 100).toBe(y);
        }
      }
    }
    expect(JSON.stringify(outline).length).toBeLessThan(60_000);
  });
});
