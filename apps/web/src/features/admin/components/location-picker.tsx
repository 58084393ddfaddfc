import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import { useSettings } from '../../../shared/settings.ts';

// A CSS pin: Leaflet's default marker images do not survive the Vite build.
const pin = L.divIcon({
  className: '',
  html: '<span style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:#7a3e1d;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 22],
});

function ClickToPlace({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (e) => onPick(round(e.latlng.lat), round(e.latlng.lng)) });
  return null;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** Click the map (or drag the pin) to set an outlet's coordinates. */
export default function LocationPicker({
  lat,
  lng,
  onPick,
}: {
  lat: number;
  lng: number;
  onPick: (lat: number, lng: number) => void;
}) {
  const { mapTileUrl, mapAttribution } = useSettings();
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={13}
      maxZoom={18}
      className="ring-cocoa-900/10 h-72 w-full rounded-xl ring-1"
      scrollWheelZoom={false}
    >
      <TileLayer url={mapTileUrl} attribution={mapAttribution} maxZoom={18} />
      <ClickToPlace onPick={onPick} />
      <Marker
        position={[lat, lng]}
        icon={pin}
        draggable
        eventHandlers={{
          dragend: (e) => {
            const p = (e.target as L.Marker).getLatLng();
            onPick(round(p.lat), round(p.lng));
          },
        }}
      />
    </MapContainer>
  );
}
