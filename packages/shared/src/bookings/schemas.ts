import { z } from 'zod';
import { emailField } from '../accounts/schemas';
import { compareDates, daysBetween, isIsoDate } from '../dates/days';
import { isoDate } from '../dates/schemas';
import { halalasAmount } from '../money/schemas';
import { PREPARATION_HOURS_MAX, STAY_NIGHTS_MAX } from '../terms/rules';
import { DB_INTEGER_MAX, dbId, fieldError, safeText } from '../validation/fields';
import { messageKey, type ValidationMessageKey } from '../validation/messages';
import {
  BLOCK_NOTE_MAX_LENGTH,
  BOOKING_COMMENT_MAX_LENGTH,
  BOOKING_GUESTS_MAX,
  BOOKING_NIGHTS_MAX,
  BOOKINGS_PAGE_SIZE_DEFAULT,
  BOOKINGS_PAGE_SIZE_MAX,
  BOOKINGS_SEARCH_MAX_LENGTH,
  CALENDAR_DAYS_MAX,
  CANCEL_REASON_MAX_LENGTH,
  GUEST_ADDRESS_MAX_LENGTH,
  GUEST_NAME_MAX_LENGTH,
  GUEST_POSTAL_CODE_MAX_LENGTH,
  PASSPORT_MAX_LENGTH,
  PHONE_PATTERN,
  SKYPE_MAX_LENGTH,
  bookingStatuses,
  bookingWhens,
  isLanguageCode,
  normalisePhone,
} from './rules';

const required = fieldError();
const numberField = fieldError('mustBeNumber');

type Ctx = z.RefinementCtx;
function issue(ctx: Ctx, path: PropertyKey[], key: ValidationMessageKey) {
  ctx.addIssue({ code: 'custom', path, message: messageKey(key) });
}

/**
 * Zod runs an object's refinements even when a field failed: compare dates only when both
 * are calendar days, or the comparison would throw.
 */
const bothDates = (a: unknown, b: unknown) => isIsoDate(a) && isIsoDate(b);

/** Required text of at most `max` characters (trimmed; empty is missing). */
const requiredText = (max: number) =>
  safeText()
    .trim()
    .min(1, messageKey('required'))
    .max(max, messageKey(max === GUEST_NAME_MAX_LENGTH ? 'max80' : 'tooLong'));

/**
 * Optional text: absent, null or blank is null (the forms send an emptied field as "" or
 * null); otherwise the `rule` applies to the trimmed text.
 */
function optional<T extends z.ZodType<unknown, string>>(rule: T) {
  return z
    .union([z.null(), safeText()])
    .optional()
    .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value : null))
    .pipe(z.union([z.null(), rule]));
}

/**
 * A phone, mobile or fax number (spec §5 "Phone is 7 to 15 digits with an optional +"):
 * spaces and dashes are removed first and the number is stored without them. "+966 50 123
 * 4567" passes; 6 or 16 digits, letters or a + elsewhere do not.
 */
export const bookingPhoneField = safeText()
  .trim()
  .min(1, messageKey('required'))
  .transform(normalisePhone)
  .pipe(z.string().regex(PHONE_PATTERN, messageKey('phoneDigits')));

/** A country code (ISO 3166-1 alpha-2); the API checks it is a known country. */
export const countryCodeField = safeText()
  .trim()
  .regex(/^[A-Z]{2}$/, messageKey('invalidValue'));

/** The guest's language: an ISO 639-1 code ("ar", "en", "fr"). */
export const guestLanguageField = safeText()
  .trim()
  .refine(isLanguageCode, messageKey('invalidValue'));

/** Passport or national ID: capital letters and digits, at most 20; stored upper-case. */
const passportField = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(
    z
      .string()
      .max(PASSPORT_MAX_LENGTH, messageKey('passportFormat'))
      .regex(/^[A-Z0-9]+$/, messageKey('passportFormat')),
  );

/** Spec §3 "guest": every field of the booking form's Guest section. */
export const guestInput = z.object(
  {
    firstName: requiredText(GUEST_NAME_MAX_LENGTH),
    lastName: requiredText(GUEST_NAME_MAX_LENGTH),
    nationality: optional(z.string().regex(/^[A-Z]{2}$/, messageKey('invalidValue'))),
    passportNumber: optional(passportField),
    address: requiredText(GUEST_ADDRESS_MAX_LENGTH),
    postalCode: requiredText(GUEST_POSTAL_CODE_MAX_LENGTH),
    country: countryCodeField,
    language: guestLanguageField,
    email: emailField,
    skype: optional(z.string().trim().max(SKYPE_MAX_LENGTH, messageKey('tooLong'))),
    phone: bookingPhoneField,
    mobile: bookingPhoneField,
    fax: optional(bookingPhoneField),
  },
  required,
);
export type GuestInput = z.input<typeof guestInput>;

