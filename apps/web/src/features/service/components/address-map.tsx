import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@shop/contract';
import L from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { useSettings } from '../../../shared/settings.ts';

/** The delivery preview is 200 px high at zoom 15. */
export const MAP_PREVIEW_ZOOM = 15;

/** An inline SVG pin: Leaflet's default PNG icon paths break once Vite fingerprints the assets. */
const pin = L.divIcon({
  html: '<svg viewBox="0 0 24 32" width="32" height="42" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" fill="#b4462b" stroke="#fbf6ee" stroke-width="1.5"/><circle cx="12" cy="12" r="4.5" fill="#fbf6ee"/></svg>',
  className: 'delivery-marker',
  iconSize: [32, 42],
  iconAnchor: [16, 42],
});

function Recentre({ at }: { at: LatLng }) {
  const map = useMap();
  useEffect(() => {
    map.setView([at.lat, at.lng], MAP_PREVIEW_ZOOM);
  }, [map, at.lat, at.lng]);
  return null;
}

/** Loaded lazily with the delivery step. Without tiles (offline) the marker still shows on the plain background. */
export default function AddressMap({ location, label }: { location: LatLng; label: string }) {
  const { mapTileUrl, mapAttribution } = useSettings();
  return (
    <div data-testid="delivery-map" className="overflow-hidden rounded-xl">
      <MapContainer
        center={[location.lat, location.lng]}
        zoom={MAP_PREVIEW_ZOOM}
        maxZoom={19}
        scrollWheelZoom={false}
        className="h-[200px] w-full"
      >
        {mapTileUrl && <TileLayer url={mapTileUrl} attribution={mapAttribution} maxZoom={19} />}
        <Marker position={[location.lat, location.lng]} icon={pin} title={label} alt={label} />
        <Recentre at={location} />
      </MapContainer>
    </div>
  );
}
