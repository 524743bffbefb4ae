import type { z } from 'zod';
import { AppError, fieldIssue, validationFailed, type FieldIssue } from '@nuzul/shared/errors';
import {
  PHOTO_MAX_COUNT,
  PHOTO_MIN_COUNT,
  REQUIRED_IMAGE_TYPE_CODES,
  photoUrlsFor,
  type Photo,
  type photosSection,
} from '@nuzul/shared/listings';
import { processImage } from '../../platform/images';
import { scopeOf, type Actor } from '../../platform/policy';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import type { Storage } from '../../platform/storage';
import { storeVariants } from './photo-store';
import { deletePhotoFilesJob } from './photos.jobs';
import { toPhoto } from './photos.mapper';
import type { PhotoRow, PhotosRepository } from './photos.repository';
import type { DefinitionsLookup } from '../definitions/definitions.lookup';
import type { PropertyAccess } from '../listings/property.access';

export type PhotosSectionInput = z.output<typeof photosSection>;

/** Image processing is the costly part of the API; an owner fills a few listings an hour. */
export const PHOTO_UPLOAD_LIMIT: RateLimitRule = { max: 300, windowMs: 60 * 60 * 1000 };

/** A building photo upload that no building took within a day is garbage. */
export const UNUSED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const PURGE_BATCH = 500;

export interface PhotosDeps {
  repo: PhotosRepository;
  /** Whose property it is, and the photos step recorded as completed. */
  properties: Pick<PropertyAccess, 'assertOwnedProperty' | 'completeSection'>;
  /** Which image types the owner may choose. */
  definitions: Pick<DefinitionsLookup, 'knownIds' | 'idsByCode'>;
  storage: Storage;
  limiter: RateLimiter;
  /** Files of a failed upload that could be deleted neither at once nor by a job. */
  onCleanupError?: (error: unknown, photoKey: string) => void;
}

function refuse(issues: FieldIssue[]): never {
  throw validationFailed(issues);
}

const notFound = () => new AppError('NOT_FOUND');
const tooMany = () => refuse([fieldIssue('body.file', 'photoCountTooHigh')]);

/** Same photos, each once: the step edits the property's photos and cannot add or drop one. */
function isSameSet(current: PhotoRow[], ids: string[]): boolean {
  const given = new Set(ids);
  return (
    given.size === ids.length &&
    ids.length === current.length &&
    current.every((row) => given.has(row.id))
  );
}

