import sharp from 'sharp';
import { AppError, fieldIssue, validationFailed } from '@nuzul/shared/errors';
import { PHOTO_MAX_BYTES } from '@nuzul/shared/listings';
import type { ValidationMessageKey } from '@nuzul/shared/validation';
import { IMAGE_MAX_INPUT_PIXELS, PHOTO_WEBP_EFFORT } from '../../platform/images';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import type { Storage, StoredObject } from '../../platform/storage';
import { scopeOf, type Actor } from '../../platform/policy';
import { PHOTO_KEY_PATTERN, newPhotoKey } from '../photos/photos.module';
import type { CmsRepository } from './cms.repository';
import { toSiteSettings } from './cms.mapper';

export const LOGO_PREFIX = 'logos';
/** Logo variants by height: the site's header and the e-mails' (a logo is wider than tall). */
export const LOGO_HEIGHTS = { small: 64, medium: 160 } as const;
const LOGO_MIN_SIDE = 32;
const LOGO_FILE = /^(small|medium)\.webp$/;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif']);
export const LOGO_UPLOAD_LIMIT: RateLimitRule = { max: 30, windowMs: 60 * 60 * 1000 };

const refuse = (key: ValidationMessageKey): never => {
  throw validationFailed([fieldIssue('body.file', key)]);
};

/**
 * A logo is shown whole (never cropped, unlike a profile picture) with its transparency:
 * WebP variants that fit its height, checked by content like a photo, without metadata.
 */
export async function processLogo(buffer: Buffer): Promise<Record<'small' | 'medium', Buffer>> {
  if (buffer.length > PHOTO_MAX_BYTES) refuse('imageTooLarge');
  const meta = await sharp(buffer, { limitInputPixels: false })
    .metadata()
    .catch(() => refuse('imageOnly'));
  if (!ACCEPTED_FORMATS.has(meta.format)) refuse('imageOnly');
  if ((meta.pages ?? 1) > 1) refuse('imageOnly');
  const { width, height } = meta.autoOrient;
  if (Math.min(width, height) < LOGO_MIN_SIDE) refuse('imageTooSmall');
  if (width * height > IMAGE_MAX_INPUT_PIXELS) refuse('tooLarge');
  const encode = (targetHeight: number) =>
    sharp(buffer, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true })
      .resize({
        height: targetHeight,
        width: targetHeight * 4,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .webp({ quality: 90, alphaQuality: 100, effort: PHOTO_WEBP_EFFORT })
      .toBuffer();
  try {
    const [small, medium] = await Promise.all([
      encode(LOGO_HEIGHTS.small),
      encode(LOGO_HEIGHTS.medium),
    ]);
    return { small, medium };
  } catch {
    return refuse('imageOnly');
  }
}

const tree = (key: string) => `${LOGO_PREFIX}/${key}`;

export interface SiteLogoDeps {
  repo: CmsRepository;
  storage: Storage;
  limiter: RateLimiter;
  onCleanupError: (error: unknown, logoKey: string) => void;
}

/**
 * The site's logo, through the same storage as photos: a new random key per upload (the key
 * is the capability of its /media URL, and a key's bytes never change), the old one deleted
 * once the site names the new one. The site's settings must be saved first.
 */
export function siteLogoService(deps: SiteLogoDeps) {
  const { repo, storage } = deps;
  const remove = (key: string) =>
    storage.deleteTree(tree(key)).catch((error) => deps.onCleanupError(error, key));

  return {
    async upload(actor: Actor, file: Buffer) {
      const ownerId = scopeOf(actor, 'cms:manage');
      if (!(await repo.site(ownerId))) throw new AppError('NOT_FOUND');
      await deps.limiter.consume([{ key: `cms-logo:${ownerId}`, rule: LOGO_UPLOAD_LIMIT }]);
      const variants = await processLogo(file);
      const key = newPhotoKey();
      try {
        await Promise.all(
          Object.entries(variants).map(([size, bytes]) =>
            storage.put(`${tree(key)}/${size}`, bytes, 'image/webp'),
          ),
        );
      } catch (error) {
        await remove(key);
        throw error;
      }
      const result = await repo.setLogo(ownerId, key).catch(async (error: unknown) => {
        await remove(key);
        throw error;
      });
      if (!result) {
        await remove(key);
        throw new AppError('NOT_FOUND');
      }
      if (result.previous) await remove(result.previous);
      return toSiteSettings(result.row);
    },

    async remove(actor: Actor) {
      const result = await repo.setLogo(scopeOf(actor, 'cms:manage'), null);
      if (!result) throw new AppError('NOT_FOUND');
      if (result.previous) await remove(result.previous);
      return toSiteSettings(result.row);
    },

    /** The stored variant behind `/media/logos/<key>/<size>.webp`; NOT_FOUND otherwise. */
    async open(key: string, fileName: string): Promise<StoredObject> {
      const size = LOGO_FILE.exec(fileName)?.[1];
      const found =
        size && PHOTO_KEY_PATTERN.test(key) ? await storage.get(`${tree(key)}/${size}`) : undefined;
      if (!found) throw new AppError('NOT_FOUND');
      return found;
    },
  };
}
export type SiteLogoService = ReturnType<typeof siteLogoService>;
