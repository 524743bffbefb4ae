import { z } from 'zod';
import { emailField } from '../accounts/schemas';
import { isoDate } from '../dates/schemas';
import { dayRangesOverlap } from '../dates/ranges';
import { compareDates, daysBetween, isIsoDate } from '../dates/days';
import { basisPointsField, halalasAmount } from '../money/schemas';
import { dbId, fieldError, safeText } from '../validation/fields';
import { messageKey, type ValidationMessageKey } from '../validation/messages';
import {
  ARRIVAL_CONTACT_HOURS_MAX,
  CANCELLATION_DAYS_MAX,
  CANCELLATION_POLICIES_MAX,
  EARLY_LATE_RANGES_MAX,
  FEES_MAX,
  HOW_TO_ARRIVE_MAX_LENGTH,
  PAYMENT_METHOD_NOTE_MAX_LENGTH,
  PAYMENT_METHODS_MAX,
  PICKUP_DETAILS_MAX_LENGTH,
  PREPARATION_HOURS_MAX,
  SEASON_NAME_MAX_LENGTH,
  STAY_NIGHTS_MAX,
  TERMS_URL_MAX_LENGTH,
  checkInLocations,
  collectionTimes,
  depositTypes,
  earlyLateFeeTypes,
  feeDiscriminators,
  feeKinds,
  isClockTime,
  minutesOf,
  termsLanguages,
} from './rules';
import { NAME_MAX_LENGTH } from '../listings/rules';

const required = fieldError();

/**
 * Zod runs an object's refinements even when one of its fields failed: a date that is no
 * calendar day is refused at its own field, and comparing it would throw (a 500).
 */
const bothDates = (a: unknown, b: unknown) => isIsoDate(a) && isIsoDate(b);
const numberField = fieldError('mustBeNumber');

type Ctx = z.RefinementCtx;
function issue(ctx: Ctx, path: PropertyKey[], key: ValidationMessageKey) {
  ctx.addIssue({ code: 'custom', path, message: messageKey(key) });
}

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, required);

const wholeNumber = (min: number, max: number) =>
  z
    .number(numberField)
    .int(messageKey('invalidValue'))
    .min(min, messageKey(min === 1 ? 'atLeastOne' : 'invalidValue'))
    .max(max, messageKey('tooLarge'));

/** A price above 0 (spec: "Prices greater than 0"). */
const positiveAmount = halalasAmount.min(1, messageKey('amountPositive'));
/** A percentage above 0 and at most 100, in basis points. */
const positivePercentage = basisPointsField.min(1, messageKey('percentageRange'));

const clockTime = safeText().refine(isClockTime, messageKey('invalidTime'));

const text = (max: number) =>
  safeText()
    .trim()
    .min(1, messageKey('required'))
    .max(max, messageKey(max === SEASON_NAME_MAX_LENGTH ? 'max80' : 'tooLong'));

/** Phone and contact numbers (spec §5): 7 to 15 digits with an optional leading +. */
export const phoneField = safeText()
  .trim()
  .regex(/^\+?\d{7,15}$/, messageKey('phoneInvalid'));

/** An absolute http(s) address; other schemes (`javascript:`, `data:`) are refused. */
export const webUrl = safeText()
  .trim()
  .max(TERMS_URL_MAX_LENGTH, messageKey('tooLong'))
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, messageKey('invalidUrl'));

/** Flags the later of two entries that share a key (one per language, one per method). */
function uniqueBy<T>(ctx: Ctx, list: T[], keyOf: (item: T) => unknown, field: string) {
  const seen = new Set<unknown>();
  list.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) issue(ctx, [index, field], 'duplicateEntry');
    seen.add(key);
  });
}

// ---------------------------------------------------------------- Charge profile

export const feeInput = z
  .object(
    {
      kind: choice(feeKinds),
      /** A `fee_type` definition: cleaning, service, VAT, tourism fee... */
      typeId: dbId,
      discriminator: choice(feeDiscriminators),
      /** Halalas; for every discriminator but `percentage`. */
      value: positiveAmount.nullish(),
      /** Basis points; for the `percentage` discriminator only. */
      percentage: positivePercentage.nullish(),
      collectionTime: choice(collectionTimes),
      /** The guest may decline it (an optional extra). */
      optional: z.boolean(required).default(false),
    },
    required,
  )
  .superRefine((fee, ctx) => {
    if (fee.discriminator === 'percentage') {
      if (fee.percentage == null) issue(ctx, ['percentage'], 'required');
      if (fee.value != null) issue(ctx, ['value'], 'invalidValue');
    } else {
      if (fee.value == null) issue(ctx, ['value'], 'required');
      if (fee.percentage != null) issue(ctx, ['percentage'], 'invalidValue');
    }
  });
export type FeeInput = z.input<typeof feeInput>;
export type Fee = z.output<typeof feeInput>;

