import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PHOTO_MAX_BYTES,
  photo,
  photosSection,
  uploadedPhotoResponse,
} from '@nuzul/shared/listings';
import { actorOf } from '../../platform/auth';
import { readImageUpload } from './image-upload';
import type { PhotosService } from './photos.service';

export interface PhotosRoutesOptions {
  photos: PhotosService;
}

const propertyParams = z.object({ propertyId: z.uuid() });
const photoParams = propertyParams.extend({ photoId: z.uuid() });
const photoResponse = z.object({ data: photo });
const photosResponse = z.object({ data: z.array(photo) });

export const photosRoutes: FastifyPluginAsyncZod<PhotosRoutesOptions> = async (app, opts) => {
  const { photos } = opts;
  const tags = ['photos'];
  const security = [{ bearer: [] }];

  // One file per request; busboy stops reading at the size limit, so no more is ever buffered.
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 50 },
  });

  app.get(
    '/properties/:propertyId/photos',
    {
      onRequest: app.requireAuth,
      schema: { tags, security, params: propertyParams, response: { 200: photosResponse } },
    },
    async (request) => ({
      data: await photos.list(actorOf(request), request.params.propertyId),
    }),
  );

  app.post(
    '/properties/:propertyId/photos',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: propertyParams,
        response: { 201: photoResponse },
      },
    },
    async (request, reply) => {
      const file = await readImageUpload(request);
      const created = await photos.upload(actorOf(request), request.params.propertyId, file);
      return reply.status(201).send({ data: created });
    },
  );

  app.put(
    '/properties/:propertyId/photos',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        params: propertyParams,
        body: photosSection,
        response: { 200: photosResponse },
      },
    },
    async (request) => ({
      data: await photos.saveSection(actorOf(request), request.params.propertyId, request.body),
    }),
  );

  app.delete(
    '/properties/:propertyId/photos/:photoId',
    {
      onRequest: app.requireAuth,
      schema: { tags, security, params: photoParams, response: { 200: photosResponse } },
    },
    async (request) => ({
      data: await photos.remove(
        actorOf(request),
        request.params.propertyId,
        request.params.photoId,
      ),
    }),
  );

  app.post(
    '/uploads/building-photo',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        response: { 201: uploadedPhotoResponse },
      },
    },
    async (request, reply) => {
      const file = await readImageUpload(request);
      const uploaded = await photos.uploadBuildingPhoto(actorOf(request), file);
      return reply.status(201).send({ data: uploaded });
    },
  );
};
