import { LATITUDE_MAX, LONGITUDE_MAX } from '@nuzul/shared/listings';
import type { LeafletEventHandlerFnMap, LeafletMouseEvent, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { MapFrame, markerIconBundled } from './location-map';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

interface LocationPickerProps {
  /** The typed coordinates; no pin while either is missing or out of range. */
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  countryCode: string | null | undefined;
  onPick: (coordinates: Coordinates) => void;
}

/** Saudi Arabia whole, where most properties are; elsewhere the world. */
const SAUDI_VIEW = { center: [23.9, 45.1] as [number, number], zoom: 5 };
const WORLD_VIEW = { center: [20, 0] as [number, number], zoom: 2 };
const PIN_ZOOM = 15;

/** Six decimals are about 10 cm: finer than any pin. */
const round = (degrees: number): number => Math.round(degrees * 1e6) / 1e6;

function inRange(latitude: unknown, longitude: unknown): [number, number] | undefined {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  if (Math.abs(latitude) > LATITUDE_MAX || Math.abs(longitude) > LONGITUDE_MAX) return undefined;
  return [latitude, longitude];
}

/** A click anywhere on the map puts the pin there (wrapped longitudes come back in range). */
function ClickToPick({ onPick }: { onPick: LocationPickerProps['onPick'] }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) => {
      const { lat, lng } = event.latlng.wrap();
      onPick({ latitude: round(lat), longitude: round(lng) });
    },
  });
  return null;
}

/** Typed coordinates outside the view bring the map to them. */
function FollowPin({ position }: { position: [number, number] | undefined }) {
  const map = useMap();
  const [latitude, longitude] = position ?? [];
  useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    if (!map.getBounds().contains([latitude, longitude])) map.panTo([latitude, longitude]);
  }, [map, latitude, longitude]);
  return null;
}

/**
 * The Location step's map: a click or a dragged pin sets the coordinates, and typed ones move
 * the pin. Without tiles the map stays grey and still sets a position.
 */
export function LocationPicker({ latitude, longitude, countryCode, onPick }: LocationPickerProps) {
  const { t } = useTranslation('listings');
  const position = inRange(latitude, longitude);
  // The first view only: later the map follows the pin without jumping.
  const initial = useMemo(
    () =>
      position !== undefined
        ? { center: position, zoom: PIN_ZOOM }
        : countryCode === 'SA' || !countryCode
          ? SAUDI_VIEW
          : WORLD_VIEW,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the view is set once, on mount
    [],
  );
  const dragHandlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const { lat, lng } = (event.target as LeafletMarker).getLatLng().wrap();
        onPick({ latitude: round(lat), longitude: round(lng) });
      },
    }),
    [onPick],
  );

  return (
    <MapFrame center={initial.center} zoom={initial.zoom} testId="location-map">
      <ClickToPick onPick={onPick} />
      <FollowPin position={position} />
      {position !== undefined && (
        <Marker
          position={position}
          icon={markerIconBundled}
          draggable
          eventHandlers={dragHandlers}
          title={t('map.pin')}
          alt={t('map.pin')}
        />
      )}
    </MapFrame>
  );
}