/** A share of the booking total or an amount; `positive` for the down payment. */
const depositInput = (positive: boolean) =>
  z
    .object(
      {
        type: choice(depositTypes),
        percentage: (positive ? positivePercentage : basisPointsField).nullish(),
        amount: (positive ? positiveAmount : halalasAmount).nullish(),
      },
      required,
    )
    .superRefine((deposit, ctx) => {
      const [wanted, other] =
        deposit.type === 'percentage'
          ? (['percentage', 'amount'] as const)
          : (['amount', 'percentage'] as const);
      if (deposit[wanted] == null) issue(ctx, [wanted], 'required');
      if (deposit[other] != null) issue(ctx, [other], 'invalidValue');
    });

export const chargeProfileSection = z
  .object(
    {
      fees: z
        .array(feeInput, required)
        .min(1, messageKey('feeRequired'))
        .max(FEES_MAX, messageKey('tooLarge')),
      downPayment: depositInput(true),
      securityDeposit: depositInput(false),
    },
    required,
  )
  .superRefine((section, ctx) =>
    uniqueBy(
      ctx,
      section.fees,
      (fee) => `${fee.kind}:${fee.typeId}:${fee.discriminator}`,
      'typeId',
    ),
  );
export type ChargeProfileSection = z.input<typeof chargeProfileSection>;
export type ChargeProfile = z.output<typeof chargeProfileSection>;

// ---------------------------------------------------------------- Check-in/out

export const earlyLateRangeInput = z
  .object(
    {
      feeType: choice(earlyLateFeeTypes),
      from: clockTime,
      to: clockTime,
      /** Halalas; 0 is free. */
      cost: halalasAmount,
    },
    required,
  )
  .superRefine((range, ctx) => {
    if (range.from === range.to) issue(ctx, ['to'], 'timesMustDiffer');
  });
export type EarlyLateRangeInput = z.input<typeof earlyLateRangeInput>;

/**
 * Early and late ranges sit outside the regular times: an early check-in ends by the check-in
 * start, a late check-in starts once the check-in window has closed (the window may pass
 * midnight, so times are compared as minutes after the check-in start), and a late check-out
 * starts at or after the check-out time. Answers the index of each range out of place.
 */
export function outOfPlaceRanges(section: {
  checkInFrom: string;
  checkInTo: string;
  checkOutTime: string;
  earlyLateRanges: ReadonlyArray<{ feeType: string; from: string; to: string }>;
}): Array<[number, ValidationMessageKey]> {
  const times = [section.checkInFrom, section.checkInTo, section.checkOutTime];
  if (!times.every(isClockTime)) return [];
  const afterCheckIn = (time: string) =>
    (minutesOf(time) - minutesOf(section.checkInFrom) + 24 * 60) % (24 * 60);
  const found: Array<[number, ValidationMessageKey]> = [];
  section.earlyLateRanges.forEach((range, index) => {
    if (!isClockTime(range.from) || !isClockTime(range.to) || range.from === range.to) return;
    const [from, to] = [minutesOf(range.from), minutesOf(range.to)];
    if (range.feeType === 'early_check_in' && (to < from || to > minutesOf(section.checkInFrom))) {
      found.push([index, 'earlyCheckInTooLate']);
    }
    if (
      range.feeType === 'late_check_in' &&
      (afterCheckIn(range.from) < afterCheckIn(section.checkInTo) ||
        afterCheckIn(range.to) < afterCheckIn(range.from))
    ) {
      found.push([index, 'lateCheckInTooEarly']);
    }
    if (range.feeType === 'late_check_out' && from < minutesOf(section.checkOutTime)) {
      found.push([index, 'lateCheckOutTooEarly']);
    }
  });
  return found;
}

export const checkInOutSection = z
  .object(
    {
      checkInLocation: choice(checkInLocations),
      checkInFrom: clockTime,
      /** May pass midnight: 20:00–01:00 is a window into the next day. */
      checkInTo: clockTime,
      checkOutTime: clockTime,
      earlyLateRanges: z
        .array(earlyLateRangeInput, required)
        .min(1, messageKey('earlyLateRequired'))
        .max(EARLY_LATE_RANGES_MAX, messageKey('tooLarge')),
    },
    required,
  )
  .superRefine((section, ctx) => {
    if (section.checkInFrom === section.checkInTo) issue(ctx, ['checkInTo'], 'timesMustDiffer');
    outOfPlaceRanges(section).forEach(([index, key]) =>
      issue(ctx, ['earlyLateRanges', index, 'from'], key),
    );
    // Ranges of one fee type may not overlap (same-day minutes; a range passing midnight
    // covers the rest of the day and the start of the next).
    const spans = (from: string, to: string): Array<[number, number]> => {
      const [a, b] = [minutesOf(from), minutesOf(to)];
      return a < b
        ? [[a, b]]
        : [
            [a, 24 * 60],
            [0, b],
          ];
    };
    section.earlyLateRanges.forEach((range, index) => {
      if (range.from === range.to) return;
      const earlier = section.earlyLateRanges.slice(0, index);
      const clash = earlier.some(
        (other) =>
          other.feeType === range.feeType &&
          other.from !== other.to &&
          spans(other.from, other.to).some(([a, b]) =>
            spans(range.from, range.to).some(([c, d]) => a < d && c < b),
          ),
      );
      if (clash) issue(ctx, ['earlyLateRanges', index, 'from'], 'rangesOverlap');
    });
  });
