// The module build/map-outline.ts makes at build time: the outline's shape is declared here, once, and
// that file names it MapOutline.
declare module 'virtual:map-outline' {
  import type { FeatureCollection, MultiPolygon } from 'geojson';
  const outline: FeatureCollection<MultiPolygon, { home: boolean }>;
  export default outline;
}
