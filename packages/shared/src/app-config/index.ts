import { z } from 'zod';

/** Settings the web app reads from the server at start, so one deployment configures both. */
export const appConfigResponse = z.object({
  data: z.object({
    /** Leaflet tile URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png */
    mapTileUrl: z.string(),
    mapAttribution: z.string(),
  }),
});
export type AppConfig = z.infer<typeof appConfigResponse>['data'];
