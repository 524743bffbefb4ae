import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../platform/jobs/runner';
import type { RateLimiter } from '../../platform/rate-limit';
import type { Storage } from '../../platform/storage';
import type { DefinitionsLookup } from '../definitions/definitions.lookup';
import type { PropertyAccess } from '../listings/property.access';
import type { AppModule } from '../module';
import { mediaRoutes } from './media.routes';
import { deletePhotoFilesJob, registerPhotoJobs } from './photos.jobs';
import { photosRepository } from './photos.repository';
import { photosRoutes } from './photos.routes';
import { photosService } from './photos.service';

/** Shared with the profile picture: the one-file multipart read and the random media key. */
export { readImageUpload } from './image-upload';
export { PHOTO_KEY_PATTERN, newPhotoKey } from './photo-store';

export interface PhotosModuleDeps {
  db: Database;
  properties: PropertyAccess;
  definitions: DefinitionsLookup;
  storage: Storage;
  limiter: RateLimiter;
  jobs: JobRunner;
  log: FastifyBaseLogger;
}

/**
 * Property and building photos: their routes, the public /media files, the jobs that
 * delete stored files, and the job request that other modules enqueue when they delete.
 */
export function createPhotosModule(deps: PhotosModuleDeps) {
  const photos = photosService({
    repo: photosRepository(deps.db),
    properties: deps.properties,
    definitions: deps.definitions,
    storage: deps.storage,
    limiter: deps.limiter,
    onCleanupError: (err, photoKey) => deps.log.warn({ err, photoKey }, 'stored photo not deleted'),
  });
  registerPhotoJobs(deps.jobs, photos);
  const module: AppModule = {
    routes: async (api) => {
      await api.register(photosRoutes, { photos });
    },
    rootRoutes: async (app) => {
      await app.register(mediaRoutes, { storage: deps.storage });
    },
  };
  return { ...module, deletePhotosJob: deletePhotoFilesJob };
}
