import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { Skeleton } from 'antd';
import { useMapTiles } from './map-tiles';

// Leaflet guesses its marker images' address from its CSS; the bundled files are used instead.
const markerIconBundled = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

interface LocationMapProps {
  latitude: number;
  longitude: number;
  label: string;
}

/**
 * The property on a map (loaded lazily with Leaflet). When tiles cannot load the grey map
 * and the marker stay, and the address beside it still says where the property is.
 */
export function LocationMap({ latitude, longitude, label }: LocationMapProps) {
  const tiles = useMapTiles();
  if (tiles === undefined) return <Skeleton.Node active style={{ width: '100%', height: 320 }} />;
  return (
    <div
      data-testid="property-map"
      // Leaflet lays its panes out left to right whatever the page direction.
      dir="ltr"
      style={{ height: 320, borderRadius: 12, overflow: 'hidden', isolation: 'isolate' }}
    >
      <MapContainer
        center={[latitude, longitude]}
        zoom={15}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer url={tiles.url} attribution={tiles.attribution} />
        <Marker
          position={[latitude, longitude]}
          icon={markerIconBundled}
          title={label}
          alt={label}
        />
      </MapContainer>
    </div>
  );
}
