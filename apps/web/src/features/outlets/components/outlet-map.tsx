import { stateName, type Outlet } from '@shop/contract';
import { useLang } from '../../../shared/i18n/react.tsx';
import L from 'leaflet';
// Types only: react-leaflet-cluster loads the plugin itself; this brings in its L.MarkerCluster* typings.
import type {} from 'leaflet.markercluster';
import { useEffect, useMemo, useRef, useState } from 'react';
import { GeoJSON, MapContainer, Marker, Pane, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import type outlineData from 'virtual:map-outline';

interface OutletMapProps {
  outlets: Outlet[];
  tileUrl: string;
  attribution: string;
  /** The outlet to centre on; `focusKey` changes on every request, so a second click recentres too. */
  focus: { id: number; key: number } | null;
}

const PIN_SVG =
  '<svg viewBox="0 0 24 32" width="32" height="42" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" fill="#b4462b" stroke="#fbf6ee" stroke-width="1.5"/><circle cx="12" cy="12" r="4.5" fill="#fbf6ee"/></svg>';

/** An inline SVG pin: Leaflet's default PNG icon paths break once Vite fingerprints the assets. */
const pinIcon = L.divIcon({
  html: PIN_SVG,
  className: 'outlet-marker',
  iconSize: [32, 42],
  iconAnchor: [16, 42],
  popupAnchor: [0, -38],
});

function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  return L.divIcon({
    html: `<span class="flex size-11 items-center justify-center rounded-full border-2 border-cream bg-cocoa-900 text-sm font-semibold text-cream shadow-lg">${count}</span>`,
    className: 'outlet-cluster',
    iconSize: [44, 44],
  });
}

const FOCUS_ZOOM = 16;

function FocusOnOutlet({
  focus,
  markers,
  cluster,
}: {
  focus: OutletMapProps['focus'];
  markers: React.RefObject<Map<number, L.Marker>>;
  cluster: React.RefObject<L.MarkerClusterGroup | null>;
}) {
  const map = useMap();
  useEffect(() => {
    if (!focus) return;
    const marker = markers.current.get(focus.id);
    if (!marker) return;
    // Two outlets in one mall can still share a cluster at this zoom: let the cluster open to show it.
    // Listen first: a long zoom jump is not animated and fires 'moveend' inside setView.
    const reveal = () => {
      const group = cluster.current;
      if (group?.hasLayer(marker)) group.zoomToShowLayer(marker, () => marker.openPopup());
      else marker.openPopup();
    };
    map.once('moveend', reveal);
    map.setView(marker.getLatLng(), Math.max(map.getZoom(), FOCUS_ZOOM));
    return () => {
      map.off('moveend', reveal);
    };
  }, [focus, map, markers, cluster]);
  return null;
}

/**
 * Deeper than this the outline's kilometre of error would show (a coastal outlet's pin out at sea), so
 * the plain paper background takes over; at this zoom a pixel is ~1.2 km.
 */
const OUTLINE_MAX_ZOOM = 7;

/**
 * Counts up to `last`, one step per task: setting the whole map up at once is one long task, which on a
 * phone holds back every tap made meanwhile.
 */
function useStaged(last: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= last) return;
    const timer = setTimeout(() => setStage(stage + 1), 0);
    return () => clearTimeout(timer);
  }, [stage, last]);
  return stage;
}

/** The map's layers, added one per task after the map itself: the outline, the tiles, then the pins. */
const LAST_STAGE = 3;

/**
 * A chunk of its own (~15 KB gzip): the map and its pins never wait for it, and if it fails to arrive
 * they stay as they are, on the plain background.
 */
const loadOutline = () =>
  import('virtual:map-outline').then(
    (m) => m.default,
    () => null,
  );

/**
 * Land and sea under the tiles (Natural Earth, cut at build time: build/map-outline.ts). Online the
 * tiles cover it; without a tile server the shopper still sees Malaysia, its neighbours and the sea
 * around the pins instead of a blank panel.
 */
