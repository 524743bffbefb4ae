import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Storage } from '../../platform/storage';
import { openVariant } from './photo-store';

export interface MediaRoutesOptions {
  storage: Storage;
}

/**
 * Public photo variants at /media/<key>/<variant>.webp. The 128-bit random key is the
 * capability (listings are shown to guests too), and a key's bytes never change, so the
 * answer may be cached for a year.
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, opts) => {
  app.get(
    '/media/:key/:file',
    {
      schema: {
        tags: ['photos'],
        params: z.object({ key: z.string(), file: z.string() }),
      },
    },
    async (request, reply) => {
      const found = await openVariant(opts.storage, request.params.key, request.params.file);
      return reply
        .header('content-type', found.contentType)
        .header('content-length', found.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(found.body);
    },
  );
};