/**
 * A booking as the form sends it (requirements-next §5.1). Amounts in halalas. The rules
 * that need the database (own property, guests within its max guests, arrival not before
 * the property's today, free nights) are the API's.
 */
export const bookingInput = z
  .object(
    {
      status: z.enum(bookingStatuses, required).default('confirmed'),
      propertyId: z.uuid(required),
      dateFrom: isoDate,
      dateTo: isoDate,
      guests: z
        .number(numberField)
        .int(messageKey('invalidValue'))
        .min(1, messageKey('atLeastOne'))
        .max(BOOKING_GUESTS_MAX, messageKey('tooLarge')),
      guestPrice: halalasAmount.min(1, messageKey('amountPositive')),
      alreadyPaid: halalasAmount,
      priceToYou: halalasAmount,
      comment: optional(z.string().trim().max(BOOKING_COMMENT_MAX_LENGTH, messageKey('tooLong'))),
      bookingSourceId: dbId.nullable().optional(),
      guest: guestInput,
    },
    required,
  )
  .superRefine((booking, ctx) => {
    if (bothDates(booking.dateFrom, booking.dateTo)) {
      if (compareDates(booking.dateFrom, booking.dateTo) >= 0) {
        issue(ctx, ['dateTo'], 'stayAtLeastOneNight');
      } else if (daysBetween(booking.dateFrom, booking.dateTo) > BOOKING_NIGHTS_MAX) {
        issue(ctx, ['dateTo'], 'stayTooLong');
      }
    }
    const price = booking.guestPrice;
    if (typeof price !== 'number' || !Number.isSafeInteger(price)) return;
    if (typeof booking.alreadyPaid === 'number' && booking.alreadyPaid > price) {
      issue(ctx, ['alreadyPaid'], 'paidAboveGuestPrice');
    }
    if (typeof booking.priceToYou === 'number' && booking.priceToYou > price) {
      issue(ctx, ['priceToYou'], 'priceToYouAboveGuestPrice');
    }
  });
export type BookingInput = z.input<typeof bookingInput>;
export type BookingFields = z.output<typeof bookingInput>;

const pageNumber = (max: number, fallback: number) =>
  z.coerce
    .number(required)
    .int(messageKey('invalidValue'))
    .min(1, messageKey('invalidValue'))
    .max(max, messageKey('invalidValue'))
    .default(fallback);

/**
 * `GET /bookings`: All / Past / Upcoming in the property's time zone, a search over the
 * guest (name, e-mail, phone), the property (name, internal name) and its location (city in
 * either language, address), status and property filters, pages. Sorted by arrival:
 * ascending for Upcoming, descending otherwise, unless `order` says.
 */
export const bookingsQuery = z.object(
  {
    when: z.enum(bookingWhens, required).default('all'),
    search: safeText().trim().max(BOOKINGS_SEARCH_MAX_LENGTH, messageKey('tooLong')).optional(),
    status: z.enum(bookingStatuses, required).optional(),
    propertyId: z.uuid(required).optional(),
    order: z.enum(['asc', 'desc'], required).optional(),
    page: pageNumber(DB_INTEGER_MAX, 1),
    pageSize: pageNumber(BOOKINGS_PAGE_SIZE_MAX, BOOKINGS_PAGE_SIZE_DEFAULT),
  },
  required,
);
export type BookingsQuery = z.input<typeof bookingsQuery>;

/** `POST /bookings/:id/cancel`: an optional reason, kept with the booking. */
export const cancelBookingInput = z.object(
  {
    reason: optional(z.string().trim().max(CANCEL_REASON_MAX_LENGTH, messageKey('tooLong'))),
  },
  required,
);
export type CancelBookingInput = z.input<typeof cancelBookingInput>;

/**
 * `GET /bookings/quote`: the stay `[from, to)` at a property for the guests; for an edit,
 * with the booking whose own nights are free to it.
 */
