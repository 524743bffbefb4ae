import type { AppConfig } from '@nuzul/shared/app-config';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../app/api-client';

/**
 * The tile server when the API does not say (GET /app-config names the deployment's, whose
 * origin the API's content security policy allows in img-src).
 */
export const DEFAULT_MAP_TILE_URL: string =
  import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '© OpenStreetMap contributors';

/** The maps' height in px (their loading placeholder has it too). */
export const MAP_HEIGHT = 320;

export interface MapTiles {
  url: string;
  attribution: string;
}

/** The tile server of this deployment; undefined while the setting loads. */
export function useMapTiles(): MapTiles | undefined {
  const query = useQuery<AppConfig>({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => apiGet<AppConfig>('/app-config', { signal, silent: true }),
    staleTime: 5 * 60 * 1000,
  });
  if (query.isPending) return undefined;
  return {
    url: query.data?.mapTileUrl || DEFAULT_MAP_TILE_URL,
    attribution: query.data?.mapAttribution || DEFAULT_MAP_ATTRIBUTION,
  };
}
