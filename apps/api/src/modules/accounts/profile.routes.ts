import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationSettings, profileRequest, userResponse } from '@nuzul/shared/accounts';
import { PHOTO_MAX_BYTES } from '@nuzul/shared/listings';
import { authOf } from '../../platform/auth';
import { readImageUpload } from '../photos/photos.module';
import type { ProfileService } from './profile.service';

export interface ProfileRoutesOptions {
  profile: ProfileService;
}

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, opts) => {
  const { profile } = opts;
  const tags = ['user'];
  const security = [{ bearer: [] }];

  // One file per request; busboy stops reading at the size limit.
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 50 },
  });

  app.put(
    '/user/profile',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: "Saves the signed-in user's profile; the answer is the user with it",
        body: profileRequest,
        response: { 200: userResponse },
      },
    },
    async (request) => ({ data: await profile.update(authOf(request).userId, request.body) }),
  );

  app.put(
    '/user/notification-settings',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Saves the master switches of push, SMS and e-mail delivery',
        body: notificationSettings,
        response: { 200: userResponse },
      },
    },
    async (request) => ({
      data: await profile.updateNotifications(authOf(request).userId, request.body),
    }),
  );

  app.post(
    '/user/profile/picture',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Uploads the profile picture (multipart field `file`): square WebP variants',
        consumes: ['multipart/form-data'],
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const file = await readImageUpload(request);
      return { data: await profile.uploadPicture(authOf(request).userId, file) };
    },
  );

  app.delete(
    '/user/profile/picture',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Removes the profile picture',
        response: { 200: userResponse },
      },
    },
    async (request) => ({ data: await profile.removePicture(authOf(request).userId) }),
  );
};

export interface PictureMediaOptions {
  open: ProfileService['openPicture'];
}

/**
 * Public profile pictures at /media/avatars/<key>/<size>.webp, like photos: the 128-bit
 * random key is the capability, and a key's bytes never change.
 */
export const pictureMediaRoutes: FastifyPluginAsyncZod<PictureMediaOptions> = async (app, opts) => {
  app.get(
    '/media/avatars/:key/:file',
    { schema: { tags: ['user'], params: z.object({ key: z.string(), file: z.string() }) } },
    async (request, reply) => {
      const found = await opts.open(request.params.key, request.params.file);
      return reply
        .header('content-type', found.contentType)
        .header('content-length', found.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(found.body);
    },
  );
};
