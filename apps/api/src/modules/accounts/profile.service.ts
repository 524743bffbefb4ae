import {
  PROFILE_DEFAULT_COUNTRY,
  PROFILE_PICTURE_MIN_SIDE,
  PROFILE_PICTURE_SIZES,
  isPastBirthday,
  type NotificationSettings,
  type ProfileUpdate,
  type User,
} from '@nuzul/shared/accounts';
import { DEFAULT_TIME_ZONE, todayIn } from '@nuzul/shared/dates';
import { AppError, fieldIssue, validationFailed } from '@nuzul/shared/errors';
import type { Clock } from '../../platform/clock';
import { processSquareImage } from '../../platform/images';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import type { Storage, StoredObject } from '../../platform/storage';
import type { DefinitionsLookup } from '../definitions/definitions.lookup';
import { PHOTO_KEY_PATTERN, newPhotoKey } from '../photos/photos.module';
import { PICTURE_PREFIX, toUser } from './accounts.mapper';
import type { AccountsRepository } from './accounts.repository';

/** Picture uploads per account: enough for any owner, not enough to fill the disk. */
export const PICTURE_UPLOAD_LIMIT: RateLimitRule = { max: 30, windowMs: 60 * 60 * 1000 };

export interface ProfileDeps {
  repo: AccountsRepository;
  definitions: DefinitionsLookup;
  storage: Storage;
  limiter: RateLimiter;
  clock: Clock;
  /** A picture whose files could not be deleted is only logged: the account no longer names it. */
  onCleanupError: (error: unknown, pictureKey: string) => void;
}

const pictureTree = (key: string) => `${PICTURE_PREFIX}/${key}`;
const PICTURE_FILE = /^(small|medium)\.webp$/;

/**
 * The owner's profile (requirements-next §12). Every call takes the signed-in user's id
 * from the session: there is no way to name another account.
 */
export function profileService(deps: ProfileDeps) {
  const { repo, definitions, storage } = deps;

  async function checkPlaces(userId: string, profile: ProfileUpdate): Promise<void> {
    for (const [field, code] of [
      ['countryCode', profile.countryCode],
      ['nationality', profile.nationality],
    ] as const) {
      if (code !== null && !(await definitions.countryExists(code))) {
        throw validationFailed([fieldIssue(`body.${field}`, 'unknownDefinition')]);
      }
    }
    if (profile.countryCode !== PROFILE_DEFAULT_COUNTRY) return;
    if (profile.regionId !== null) {
      await definitions.assertKnown(userId, 'region', [profile.regionId], 'body.regionId');
    }
    if (profile.cityId !== null) {
      const parent = (await definitions.parentsOf(userId, 'city', [profile.cityId])).get(
        profile.cityId,
      );
      // A city of another region than the one chosen is refused like an unknown one; an
      // owner's own city (no region) goes with any.
      const fits = parent === null || (parent !== undefined && parent === profile.regionId);
      if (!fits) throw validationFailed([fieldIssue('body.cityId', 'unknownDefinition')]);
    }
  }

  async function deleteTree(key: string): Promise<void> {
    await storage.deleteTree(pictureTree(key)).catch((error) => deps.onCleanupError(error, key));
  }

  async function currentUser(userId: string) {
    const row = await repo.findUserById(userId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async update(userId: string, profile: ProfileUpdate): Promise<User> {
      const today = todayIn(DEFAULT_TIME_ZONE, deps.clock());
      if (profile.birthday !== null && !isPastBirthday(profile.birthday, today)) {
        throw validationFailed([fieldIssue('body.birthday', 'birthdayInPast')]);
      }
      await checkPlaces(userId, profile);
      await currentUser(userId);
      return toUser(await repo.updateUser(userId, { ...profile }));
    },

    async updateNotifications(userId: string, flags: NotificationSettings): Promise<User> {
      await currentUser(userId);
      return toUser(
        await repo.updateUser(userId, {
          notifyPush: flags.push,
          notifySms: flags.sms,
          notifyEmail: flags.email,
        }),
      );
    },

    /**
     * Checks the image by its content, stores its square variants under a new random key
     * (the key is the capability of its /media URL, and a key's bytes never change), then
     * points the account at it and deletes the picture it replaces.
     */
    async uploadPicture(userId: string, file: Buffer): Promise<User> {
      await currentUser(userId);
      await deps.limiter.consume([
        { key: `pictureUpload:account:${userId}`, rule: PICTURE_UPLOAD_LIMIT },
      ]);
      const variants = await processSquareImage(file, {
        minSide: PROFILE_PICTURE_MIN_SIDE,
        sizes: PROFILE_PICTURE_SIZES,
        tooSmall: 'pictureTooSmall',
      });
      const key = newPhotoKey();
      try {
        await Promise.all(
          Object.entries(variants).map(([size, bytes]) =>
            storage.put(`${pictureTree(key)}/${size}`, bytes, 'image/webp'),
          ),
        );
      } catch (error) {
        await deleteTree(key);
        throw error;
      }
      let previous: string | null;
      let row;
      try {
        ({ previous, row } = await repo.transaction(async (tx) => {
          const locked = await tx.lockUser(userId);
          if (!locked) throw new AppError('NOT_FOUND');
          const updated = await tx.updateUser(userId, { pictureKey: key });
          return { previous: locked.pictureKey, row: updated };
        }));
      } catch (error) {
        await deleteTree(key);
        throw error;
      }
      if (previous !== null) await deleteTree(previous);
      return toUser(row);
    },

    async removePicture(userId: string): Promise<User> {
      const { previous, row } = await repo.transaction(async (tx) => {
        const locked = await tx.lockUser(userId);
        if (!locked) throw new AppError('NOT_FOUND');
        const updated = await tx.updateUser(userId, { pictureKey: null });
        return { previous: locked.pictureKey, row: updated };
      });
      if (previous !== null) await deleteTree(previous);
      return toUser(row);
    },

    /** The stored variant behind `/media/avatars/<key>/<size>.webp`; NOT_FOUND otherwise. */
    async openPicture(key: string, fileName: string): Promise<StoredObject> {
      const size = PICTURE_FILE.exec(fileName)?.[1];
      const found =
        size && PHOTO_KEY_PATTERN.test(key)
          ? await storage.get(`${pictureTree(key)}/${size}`)
          : undefined;
      if (!found) throw new AppError('NOT_FOUND');
      return found;
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