export function photosService(deps: PhotosDeps) {
  const { repo, properties, definitions, storage, limiter } = deps;

  /**
   * Deletes the stored files of keys that no record names any more: the job that the
   * deleting transaction enqueued, so it runs only once the rows are gone for good. A
   * failure throws, and the job is retried (deleting again is harmless).
   */
  async function deleteFiles(keys: readonly string[]): Promise<void> {
    const referenced = await repo.referencedKeys(keys);
    await Promise.all(
      keys.filter((key) => !referenced.has(key)).map((key) => storage.deleteTree(key)),
    );
  }

  /**
   * Files stored for an upload whose record was never written: no one can name them, so
   * they go at once; if the storage fails, a job retries.
   */
  async function dropUnrecorded(key: string): Promise<void> {
    try {
      await storage.deleteTree(key);
    } catch {
      await repo
        .enqueueJobs([deletePhotoFilesJob([key])])
        .catch((error: unknown) => deps.onCleanupError?.(error, key));
    }
  }

  async function processAndStore(ownerId: string, file: Buffer) {
    await limiter.consume([{ key: `photoUpload:account:${ownerId}`, rule: PHOTO_UPLOAD_LIMIT }]);
    const image = await processImage(file);
    return { image, key: await storeVariants(storage, image) };
  }

  return {
    async list(actor: Actor, propertyId: string): Promise<Photo[]> {
      await properties.assertOwnedProperty(actor, propertyId);
      return (await repo.photosOf(propertyId)).map(toPhoto);
    },

    /** Adds a photo at the end; the first photo of a property is its main one. */
    async upload(actor: Actor, propertyId: string, file: Buffer): Promise<Photo> {
      await properties.assertOwnedProperty(actor, propertyId);
      // Checked again under the lock below; this one spares the image work.
      if ((await repo.countPhotos(propertyId)) >= PHOTO_MAX_COUNT) tooMany();
      const { image, key } = await processAndStore(scopeOf(actor, 'listings:manage'), file);
      try {
        const row = await repo.transaction(async (tx) => {
          await properties.assertOwnedProperty(actor, propertyId, { lock: true, tx: tx.handle });
          const position = await tx.countPhotos(propertyId);
          if (position >= PHOTO_MAX_COUNT) tooMany();
          return tx.insertPhoto({
            propertyId,
            storageKey: key,
            width: image.width,
            height: image.height,
            bytes: image.bytes,
            position,
            isMain: position === 0,
          });
        });
        return toPhoto(row);
      } catch (error) {
        await dropUnrecorded(key);
        throw error;
      }
    },

    /** Saves the photos step: descriptions, types, order and the main image, all or nothing. */
    async saveSection(
      actor: Actor,
      propertyId: string,
      input: PhotosSectionInput,
    ): Promise<Photo[]> {
      const ownerId = scopeOf(actor, 'listings:manage');
      // Asked before the transaction: definitions are another module's, on their own queries.
      const chosen = [...new Set(input.photos.flatMap((p) => p.imageTypeIds))];
      const known = await definitions.knownIds(ownerId, 'image_type', chosen);
      // A required type is the seeded definition of its code; a missing seed fails closed.
      const required = await definitions.idsByCode('image_type', REQUIRED_IMAGE_TYPE_CODES);
      return repo.transaction(async (tx) => {
        await properties.assertOwnedProperty(actor, propertyId, { lock: true, tx: tx.handle });
        const current = await tx.photosOf(propertyId);
        const { photos } = input;
        if (
          !isSameSet(
            current,
            photos.map((p) => p.id),
          )
        ) {
          refuse([fieldIssue('body.photos', 'invalidValue')]);
        }
        if (photos.length < PHOTO_MIN_COUNT)
          refuse([fieldIssue('body.photos', 'photoCountTooLow')]);
        if (photos.length > PHOTO_MAX_COUNT)
          refuse([fieldIssue('body.photos', 'photoCountTooHigh')]);

        const issues = photos.flatMap((p, index) =>
          p.imageTypeIds.every((id) => known.has(id))
            ? []
            : [fieldIssue(`body.photos.${index}.imageTypeIds`, 'unknownDefinition')],
        );
        const missing = REQUIRED_IMAGE_TYPE_CODES.some((code) => {
          const id = required.get(code);
          return id === undefined || !photos.some((p) => p.imageTypeIds.includes(id));
        });
        if (missing) issues.push(fieldIssue('body.photos', 'requiredImageTypeMissing'));
        if (issues.length > 0) refuse(issues);

        await tx.updatePhotos(propertyId, photos);
        await properties.completeSection(tx.handle, propertyId, 'photos');
        return (await tx.photosOf(propertyId)).map(toPhoto);
      });
    },

    /** Deletes a photo, closes the gap in the order and hands the main flag on if needed. */
    async remove(actor: Actor, propertyId: string, photoId: string): Promise<Photo[]> {
      const rest = await repo.transaction(async (tx) => {
        await properties.assertOwnedProperty(actor, propertyId, { lock: true, tx: tx.handle });
        const deleted = await tx.deletePhoto(propertyId, photoId);
        if (!deleted) throw notFound();
        await tx.renumber(propertyId);
        const remaining = await tx.photosOf(propertyId);
        if (deleted.isMain && remaining[0]) {
          await tx.setMain(propertyId, remaining[0].id);
          remaining[0] = { ...remaining[0], isMain: true };
        }
        await tx.enqueueJobs([deletePhotoFilesJob([deleted.storageKey])]);
        return remaining;
      });
      return rest.map(toPhoto);
    },

    /**
     * A building's photo: processed, stored and recorded as the owner's upload, which the
     * building form then names by key (and only its owner may).
     */
    async uploadBuildingPhoto(actor: Actor, file: Buffer) {
      const ownerId = scopeOf(actor, 'listings:manage');
      const { key } = await processAndStore(ownerId, file);
      try {
        await repo.recordUpload(ownerId, key);
      } catch (error) {
        await dropUnrecorded(key);
        throw error;
      }
      return { photoKey: key, urls: photoUrlsFor(key) };
    },

    deleteFiles,

    /**
     * Forgets building photo uploads that no building took within a day and has their files
     * deleted (the scheduled job); answers how many.
     */
    async purgeUnusedUploads(): Promise<number> {
      let total = 0;
      for (;;) {
        const keys = await repo.transaction(async (tx) => {
          const gone = await tx.deleteUnusedUploads(UNUSED_UPLOAD_MAX_AGE_MS, PURGE_BATCH);
          if (gone.length > 0) await tx.enqueueJobs([deletePhotoFilesJob(gone)]);
          return gone;
        });
        total += keys.length;
        if (keys.length < PURGE_BATCH) return total;
      }
    },
  };
}
export type PhotosService = ReturnType<typeof photosService>;
