import {
  profilePictureSizes,
  type AccountStatus,
  type ProfilePictureUrls,
  type User,
} from '@nuzul/shared/accounts';
import type { UserRow } from './accounts.repository';

/**
 * Two-factor counts only with an authenticator that its owner confirmed with a code; the
 * flag alone (left by the old flow) must never make a sign-in offer to set one up.
 */
export function hasTwoFactor(row: UserRow): boolean {
  return row.mfaEnabled && row.mfaSecret !== null;
}

/** Where a profile picture's variants are stored: `avatars/<key>/<size>`. */
export const PICTURE_PREFIX = 'avatars';

/** The public URLs of a stored picture's variants (served by profile.routes' /media route). */
export function pictureUrlsOf(pictureKey: string | null): ProfilePictureUrls | null {
  if (pictureKey === null) return null;
  const urls = Object.fromEntries(
    profilePictureSizes.map((size) => [
      size,
      `/media/${PICTURE_PREFIX}/${pictureKey}/${size}.webp`,
    ]),
  );
  return urls as ProfilePictureUrls;
}

export function accountStatusOf(row: UserRow): AccountStatus {
  if (row.status === 'suspended') return 'suspended';
  return row.emailVerifiedAt === null ? 'emailUnverified' : 'active';
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    language: row.language,
    emailVerified: row.emailVerifiedAt !== null,
    mfaEnabled: hasTwoFactor(row),
    mfaEnrolled: hasTwoFactor(row),
    createdAt: row.createdAt.toISOString(),
    address: row.address,
    countryCode: row.countryCode,
    regionId: row.regionId,
    cityId: row.cityId,
    regionName: row.regionName,
    cityName: row.cityName,
    postCode: row.postCode,
    birthday: row.birthday,
    mobile: row.mobile,
    about: row.about,
    nationality: row.nationality,
    accountStatus: accountStatusOf(row),
    notifications: { push: row.notifyPush, sms: row.notifySms, email: row.notifyEmail },
    pictureUrls: pictureUrlsOf(row.pictureKey),
  };
}
