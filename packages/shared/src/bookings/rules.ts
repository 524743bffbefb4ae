import { nightsBetween } from '../dates/ranges';
import type { IsoDate } from '../dates/days';
import type { Halalas } from '../money/amounts';

/** Spec §3 "Status: Confirmed, Pending, Cancelled". Confirmed and pending hold their nights. */
export const bookingStatuses = ['confirmed', 'pending', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The list's filters (spec §2): Past = departure before today, Upcoming = departure today or later. */
export const bookingWhens = ['all', 'past', 'upcoming'] as const;
export type BookingWhen = (typeof bookingWhens)[number];

/** Spec §4 "Availability day status". */
export const calendarDayStatuses = ['available', 'booked', 'blocked', 'multiple'] as const;
export type CalendarDayStatus = (typeof calendarDayStatuses)[number];

export const paymentStatuses = ['unpaid', 'partly', 'paid'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const bookingHistoryKinds = ['created', 'updated', 'cancelled'] as const;
export type BookingHistoryKind = (typeof bookingHistoryKinds)[number];

export const GUEST_NAME_MAX_LENGTH = 80;
export const PASSPORT_MAX_LENGTH = 20;
export const GUEST_ADDRESS_MAX_LENGTH = 200;
export const GUEST_POSTAL_CODE_MAX_LENGTH = 10;
export const SKYPE_MAX_LENGTH = 64;
export const BOOKING_COMMENT_MAX_LENGTH = 2000;
export const CANCEL_REASON_MAX_LENGTH = 500;
export const BLOCK_NOTE_MAX_LENGTH = 200;
/** The most guests a booking names; the property's own max guests (`sleep`) is checked too. */
export const BOOKING_GUESTS_MAX = 100;
/** The longest stay: a departure at most 365 days after the arrival. */
export const BOOKING_NIGHTS_MAX = 365;
/** The calendar answers at most this many days at once, and a range action covers at most these. */
export const CALENDAR_DAYS_MAX = 400;
export const BOOKINGS_PAGE_SIZE_DEFAULT = 20;
export const BOOKINGS_PAGE_SIZE_MAX = 100;
export const BOOKINGS_SEARCH_MAX_LENGTH = 100;

/** 7 to 15 digits with an optional leading + (spec §5), once spaces and dashes are removed. */
export const PHONE_PATTERN = /^\+?\d{7,15}$/;

/** "+966 50-123 4567" → "+966501234567": the form people write a number in, as stored. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(normalisePhone(value));
}

/** Nights of a booking `[dateFrom, dateTo)`; the departure day is not a night. */
export function nights(dateFrom: IsoDate, dateTo: IsoDate): number {
  return nightsBetween(dateFrom, dateTo);
}

/** What the guest still owes: guest price − already paid (never below 0). */
export function balance(guestPrice: Halalas, alreadyPaid: Halalas): Halalas {
  return Math.max(0, guestPrice - alreadyPaid);
}

/** Nothing paid, part of it, or all of it. */
export function paymentStatus(guestPrice: Halalas, alreadyPaid: Halalas): PaymentStatus {
  if (alreadyPaid <= 0) return 'unpaid';
  return alreadyPaid >= guestPrice ? 'paid' : 'partly';
}

/**
 * Built at the first check, not as the module loads: building it reads ICU's language names
 * (20–35 ms in a browser), which every screen that imports these rules paid before drawing.
 */
let languageNames: Intl.DisplayNames | undefined;

/** An ISO 639-1 code (two lowercase letters) that names a language: "ar", "en", "fr". */
export function isLanguageCode(value: string): boolean {
  if (!/^[a-z]{2}$/.test(value)) return false;
  languageNames ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  const name = languageNames.of(value);
  return name !== undefined && name !== value;
}
