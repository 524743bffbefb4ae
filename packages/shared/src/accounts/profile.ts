import { z } from 'zod';
import { PHONE_PATTERN, normalisePhone } from '../bookings/rules';
import { compareDates, isIsoDate } from '../dates/days';
import { postalCodeIssue } from '../listings/postal-code';
import { dbId, fieldError, safeText } from '../validation/fields';
import { messageKey } from '../validation/messages';
import { NAME_MAX_LENGTH, languages } from './rules';

/** Profile rules (requirements-next §12), in one place. */
export const PROFILE_ADDRESS_MAX_LENGTH = 200;
export const PROFILE_PLACE_MAX_LENGTH = 80;
export const PROFILE_POST_CODE_MAX_LENGTH = 10;
export const PROFILE_ABOUT_MAX_LENGTH = 1000;
/** A birthday before this day is a typing slip, not a person. */
export const PROFILE_BIRTHDAY_MIN = '1900-01-01';
/** The country a new profile starts with; its regions and cities are definitions. */
export const PROFILE_DEFAULT_COUNTRY = 'SA';
/** A picture's shorter side must reach this (it is cropped to a square of that side). */
export const PROFILE_PICTURE_MIN_SIDE = 128;
/** The square WebP variants of a profile picture, by name, in pixels. */
export const PROFILE_PICTURE_SIZES = { small: 64, medium: 256 } as const;
export type ProfilePictureSize = keyof typeof PROFILE_PICTURE_SIZES;
export const profilePictureSizes = Object.keys(PROFILE_PICTURE_SIZES) as ProfilePictureSize[];

/** Read-only on the profile; `suspended` is set by the platform admin. */
export const accountStatuses = ['active', 'emailUnverified', 'suspended'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** Optional text: absent, null or blank is null; otherwise `rule` applies to the trimmed text. */
function optionalText(max: number) {
  return z
    .union([z.null(), safeText()])
    .optional()
    .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null))
    .pipe(z.union([z.null(), z.string().max(max, messageKey(max === 80 ? 'max80' : 'tooLong'))]));
}

const nameField = safeText()
  .trim()
  .min(1, messageKey('required'))
  .max(NAME_MAX_LENGTH, messageKey('max80'));

/** Spec §5 "7 to 15 digits with an optional +", as a booking's phone: spaces and dashes dropped. */
const mobileField = z
  .union([z.null(), safeText()])
  .optional()
  .transform((value) =>
    typeof value === 'string' && value.trim() !== '' ? normalisePhone(value.trim()) : null,
  )
  .pipe(z.union([z.null(), z.string().regex(PHONE_PATTERN, messageKey('phoneDigits'))]));

const countryField = z
  .union([z.null(), safeText()])
  .optional()
  .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null))
  .pipe(z.union([z.null(), z.string().regex(/^[A-Z]{2}$/, messageKey('invalidValue'))]));

const birthdayField = z
  .union([z.null(), z.string(fieldError())])
  .optional()
  .transform((value) => (typeof value === 'string' && value !== '' ? value : null))
  .pipe(
    z.union([
      z.null(),
      z
        .string()
        .refine(isIsoDate, messageKey('invalidValue'))
        .refine(
          (date) => !isIsoDate(date) || compareDates(date, PROFILE_BIRTHDAY_MIN) >= 0,
          messageKey('invalidValue'),
        ),
    ]),
  );

/** Whether a birthday (YYYY-MM-DD) is before `today` (the day it is checked on). */
export function isPastBirthday(birthday: string, today: string): boolean {
  return compareDates(birthday, today) < 0;
}

/**
 * Everything an owner edits on /profile. Region and city are definitions (ids) when the
 * country is Saudi Arabia and free text otherwise: the other pair is dropped. The birthday's
 * "in the past" needs today's date, so the API and the form check it beside this schema.
 */
export const profileObject = z.object({
  firstName: nameField,
  lastName: nameField,
  address: optionalText(PROFILE_ADDRESS_MAX_LENGTH),
  countryCode: countryField,
  regionId: dbId.nullable().optional().default(null),
  cityId: dbId.nullable().optional().default(null),
  regionName: optionalText(PROFILE_PLACE_MAX_LENGTH),
  cityName: optionalText(PROFILE_PLACE_MAX_LENGTH),
  postCode: optionalText(PROFILE_POST_CODE_MAX_LENGTH),
  birthday: birthdayField,
  mobile: mobileField,
  about: optionalText(PROFILE_ABOUT_MAX_LENGTH),
  language: z.enum(languages, fieldError()),
  nationality: countryField,
});

/** The body of PUT /user/profile: the fields, the place by country, the post code rule. */
export const profileRequest = profileObject
  .transform((profile) =>
    profile.countryCode === PROFILE_DEFAULT_COUNTRY
      ? { ...profile, regionName: null, cityName: null }
      : { ...profile, regionId: null, cityId: null },
  )
  .superRefine((profile, ctx) => {
    const issue = postalCodeIssue(profile.countryCode, profile.postCode ?? '');
    if (issue !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['postCode'], message: messageKey(issue) });
    }
  });
export type ProfileInput = z.input<typeof profileRequest>;
export type ProfileUpdate = z.output<typeof profileRequest>;

/** The master switches of delivery: each kind's own switches apply under them. */
export const notificationSettings = z.object({
  push: z.boolean(fieldError()),
  sms: z.boolean(fieldError()),
  email: z.boolean(fieldError()),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

export const profilePictureUrls = z.object({ small: z.string(), medium: z.string() });
export type ProfilePictureUrls = z.infer<typeof profilePictureUrls>;

/** The profile as `user` carries it. */
export const profileFields = {
  address: z.string().nullable(),
  countryCode: z.string().nullable(),
  regionId: z.number().int().nullable(),
  cityId: z.number().int().nullable(),
  regionName: z.string().nullable(),
  cityName: z.string().nullable(),
  postCode: z.string().nullable(),
  birthday: z.string().nullable(),
  mobile: z.string().nullable(),
  about: z.string().nullable(),
  nationality: z.string().nullable(),
  accountStatus: z.enum(accountStatuses),
  notifications: notificationSettings,
  pictureUrls: profilePictureUrls.nullable(),
};
