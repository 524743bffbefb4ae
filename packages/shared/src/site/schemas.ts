import { z } from 'zod';
import { emailField } from '../accounts/schemas';
import {
  BOOKING_COMMENT_MAX_LENGTH,
  BOOKING_GUESTS_MAX,
  CALENDAR_DAYS_MAX,
  GUEST_NAME_MAX_LENGTH,
} from '../bookings/rules';
import { bookingPhoneField, countryCodeField } from '../bookings/schemas';
import { compareDates, daysBetween, isIsoDate } from '../dates/days';
import { isoDate } from '../dates/schemas';
import { STAY_NIGHTS_MAX } from '../terms/rules';
import { fieldError, safeText } from '../validation/fields';
import { messageKey, type ValidationMessageKey } from '../validation/messages';

const required = fieldError();

/** Too long to be a slug or an id: answered 404 by the site, as an unknown one. */
const pathPart = safeText().max(200, messageKey('tooLong'));

/** `/public/sites/:slug`: any text; a slug no site has is 404 SITE_NOT_FOUND. */
export const siteParams = z.object({ slug: pathPart }, required);
/** `/public/sites/:slug/properties/:propertyId`: an unknown or unpublished id is 404. */
export const sitePropertyParams = z.object({ slug: pathPart, propertyId: pathPart }, required);

const guestsField = z.coerce
  .number(fieldError('mustBeNumber'))
  .int(messageKey('invalidValue'))
  .min(1, messageKey('atLeastOne'))
  .max(BOOKING_GUESTS_MAX, messageKey('tooLarge'));

type Ctx = z.RefinementCtx;
function issue(ctx: Ctx, path: PropertyKey[], key: ValidationMessageKey) {
  ctx.addIssue({ code: 'custom', path, message: messageKey(key) });
}

/** A stay [dateFrom, dateTo): at least one night, at most a year. */
function stayRule(stay: { dateFrom?: unknown; dateTo?: unknown }, ctx: Ctx) {
  if (!isIsoDate(stay.dateFrom) || !isIsoDate(stay.dateTo)) return;
  if (compareDates(stay.dateFrom, stay.dateTo) >= 0) issue(ctx, ['dateTo'], 'stayAtLeastOneNight');
  else if (daysBetween(stay.dateFrom, stay.dateTo) > STAY_NIGHTS_MAX) {
    issue(ctx, ['dateTo'], 'stayTooLong');
  }
}

/**
 * `GET /public/sites/:slug/properties`: with both dates only the properties free for every
 * night of the stay; with guests only those that sleep as many. One date alone is refused.
 */
export const sitePropertiesQuery = z
  .object(
    { dateFrom: isoDate.optional(), dateTo: isoDate.optional(), guests: guestsField.optional() },
    required,
  )
  .superRefine((query, ctx) => {
    if ((query.dateFrom === undefined) !== (query.dateTo === undefined)) {
      issue(ctx, [query.dateFrom === undefined ? 'dateFrom' : 'dateTo'], 'required');
      return;
    }
    stayRule(query, ctx);
  });
export type SitePropertiesQuery = z.input<typeof sitePropertiesQuery>;
export type SitePropertySearch = z.output<typeof sitePropertiesQuery>;

/** `…/availability?from&to`: the nights from..to, both included, at most 400. */
export const siteAvailabilityQuery = z
  .object({ from: isoDate, to: isoDate }, required)
  .superRefine((range, ctx) => {
    if (!isIsoDate(range.from) || !isIsoDate(range.to)) return;
    if (compareDates(range.from, range.to) > 0) issue(ctx, ['to'], 'dateOrder');
    else if (daysBetween(range.from, range.to) + 1 > CALENDAR_DAYS_MAX) {
      issue(ctx, ['to'], 'tooLarge');
    }
  });
export type SiteAvailabilityQuery = z.output<typeof siteAvailabilityQuery>;

/** `…/quote?dateFrom&dateTo&guests`: the stay and its guests. */
export const siteQuoteQuery = z
  .object({ dateFrom: isoDate, dateTo: isoDate, guests: guestsField }, required)
  .superRefine(stayRule);
export type SiteQuoteQuery = z.output<typeof siteQuoteQuery>;

const guestName = safeText()
  .trim()
  .min(1, messageKey('required'))
  .max(GUEST_NAME_MAX_LENGTH, messageKey('max80'));

/**
 * `POST …/booking-requests`: a visitor asks for a stay. The guest's details are those of a
 * booking (spec §5: names, a valid e-mail, a phone of 7 to 15 digits, the language); the
 * first chat message is optional; `captchaValue` as the sign-up form sends it.
 */
export const bookingRequestInput = z
  .object(
    {
      dateFrom: isoDate,
      dateTo: isoDate,
      guests: guestsField,
      guest: z.object(
        {
          firstName: guestName,
          lastName: guestName,
          email: emailField,
          phone: bookingPhoneField,
          language: z.enum(['ar', 'en'], required),
          country: countryCodeField.optional(),
        },
        required,
      ),
      message: safeText()
        .trim()
        .max(BOOKING_COMMENT_MAX_LENGTH, messageKey('tooLong'))
        .optional()
        .transform((value) => (value ? value : undefined)),
      captchaValue: safeText().max(10_000).optional().default(''),
    },
    required,
  )
  .superRefine(stayRule);
export type BookingRequestInput = z.input<typeof bookingRequestInput>;
export type BookingRequestFields = z.output<typeof bookingRequestInput>;
