// The module build/map-outline.ts makes at build time; its type is MapOutline there (an ambient module
// cannot import a relative path, so the shape is spelled out again).
declare module 'virtual:map-outline' {
  import type { FeatureCollection, MultiPolygon } from 'geojson';
  const outline: FeatureCollection<MultiPolygon, { home: boolean }>;
  export default outline;
}
