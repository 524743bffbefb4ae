import { z } from 'zod';
import { CURRENCY } from '../money/amounts';
import {
  bookingSections,
  checkInLocations,
  collectionTimes,
  depositTypes,
  earlyLateFeeTypes,
  feeDiscriminators,
  feeKinds,
  termsLanguages,
} from './rules';

const int = () => z.number().int();
const deposit = z.object({
  type: z.enum(depositTypes),
  percentage: int().nullable(),
  amount: int().nullable(),
});

export const fee = z.object({
  kind: z.enum(feeKinds),
  typeId: int(),
  discriminator: z.enum(feeDiscriminators),
  value: int().nullable(),
  percentage: int().nullable(),
  collectionTime: z.enum(collectionTimes),
  optional: z.boolean(),
});

export const chargeProfile = z.object({
  fees: z.array(fee),
  downPayment: deposit,
  securityDeposit: deposit,
});

export const checkInOut = z.object({
  checkInLocation: z.enum(checkInLocations),
  checkInFrom: z.string(),
  checkInTo: z.string(),
  checkOutTime: z.string(),
  earlyLateRanges: z.array(
    z.object({
      feeType: z.enum(earlyLateFeeTypes),
      from: z.string(),
      to: z.string(),
      cost: int(),
    }),
  ),
});

export const season = z.object({
  id: z.uuid(),
  seasonName: z.string(),
  dailyPrice: int(),
  extraGuestPrice: int(),
  guests: int(),
  minStay: int(),
  maxStay: int(),
  dateFrom: z.string(),
  dateTo: z.string(),
});
export type Season = z.infer<typeof season>;

export const availabilityDefaults = z.object({
  basePrice: int(),
  minNights: int(),
  maxNights: int(),
  preparationHours: int(),
  openFrom: z.string(),
  openUntil: z.string(),
});

export const arrivalInfo = z.object({
  landlordName: z.string(),
  landlordEmail: z.string(),
  landlordContact: z.string(),
  arrivalContactHours: int(),
  arrivalInstructions: z.array(
    z.object({
      language: z.enum(termsLanguages),
      howToArrive: z.string(),
      pickupDetails: z.string(),
    }),
  ),
});

export const paymentMethods = z.object({
  methods: z.array(z.object({ methodId: int(), note: z.string() })),
});

export const termsEntries = z.object({
  terms: z.array(z.object({ language: z.enum(termsLanguages), url: z.string() })),
});

export const cancellationPolicies = z.object({
  policies: z.array(z.object({ fromDays: int(), toDays: int(), penaltyPercent: int() })),
});

/**
 * The eight sections of a property's Property Booking step as saved (null: never saved),
 * with the property's completed sections. Money in halalas, percentages in basis points.
 */
export const bookingSettings = z.object({
  propertyId: z.uuid(),
  /** The property's time zone, which decides its "today". */
  timeZone: z.string(),
  completedSections: z.array(z.string()),
  chargeProfile: chargeProfile.nullable(),
  checkInOut: checkInOut.nullable(),
  seasons: z.array(season),
  availability: availabilityDefaults.nullable(),
  arrival: arrivalInfo.nullable(),
  paymentMethods: paymentMethods.nullable(),
  terms: termsEntries.nullable(),
  cancellation: cancellationPolicies.nullable(),
});
export type BookingSettings = z.infer<typeof bookingSettings>;
export const bookingSettingsResponse = z.object({ data: bookingSettings });

/** What a section's PUT answers: the whole settings, so the form and the steps agree. */
export const bookingSectionResponse = bookingSettingsResponse;
export const seasonResponse = z.object({ data: season });

export const bookingSectionNames = z.enum(bookingSections);

// ---------------------------------------------------------------- Price quote

export const nightPriceSources = ['override', 'season', 'base'] as const;
export type NightPriceSource = (typeof nightPriceSources)[number];

export const quoteNight = z.object({
  date: z.string(),
  /** The night's price for the included guests; null when nothing prices it. */
  price: int().nullable(),
  source: z.enum(nightPriceSources).nullable(),
  seasonId: z.string().nullable(),
  /** Extra guests beyond those the price includes, times the extra guest price. */
  extraGuests: int(),
});

export const quoteLine = z.object({
  kind: z.enum(feeKinds),
  typeId: int(),
  discriminator: z.enum(feeDiscriminators),
  collectionTime: z.enum(collectionTimes),
  optional: z.boolean(),
  /** The rate for a percentage line, in basis points. */
  percentage: int().nullable(),
  amount: int(),
});

export const quoteCancellationRow = z.object({
  fromDays: int(),
  toDays: int(),
  penaltyPercent: int(),
  penalty: int(),
});

/**
 * A stay priced night by night (per-day override → season → base price), with its extra
 * guests, fees and taxes, VAT, total, down payment, security deposit and cancellation
 * penalties, and whether the stay rules hold. All amounts in halalas.
 */
export const quote = z.object({
  arrival: z.string(),
  departure: z.string(),
  nights: int(),
  guests: int(),
  currency: z.literal(CURRENCY),
  nightly: z.array(quoteNight),
  /** Nights nothing prices: a stay with any cannot be booked online. */
  unpricedNights: z.array(z.string()),
  rent: int(),
  extraGuests: int(),
  /** Fees and taxes, in the charge profile's order; optional ones are not in the total. */
  lines: z.array(quoteLine),
  fees: int(),
  taxes: int(),
  /** The part of `taxes` that is VAT (tax lines of the VAT fee type). */
  vat: int(),
  total: int(),
  /** What the guest pays at booking, at check-in and at check-out. */
  due: z.object({ atBooking: int(), atCheckIn: int(), atCheckOut: int() }),
  downPayment: int(),
  /** Refundable, apart from the total. */
  securityDeposit: int(),
  cancellation: z.array(quoteCancellationRow),
  rules: z.object({
    minStay: int(),
    maxStay: int(),
    minStayMet: z.boolean(),
    maxStayMet: z.boolean(),
    /** Guests within the property's max guests. */
    guestsAllowed: z.boolean(),
    /** The arrival is at least the preparation time ahead of now (decision A-6). */
    preparationMet: z.boolean(),
    /** Every night is inside the bookable window. */
    withinWindow: z.boolean(),
  }),
  /** Every night priced and every rule met. */
  bookable: z.boolean(),
});
export type Quote = z.infer<typeof quote>;
export const quoteResponse = z.object({ data: quote });