export type CheckInOutSection = z.input<typeof checkInOutSection>;
export type CheckInOut = z.output<typeof checkInOutSection>;

// ---------------------------------------------------------------- Seasons

/**
 * One season (spec §5). Its days are inclusive: dateFrom = dateTo is a one-day season, and
 * 1–10 June overlaps 10–20 June. `guests` is how many the daily price includes; it must be
 * below the property's max guests (checked where the property is known: `seasonGuestsIssue`).
 */
export const seasonInput = z
  .object(
    {
      seasonName: text(SEASON_NAME_MAX_LENGTH),
      dailyPrice: positiveAmount,
      /** Per extra guest and night; 0 allowed (decision A-4). */
      extraGuestPrice: halalasAmount,
      guests: wholeNumber(1, 100),
      minStay: wholeNumber(1, STAY_NIGHTS_MAX),
      maxStay: wholeNumber(1, STAY_NIGHTS_MAX),
      dateFrom: isoDate,
      dateTo: isoDate,
    },
    required,
  )
  .superRefine((season, ctx) => {
    if (season.minStay > season.maxStay) issue(ctx, ['minStay'], 'minStayAboveMax');
    if (
      bothDates(season.dateFrom, season.dateTo) &&
      compareDates(season.dateFrom, season.dateTo) > 0
    ) {
      issue(ctx, ['dateTo'], 'dateOrder');
    }
  });
export type SeasonInput = z.input<typeof seasonInput>;
export type SeasonValues = z.output<typeof seasonInput>;

/** Spec §5 "Guests below max can sleep": strictly below the property's max guests. */
export function seasonGuestsIssue(guests: number, sleep: number): ValidationMessageKey | null {
  return guests < sleep ? null : 'guestsBelowSleep';
}

/** The index of each season that overlaps an earlier one of the list (inclusive days). */
export function overlappingSeasons(
  seasons: ReadonlyArray<{ dateFrom: string; dateTo: string }>,
): number[] {
  return seasons.flatMap((season, index) =>
    seasons
      .slice(0, index)
      .some((other) =>
        dayRangesOverlap(
          { from: other.dateFrom, to: other.dateTo },
          { from: season.dateFrom, to: season.dateTo },
        ),
      )
      ? [index]
      : [],
  );
}

// ---------------------------------------------------------------- Availability defaults

/**
 * The property's defaults (decision A-5): the base nightly price of nights outside seasons,
 * the default stay bounds, the advance notice in hours (decision A-6) and the bookable
 * window. "Past" and "three years ahead" are checked by the server against the property's
 * today (`bookableWindowIssue`).
 */
export const availabilitySection = z
  .object(
    {
      basePrice: positiveAmount,
      minNights: wholeNumber(1, STAY_NIGHTS_MAX),
      maxNights: wholeNumber(1, STAY_NIGHTS_MAX),
      preparationHours: wholeNumber(0, PREPARATION_HOURS_MAX),
      openFrom: isoDate,
      openUntil: isoDate,
    },
    required,
  )
  .superRefine((section, ctx) => {
    if (section.minNights > section.maxNights) issue(ctx, ['minNights'], 'minStayAboveMax');
    if (
      bothDates(section.openFrom, section.openUntil) &&
      compareDates(section.openFrom, section.openUntil) > 0
    ) {
      issue(ctx, ['openUntil'], 'dateOrder');
    }
  });
export type AvailabilitySection = z.input<typeof availabilitySection>;
export type AvailabilityDefaults = z.output<typeof availabilitySection>;

// ---------------------------------------------------------------- Arrival information

export const arrivalInstructionInput = z.object(
  {
    language: choice(termsLanguages),
    howToArrive: safeText()
      .trim()
      .min(1, messageKey('required'))
      .max(HOW_TO_ARRIVE_MAX_LENGTH, messageKey('tooLong')),
    pickupDetails: safeText()
      .trim()
      .max(PICKUP_DETAILS_MAX_LENGTH, messageKey('tooLong'))
      .default(''),
  },
  required,
);

