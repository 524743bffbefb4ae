import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfigResponse } from '@nuzul/shared/app-config';

/** Public settings of this deployment that the web app needs (no secrets). */
export const appConfigRoutes: FastifyPluginAsyncZod<{
  map: { tileUrl: string; attribution: string };
}> = async (app, { map }) => {
  app.get(
    '/app-config',
    {
      schema: {
        tags: ['health'],
        summary: 'Public settings for the web app',
        response: { 200: appConfigResponse },
      },
    },
    (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: { mapTileUrl: map.tileUrl, mapAttribution: map.attribution } };
    },
  );
};
