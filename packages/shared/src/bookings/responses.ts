import { z } from 'zod';
import { pageMeta } from '../listings/responses';
import { quote } from '../terms/responses';
import { nightPriceSources } from '../terms/responses';
import {
  bookingHistoryKinds,
  bookingStatuses,
  calendarDayStatuses,
  paymentStatuses,
} from './rules';

const int = () => z.number().int();

export const guest = z.object({
  firstName: z.string(),
  lastName: z.string(),
  nationality: z.string().nullable(),
  passportNumber: z.string().nullable(),
  address: z.string(),
  postalCode: z.string(),
  country: z.string(),
  language: z.string(),
  email: z.string(),
  skype: z.string().nullable(),
  phone: z.string(),
  mobile: z.string(),
  fax: z.string().nullable(),
});
export type Guest = z.infer<typeof guest>;

/** The property a booking is at, as lists and the booking view show it. */
export const bookingProperty = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  internalName: z.string().nullable(),
  /** The main photo's small variant, or null without photos. */
  thumbnailUrl: z.string().nullable(),
  cityId: int(),
  cityNameAr: z.string().nullable(),
  cityNameEn: z.string().nullable(),
  address: z.string(),
  timeZone: z.string(),
});

/** What cancelling costs, by the property's cancellation policy (requirements §2.9). */
export const cancellationCharge = z.object({
  /** Whole days from the cancellation day to the arrival day (0 on or after arrival). */
  daysBefore: int(),
  /** Basis points of the guest price. */
  penaltyPercent: int(),
  /** Halalas. */
  penalty: int(),
});
export type CancellationCharge = z.infer<typeof cancellationCharge>;

/** One line of a booking's history: what changed, field by field (`{ from, to }`). */
export const bookingHistoryEntry = z.object({
  kind: z.enum(bookingHistoryKinds),
  at: z.string(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntry>;

/**
 * The price of a booking's stay as the quote gave it when the booking was made or its stay
 * (property, dates, guests) last changed: nights, extra guests, fees and taxes, total and
 * what is due when. Kept as it was: later price changes do not rewrite it.
 */
export const bookingPriceBreakdown = quote
  .pick({
    nights: true,
    guests: true,
    currency: true,
    nightly: true,
    unpricedNights: true,
    rent: true,
    extraGuests: true,
    lines: true,
    fees: true,
    taxes: true,
    vat: true,
    total: true,
    due: true,
    downPayment: true,
    securityDeposit: true,
  })
  .extend({
    /** When it was priced. */
    pricedAt: z.string(),
  });
export type BookingPriceBreakdown = z.infer<typeof bookingPriceBreakdown>;

/** A booking with the derived nights, balance and payment status. Amounts in halalas. */
export const booking = z.object({
  id: z.uuid(),
  property: bookingProperty,
  /** Which of the property's units (1..units) the stay holds. */
  unitNo: int(),
  status: z.enum(bookingStatuses),
  dateFrom: z.string(),
  dateTo: z.string(),
  nights: int(),
  guests: int(),
  guestPrice: int(),
  alreadyPaid: int(),
  priceToYou: int(),
  balance: int(),
  paymentStatus: z.enum(paymentStatuses),
  comment: z.string().nullable(),
  bookingSourceId: int().nullable(),
  guest,
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /**
   * A cancelled booking: what its cancellation cost. Otherwise what cancelling it today
   * would cost, for the Cancel confirmation.
   */
  cancellation: cancellationCharge,
  history: z.array(bookingHistoryEntry),
  /** The price when booked; null for a booking made before prices were kept. */
  priceBreakdown: bookingPriceBreakdown.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Booking = z.infer<typeof booking>;
export const bookingResponse = z.object({ data: booking });

/** A row of the bookings list. */
export const bookingListItem = z.object({
  id: z.uuid(),
  property: bookingProperty,
  unitNo: int(),
  status: z.enum(bookingStatuses),
  dateFrom: z.string(),
  dateTo: z.string(),
  nights: int(),
  guests: int(),
  guestName: z.string(),
  guestEmail: z.string(),
  guestPhone: z.string(),
  bookingSourceId: int().nullable(),
  guestPrice: int(),
  alreadyPaid: int(),
  balance: int(),
  paymentStatus: z.enum(paymentStatuses),
  createdAt: z.string(),
});
export type BookingListItem = z.infer<typeof bookingListItem>;
export const bookingsResponse = z.object({ data: z.array(bookingListItem), meta: pageMeta });

/**
 * The quote of the booking form: the shared price quote (calendar day prices first, then
 * seasons, then the base price) whose stay rules count the days' own min/max nights and
 * preparation hours, and whether a unit is free for every night.
 */
export const bookingQuote = quote.extend({
  /** Some unit of the property has every night of the stay free. */
  available: z.boolean(),
});
export type BookingQuote = z.infer<typeof bookingQuote>;
export const bookingQuoteResponse = z.object({ data: bookingQuote });

export const calendarBooking = z.object({
  id: z.uuid(),
  guestName: z.string(),
  status: z.enum(bookingStatuses),
  dateFrom: z.string(),
  dateTo: z.string(),
  unitNo: int(),
});
export type CalendarBooking = z.infer<typeof calendarBooking>;

/**
 * One calendar day (its night): booked with one booking, multiple with bookings on several
 * units, blocked, or available. Price in halalas and the rules in force that day.
 */
export const calendarDay = z.object({
  date: z.string(),
  status: z.enum(calendarDayStatuses),
  price: int().nullable(),
  priceSource: z.enum(nightPriceSources).nullable(),
  minNights: int().nullable(),
  maxNights: int().nullable(),
  preparationHours: int().nullable(),
  bookings: z.array(calendarBooking),
  blockNote: z.string().nullable(),
});
export type CalendarDay = z.infer<typeof calendarDay>;

export const calendar = z.object({
  propertyId: z.uuid(),
  timeZone: z.string(),
  /** The property's today: days before it are past (not selectable). */
  today: z.string(),
  units: int(),
  from: z.string(),
  to: z.string(),
  days: z.array(calendarDay),
});
export type Calendar = z.infer<typeof calendar>;
export const calendarResponse = z.object({ data: calendar });
