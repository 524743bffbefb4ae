import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, ZoomControl } from 'react-leaflet';
import { useLanguage } from '../../../app/use-language';
import { MAP_HEIGHT, useMapTiles } from './map-tiles';

// Leaflet guesses its marker images' address from its CSS; the bundled files are used instead.
export const markerIconBundled = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

interface MapFrameProps {
  center: [number, number];
  zoom: number;
  testId: string;
  children: ReactNode;
}

/**
 * A Leaflet map with the deployment's tiles and zoom buttons named in the interface language.
 * When tiles cannot load the grey map stays, and its marker and clicks still work.
 */
export function MapFrame({ center, zoom, testId, children }: MapFrameProps) {
  const { t } = useTranslation('listings');
  const { language, direction } = useLanguage();
  const tiles = useMapTiles();
  if (tiles === undefined) {
    return <Skeleton.Node active style={{ width: '100%', height: MAP_HEIGHT }} />;
  }
  return (
    <div
      data-testid={testId}
      // Leaflet lays its panes out left to right whatever the page direction.
      dir="ltr"
      style={{ height: MAP_HEIGHT, borderRadius: 12, overflow: 'hidden', isolation: 'isolate' }}
    >
      <MapContainer
        center={center}
        zoom={zoom}
        scrollWheelZoom={false}
        zoomControl={false}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer url={tiles.url} attribution={tiles.attribution} />
        <ZoomControl
          // Leaflet sets the titles once: a new language makes new buttons.
          key={language}
          // The buttons sit at the start of the line, as the page reads.
          position={direction === 'rtl' ? 'topright' : 'topleft'}
          zoomInTitle={t('map.zoomIn')}
          zoomOutTitle={t('map.zoomOut')}
        />
        {children}
      </MapContainer>
    </div>
  );
}

interface LocationMapProps {
  latitude: number;
  longitude: number;
  label: string;
}

/** The property on a map (loaded lazily with Leaflet); the address beside it says where. */
export function LocationMap({ latitude, longitude, label }: LocationMapProps) {
  return (
    <MapFrame center={[latitude, longitude]} zoom={15} testId="property-map">
      <Marker position={[latitude, longitude]} icon={markerIconBundled} title={label} alt={label} />
    </MapFrame>
  );
}
