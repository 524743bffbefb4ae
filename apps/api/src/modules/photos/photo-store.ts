import { randomBytes } from 'node:crypto';
import { AppError } from '@nuzul/shared/errors';
import { photoVariants, type PhotoVariant } from '@nuzul/shared/listings';
import type { ProcessedImage } from '../../platform/images';
import type { Storage, StoredObject } from '../../platform/storage';

/**
 * A stored photo is a random key with one WebP object per variant under it
 * (`<key>/thumb`, ...). The key is the capability of its public /media URL: 128 random
 * bits, so it cannot be guessed or enumerated.
 */
export const PHOTO_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function newPhotoKey(): string {
  return randomBytes(16).toString('base64url');
}

export function variantKey(photoKey: string, variant: PhotoVariant): string {
  return `${photoKey}/${variant}`;
}

export async function storeVariants(storage: Storage, image: ProcessedImage): Promise<string> {
  const key = newPhotoKey();
  try {
    await Promise.all(
      photoVariants.map((variant) =>
        storage.put(variantKey(key, variant), image.variants[variant], 'image/webp'),
      ),
    );
  } catch (error) {
    await storage.deleteTree(key).catch(() => undefined);
    throw error;
  }
  return key;
}

/** Whether a photo key names stored variants, for a form that refers to an upload by key. */
export async function hasStoredPhoto(storage: Storage, photoKey: string): Promise<boolean> {
  return PHOTO_KEY_PATTERN.test(photoKey) && storage.exists(variantKey(photoKey, 'large'));
}

const VARIANT_FILE = /^(thumb|medium|large)\.webp$/;

/** The stored variant behind `/media/<key>/<variant>.webp`; NOT_FOUND for anything else. */
export async function openVariant(
  storage: Storage,
  photoKey: string,
  fileName: string,
): Promise<StoredObject> {
  const variant = VARIANT_FILE.exec(fileName)?.[1] as PhotoVariant | undefined;
  const found =
    variant && PHOTO_KEY_PATTERN.test(photoKey)
      ? await storage.get(variantKey(photoKey, variant))
      : undefined;
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}