export const bookingQuoteQuery = z
  .object(
    {
      propertyId: z.uuid(required),
      from: isoDate,
      to: isoDate,
      /** The booking being edited: its own nights do not count as taken. */
      bookingId: z.uuid(required).optional(),
      guests: z.coerce
        .number(numberField)
        .int(messageKey('invalidValue'))
        .min(1, messageKey('atLeastOne'))
        .max(BOOKING_GUESTS_MAX, messageKey('tooLarge')),
    },
    required,
  )
  .superRefine((query, ctx) => {
    if (!bothDates(query.from, query.to)) return;
    if (compareDates(query.from, query.to) >= 0) issue(ctx, ['to'], 'stayAtLeastOneNight');
    else if (daysBetween(query.from, query.to) > STAY_NIGHTS_MAX) issue(ctx, ['to'], 'stayTooLong');
  });
export type BookingQuoteQuery = z.input<typeof bookingQuoteQuery>;

/** Days counted with both ends, at most CALENDAR_DAYS_MAX of them. */
function dayRangeRule(range: { from: unknown; to: unknown }, ctx: Ctx) {
  if (!bothDates(range.from, range.to)) return;
  const from = range.from as string;
  const to = range.to as string;
  if (compareDates(from, to) > 0) issue(ctx, ['to'], 'dateOrder');
  else if (daysBetween(from, to) + 1 > CALENDAR_DAYS_MAX) issue(ctx, ['to'], 'tooLarge');
}

/** `GET /properties/:id/calendar?from&to`: the days from..to, both included, at most 400. */
export const calendarQuery = z
  .object({ from: isoDate, to: isoDate }, required)
  .superRefine(dayRangeRule);
export type CalendarQuery = z.input<typeof calendarQuery>;

/**
 * `POST /properties/:id/blocks`: the calendar days from..to, both included (a block of days
 * 10–12 holds the nights [10, 13) on every unit), with an optional note.
 */
export const blockInput = z
  .object(
    {
      from: isoDate,
      to: isoDate,
      note: optional(z.string().trim().max(BLOCK_NOTE_MAX_LENGTH, messageKey('tooLong'))),
    },
    required,
  )
  .superRefine(dayRangeRule);
export type BlockInput = z.input<typeof blockInput>;

/** `POST /properties/:id/availability` (Make Available): removes blocks on the days from..to. */
export const makeAvailableInput = z
  .object({ from: isoDate, to: isoDate }, required)
  .superRefine(dayRangeRule);
export type MakeAvailableInput = z.input<typeof makeAvailableInput>;

const nightsSetting = z
  .number(numberField)
  .int(messageKey('invalidValue'))
  .min(1, messageKey('atLeastOne'))
  .max(STAY_NIGHTS_MAX, messageKey('tooLarge'));

/**
 * `PUT /properties/:id/day-settings`: "Set price and stay rules" for the days from..to. Each
 * setting left out keeps what the days have; null clears it (the day goes back to its season
 * or base); `reset` clears them all ("Reset to season price"). Price in halalas, above 0.
 */
export const daySettingsInput = z
  .object(
    {
      from: isoDate,
      to: isoDate,
      price: halalasAmount.min(1, messageKey('amountPositive')).nullable().optional(),
      minNights: nightsSetting.nullable().optional(),
      maxNights: nightsSetting.nullable().optional(),
      preparationHours: z
        .number(numberField)
        .int(messageKey('invalidValue'))
        .min(0, messageKey('invalidValue'))
        .max(PREPARATION_HOURS_MAX, messageKey('tooLarge'))
        .nullable()
        .optional(),
      reset: z.boolean(required).default(false),
    },
    required,
  )
  .superRefine((input, ctx) => {
    dayRangeRule(input, ctx);
    const settings = [input.price, input.minNights, input.maxNights, input.preparationHours];
    if (input.reset && settings.some((value) => value !== undefined)) {
      issue(ctx, ['reset'], 'invalidValue');
    }
    if (!input.reset && settings.every((value) => value === undefined)) {
      issue(ctx, ['price'], 'required');
    }
    if (
      typeof input.minNights === 'number' &&
      typeof input.maxNights === 'number' &&
      input.minNights > input.maxNights
    ) {
      issue(ctx, ['minNights'], 'minStayAboveMax');
    }
  });
export type DaySettingsInput = z.input<typeof daySettingsInput>;
export type DaySettingsFields = z.output<typeof daySettingsInput>;