function Outline() {
  const map = useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const [zoom, setZoom] = useState(() => map.getZoom());
  const [outline, setOutline] = useState<typeof outlineData | null>(null);
  useEffect(() => {
    let live = true;
    void loadOutline().then((o) => live && setOutline(o));
    return () => {
      live = false;
    };
  }, []);
  // A country a task: the whole outline at once was one long task.
  const drawn = useStaged(outline?.features.length ?? 0);
  const shown = outline !== null && zoom <= OUTLINE_MAX_ZOOM;
  useEffect(() => {
    map.getContainer().classList.toggle('outlet-map-sea', shown);
  }, [map, shown]);
  if (!shown) return null;
  return (
    // Below the tile pane (200), so tiles that do load cover it.
    <Pane name="outline" style={{ zIndex: 150 }}>
      {outline.features.slice(0, drawn).map((country, i) => (
        <GeoJSON
          key={i}
          data={country}
          interactive={false}
          attribution="Natural Earth"
          style={
            country.properties.home
              ? { color: '#7d5a45', weight: 1, fillColor: '#f1dcb1', fillOpacity: 1 }
              : { color: '#cbbba3', weight: 0.8, fillColor: '#fbf6ee', fillOpacity: 1 }
          }
        />
      ))}
    </Pane>
  );
}

export default function OutletMap({ outlets, tileUrl, attribution, focus }: OutletMapProps) {
  const lang = useLang();
  const stage = useStaged(LAST_STAGE);
  const markers = useRef(new Map<number, L.Marker>());
  const cluster = useRef<L.MarkerClusterGroup | null>(null);
  const bounds = useMemo(
    () => (outlets.length ? L.latLngBounds(outlets.map((o) => [o.lat, o.lng] as L.LatLngTuple)) : null),
    [outlets],
  );
  return (
    <MapContainer
      {...(bounds
        ? { bounds, boundsOptions: { padding: [40, 40] as L.PointTuple, maxZoom: 14 } }
        : { center: [4.2105, 101.9758] as L.LatLngTuple, zoom: 6 })}
      // Without maxZoom the cluster layer throws when no tile layer has loaded (offline, tests).
      maxZoom={18}
      // A phone needs zoom 4 to show Penang and Sabah together.
      minZoom={4}
      // The outline's ~4,000 points drawn on a canvas, which costs less to build than as many SVG path points.
      preferCanvas
      scrollWheelZoom={false}
      // Leaflet's grey shows where tiles have not loaded: the sea under the outline, or paper (outlet-map.css).
      className="outlet-map size-full"
    >
      {stage >= 1 && <Outline />}
      {stage >= 2 && <TileLayer url={tileUrl} attribution={attribution} maxZoom={18} />}
      {stage >= LAST_STAGE && (
        <MarkerClusterGroup ref={cluster} iconCreateFunction={clusterIcon} showCoverageOnHover={false} chunkedLoading>
          {outlets.map((o) => (
            <Marker
              key={o.id}
              position={[o.lat, o.lng]}
              icon={pinIcon}
              title={o.title}
              alt={o.title}
              ref={(m) => {
                if (m) markers.current.set(o.id, m);
                else markers.current.delete(o.id);
              }}
            >
              <Popup autoPanPadding={[56, 24]}>
                <p className="font-display text-cocoa-900 !m-0 text-base font-semibold">{o.title}</p>
                <p className="text-cocoa-700 !mt-1 !mb-0 text-sm">
                  {o.address.street}, {o.address.zipcode} {o.address.city}, {stateName(o.address.state, lang)}
                </p>
              </Popup>
            </Marker>
          ))}
        </MarkerClusterGroup>
      )}
      <FocusOnOutlet focus={focus} markers={markers} cluster={cluster} />
    </MapContainer>
  );
}
