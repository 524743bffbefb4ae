/**
 * The terms and prices of a property (spec §2 "Property Booking", §3, §5): the eight sections
 * of the wizard's fifth step, their enumerations and bounds. Where the specification names a
 * value it is used; the bounds it leaves open are chosen here, once (requirements-next §2).
 */

/** The sections of the Property Booking step, in the specification's order. */
export const bookingSections = [
  'chargeProfile',
  'checkInOut',
  'seasons',
  'availability',
  'arrival',
  'paymentMethods',
  'terms',
  'cancellation',
] as const;
export type BookingSection = (typeof bookingSections)[number];

export const feeKinds = ['fee', 'tax'] as const;
export type FeeKind = (typeof feeKinds)[number];

/**
 * How a fee or tax is computed: a flat amount per stay, per night, per guest, per guest and
 * night, or a percentage (of the rent for a fee; of the rent and the fees for a tax).
 */
export const feeDiscriminators = [
  'per_stay',
  'per_night',
  'per_person',
  'per_person_per_night',
  'percentage',
] as const;
export type FeeDiscriminator = (typeof feeDiscriminators)[number];

export const collectionTimes = ['at_booking', 'at_check_in', 'at_check_out'] as const;
export type CollectionTime = (typeof collectionTimes)[number];

/** Down payment and security deposit: a percentage of the booking total or an amount. */
export const depositTypes = ['percentage', 'amount'] as const;
export type DepositType = (typeof depositTypes)[number];

export const checkInLocations = ['at_property', 'at_office', 'self_check_in'] as const;
export type CheckInLocation = (typeof checkInLocations)[number];

export const earlyLateFeeTypes = ['early_check_in', 'late_check_in', 'late_check_out'] as const;
export type EarlyLateFeeType = (typeof earlyLateFeeTypes)[number];

/** Languages of guest-facing texts (arrival instructions, terms). */
export const termsLanguages = ['ar', 'en'] as const;
export type TermsLanguage = (typeof termsLanguages)[number];

export const FEES_MAX = 30;
export const EARLY_LATE_RANGES_MAX = 12;
export const SEASONS_MAX = 100;
export const SEASON_NAME_MAX_LENGTH = 80;
export const STAY_NIGHTS_MAX = 365;
/** A season or the bookable window ends at most three years ahead. */
export const BOOKING_HORIZON_YEARS = 3;
export const PREPARATION_HOURS_MAX = 720;
export const ARRIVAL_CONTACT_HOURS_MAX = 168;
export const HOW_TO_ARRIVE_MAX_LENGTH = 2000;
export const PICKUP_DETAILS_MAX_LENGTH = 1000;
export const PAYMENT_METHODS_MAX = 20;
export const PAYMENT_METHOD_NOTE_MAX_LENGTH = 200;
export const TERMS_URL_MAX_LENGTH = 2048;
export const CANCELLATION_POLICIES_MAX = 10;
export const CANCELLATION_DAYS_MAX = 365;

/** Cancellation presets that fill editable rows (peers' Flexible / Moderate / Strict). */
export const cancellationPresets = {
  flexible: [{ fromDays: 0, toDays: 1, penaltyPercent: 10_000 }],
  moderate: [{ fromDays: 0, toDays: 5, penaltyPercent: 5_000 }],
  strict: [
    { fromDays: 0, toDays: 7, penaltyPercent: 10_000 },
    { fromDays: 8, toDays: 30, penaltyPercent: 5_000 },
  ],
} as const;
export type CancellationPreset = keyof typeof cancellationPresets;

/** "HH:mm", 24 hours. */
export type ClockTime = string;

export function isClockTime(value: unknown): value is ClockTime {
  return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** Minutes after midnight of a clock time. */
export function minutesOf(time: ClockTime): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** A check-in window whose end is before its start runs past midnight (20:00–01:00). */
export function passesMidnight(from: ClockTime, to: ClockTime): boolean {
  return minutesOf(to) < minutesOf(from);
}

/**
 * What a listing needs before it is published (spec §5 "Publish readiness", plus the
 * specifications of decision A-8), as stable keys, in the order of the wizard.
 */
export const readinessItems = [
  'specifications',
  'photos',
  'generalAmenities',
  'rooms',
  'seasonalPrices',
  'availability',
  'downPayment',
  'arrivalInstructions',
  'paymentMethods',
  'terms',
  'cancellationPolicies',
  'description',
] as const;
export type ReadinessItem = (typeof readinessItems)[number];

/** Where the wizard fixes each item: its step, and for the booking step its section. */
export const readinessTarget: Record<
  ReadinessItem,
  {
    step: 'specifications' | 'photos' | 'amenities' | 'booking' | 'description';
    section?: BookingSection;
  }
> = {
  specifications: { step: 'specifications' },
  photos: { step: 'photos' },
  generalAmenities: { step: 'amenities' },
  rooms: { step: 'amenities' },
  seasonalPrices: { step: 'booking', section: 'seasons' },
  availability: { step: 'booking', section: 'availability' },
  downPayment: { step: 'booking', section: 'chargeProfile' },
  arrivalInstructions: { step: 'booking', section: 'arrival' },
  paymentMethods: { step: 'booking', section: 'paymentMethods' },
  terms: { step: 'booking', section: 'terms' },
  cancellationPolicies: { step: 'booking', section: 'cancellation' },
  description: { step: 'description' },
};