export const arrivalSection = z
  .object(
    {
      landlordName: text(NAME_MAX_LENGTH),
      landlordEmail: emailField,
      landlordContact: phoneField,
      /** Hours before arrival that the landlord contacts the guest (spec §9). */
      arrivalContactHours: wholeNumber(0, ARRIVAL_CONTACT_HOURS_MAX),
      arrivalInstructions: z
        .array(arrivalInstructionInput, required)
        // Spec §8: this message carries "arrivalInstructions." so that it is shown as
        // seasonalPricing.errors.arrivalInstructionsnotempty.
        .min(1, messageKey('arrivalInstructionsNotEmpty'))
        .max(termsLanguages.length, messageKey('tooLarge')),
    },
    required,
  )
  .superRefine((section, ctx) =>
    uniqueBy(ctx, section.arrivalInstructions, (entry) => entry.language, 'language'),
  );
export type ArrivalSection = z.input<typeof arrivalSection>;
export type ArrivalInfo = z.output<typeof arrivalSection>;

// ---------------------------------------------------------------- Payment methods

export const paymentMethodsSection = z
  .object(
    {
      methods: z
        .array(
          z.object(
            {
              /** A `payment_method` definition (seeded or the owner's own). */
              methodId: dbId,
              /** E.g. the IBAN for a bank transfer. */
              note: safeText()
                .trim()
                .max(PAYMENT_METHOD_NOTE_MAX_LENGTH, messageKey('tooLong'))
                .default(''),
            },
            required,
          ),
          required,
        )
        .min(1, messageKey('paymentMethodRequired'))
        .max(PAYMENT_METHODS_MAX, messageKey('tooLarge')),
    },
    required,
  )
  .superRefine((section, ctx) =>
    uniqueBy(ctx, section.methods, (method) => method.methodId, 'methodId'),
  );
export type PaymentMethodsSection = z.input<typeof paymentMethodsSection>;

// ---------------------------------------------------------------- Terms & conditions

export const termsSection = z
  .object(
    {
      terms: z
        .array(z.object({ language: choice(termsLanguages), url: webUrl }, required), required)
        .min(1, messageKey('termsRequired'))
        .max(termsLanguages.length, messageKey('tooLarge')),
    },
    required,
  )
  .superRefine((section, ctx) =>
    uniqueBy(ctx, section.terms, (entry) => entry.language, 'language'),
  );
export type TermsSection = z.input<typeof termsSection>;

// ---------------------------------------------------------------- Cancellation policies

export const cancellationPolicyInput = z
  .object(
    {
      /** Days before arrival, both ends included. */
      fromDays: wholeNumber(0, CANCELLATION_DAYS_MAX),
      toDays: wholeNumber(0, CANCELLATION_DAYS_MAX),
      /** Basis points of the booking total charged on cancellation. */
      penaltyPercent: basisPointsField,
    },
    required,
  )
  .superRefine((policy, ctx) => {
    if (policy.fromDays > policy.toDays) issue(ctx, ['fromDays'], 'cancellationDaysOrder');
  });
export type CancellationPolicyInput = z.input<typeof cancellationPolicyInput>;
export type CancellationPolicy = z.output<typeof cancellationPolicyInput>;

export const cancellationSection = z
  .object(
    {
      policies: z
        .array(cancellationPolicyInput, required)
        .min(1, messageKey('cancellationRequired'))
        .max(CANCELLATION_POLICIES_MAX, messageKey('tooLarge')),
    },
    required,
  )
  .superRefine((section, ctx) => {
    section.policies.forEach((policy, index) => {
      if (policy.fromDays > policy.toDays) return;
      const clash = section.policies
        .slice(0, index)
        .some(
          (other) =>
            other.fromDays <= other.toDays &&
            other.fromDays <= policy.toDays &&
            policy.fromDays <= other.toDays,
        );
      if (clash) issue(ctx, ['policies', index, 'fromDays'], 'rangesOverlap');
    });
  });
export type CancellationSection = z.input<typeof cancellationSection>;

// ---------------------------------------------------------------- Price quote

/** `GET /properties/:id/quote?from=YYYY-MM-DD&to=YYYY-MM-DD&guests=N`: a stay [from, to). */
export const quoteQuery = z
  .object({
    from: isoDate,
    to: isoDate,
    guests: z.coerce
      .number(numberField)
      .int(messageKey('invalidValue'))
      .min(1, messageKey('atLeastOne'))
      .max(100, messageKey('tooLarge')),
  })
  .superRefine((query, ctx) => {
    if (!bothDates(query.from, query.to)) return;
    if (compareDates(query.from, query.to) >= 0) issue(ctx, ['to'], 'stayAtLeastOneNight');
    else if (daysBetween(query.from, query.to) > STAY_NIGHTS_MAX) {
      issue(ctx, ['to'], 'tooLarge');
    }
  });
export type QuoteQuery = z.output<typeof quoteQuery>;
