import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogPostResponse, siteSettingsResponse } from '@nuzul/shared/cms';
import { dbIdParam } from '@nuzul/shared/validation';
import { PHOTO_MAX_BYTES } from '@nuzul/shared/listings';
import { actorOf } from '../../platform/auth';
import type { StoredObject } from '../../platform/storage';
import { readImageUpload } from '../photos/photos.module';
import type { BlogCoverService } from './blog-cover';
import type { SiteLogoService } from './site-logo';

interface ImageOptions {
  logo: SiteLogoService;
  covers: BlogCoverService;
}

/**
 * The site's logo and the blog posts' covers: uploaded through the image pipeline, removed,
 * served under /media.
 */
export const cmsImageRoutes: FastifyPluginAsyncZod<ImageOptions> = async (
  app,
  { logo, covers },
) => {
  app.addHook('onRequest', app.requireAuth);
  // One file per request; busboy stops reading at the size limit.
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 50 },
  });
  const tags = ['cms'];
  const security = [{ bearer: [] }];

  app.post(
    '/cms/site/logo',
    {
      schema: {
        tags,
        security,
        summary:
          "Uploads the site's logo (multipart field `file`, saved settings first): WebP variants 64 and 160 px high, shown whole",
        consumes: ['multipart/form-data'],
        response: { 200: siteSettingsResponse },
      },
    },
    async (request) => {
      const file = await readImageUpload(request);
      return { data: await logo.upload(actorOf(request), file) };
    },
  );
  app.delete(
    '/cms/site/logo',
    {
      schema: {
        tags,
        security,
        summary: "Removes the site's logo",
        response: { 200: siteSettingsResponse },
      },
    },
    async (request) => ({ data: await logo.remove(actorOf(request)) }),
  );

  const idParams = z.object({ id: dbIdParam });
  app.post(
    '/cms/blog/posts/:id/cover',
    {
      schema: {
        tags,
        security,
        summary:
          "Uploads a blog post's cover (multipart field `file`) by the photo rules: thumb, medium and large WebP",
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: blogPostResponse },
      },
    },
    async (request) => {
      const file = await readImageUpload(request);
      return { data: await covers.upload(actorOf(request), request.params.id, file) };
    },
  );
  app.delete(
    '/cms/blog/posts/:id/cover',
    {
      schema: {
        tags,
        security,
        summary: "Removes a blog post's cover",
        params: idParams,
        response: { 200: blogPostResponse },
      },
    },
    async (request) => ({ data: await covers.clear(actorOf(request), request.params.id) }),
  );
};

/**
 * Public logos and covers at /media/logos|blog-covers/<key>/<size>.webp, like photos: the
 * 128-bit random key is the capability, and a key's bytes never change.
 */
export const cmsMediaRoutes: FastifyPluginAsyncZod<ImageOptions> = async (
  app,
  { logo, covers },
) => {
  const serve = async (reply: FastifyReply, found: StoredObject) =>
    reply
      .header('content-type', found.contentType)
      .header('content-length', found.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(found.body);
  app.get(
    '/media/blog-covers/:key/:file',
    { schema: { tags: ['cms'], params: z.object({ key: z.string(), file: z.string() }) } },
    async (request, reply) =>
      serve(reply, await covers.open(request.params.key, request.params.file)),
  );
  app.get(
    '/media/logos/:key/:file',
    { schema: { tags: ['cms'], params: z.object({ key: z.string(), file: z.string() }) } },
    async (request, reply) =>
      serve(reply, await logo.open(request.params.key, request.params.file)),
  );
};
