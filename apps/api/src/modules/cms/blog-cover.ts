import { AppError } from '@nuzul/shared/errors';
import { photoVariants } from '@nuzul/shared/listings';
import { processImage } from '../../platform/images';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import type { Storage, StoredObject } from '../../platform/storage';
import { scopeOf, type Actor } from '../../platform/policy';
import { PHOTO_KEY_PATTERN, newPhotoKey } from '../photos/photos.module';
import { toBlogPost } from './cms.mapper';
import type { CmsRepository } from './cms.repository';

export const COVER_PREFIX = 'blog-covers';
const COVER_FILE = /^(thumb|medium|large)\.webp$/;
export const COVER_UPLOAD_LIMIT: RateLimitRule = { max: 60, windowMs: 60 * 60 * 1000 };

const tree = (key: string) => `${COVER_PREFIX}/${key}`;

export interface BlogCoverDeps {
  repo: CmsRepository;
  storage: Storage;
  limiter: RateLimiter;
  onCleanupError: (error: unknown, coverKey: string) => void;
}

/**
 * A blog post's cover image, through the photo pipeline (the photo rules: by content, at
 * least 1024x768, no metadata, thumb/medium/large WebP), under a new random key per upload.
 */
export function blogCoverService(deps: BlogCoverDeps) {
  const { repo, storage } = deps;
  const remove = (key: string) =>
    storage.deleteTree(tree(key)).catch((error) => deps.onCleanupError(error, key));

  return {
    remove,

    async upload(actor: Actor, postId: number, file: Buffer) {
      const ownerId = scopeOf(actor, 'cms:manage');
      if (!(await repo.post(ownerId, postId))) throw new AppError('NOT_FOUND');
      await deps.limiter.consume([{ key: `cms-cover:${ownerId}`, rule: COVER_UPLOAD_LIMIT }]);
      const image = await processImage(file);
      const key = newPhotoKey();
      try {
        await Promise.all(
          photoVariants.map((variant) =>
            storage.put(`${tree(key)}/${variant}`, image.variants[variant], 'image/webp'),
          ),
        );
      } catch (error) {
        await remove(key);
        throw error;
      }
      const result = await repo.setCover(ownerId, postId, key).catch(async (error: unknown) => {
        await remove(key);
        throw error;
      });
      if (!result) {
        await remove(key);
        throw new AppError('NOT_FOUND');
      }
      if (result.previous) await remove(result.previous);
      return toBlogPost(result.row);
    },

    async clear(actor: Actor, postId: number) {
      const result = await repo.setCover(scopeOf(actor, 'cms:manage'), postId, null);
      if (!result) throw new AppError('NOT_FOUND');
      if (result.previous) await remove(result.previous);
      return toBlogPost(result.row);
    },

    /** The stored variant behind `/media/blog-covers/<key>/<variant>.webp`; NOT_FOUND otherwise. */
    async open(key: string, fileName: string): Promise<StoredObject> {
      const variant = COVER_FILE.exec(fileName)?.[1];
      const found =
        variant && PHOTO_KEY_PATTERN.test(key)
          ? await storage.get(`${tree(key)}/${variant}`)
          : undefined;
      if (!found) throw new AppError('NOT_FOUND');
      return found;
    },
  };
}
export type BlogCoverService = ReturnType<typeof blogCoverService>;
