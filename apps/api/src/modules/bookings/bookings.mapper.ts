import {
  balance,
  bookingPriceBreakdown,
  nights,
  paymentStatus,
  type Booking,
  type BookingFields,
  type BookingListItem,
  type BookingPriceBreakdown,
  type CancellationCharge,
} from '@nuzul/shared/bookings';
import type { Quote } from '@nuzul/shared/terms';
import { photoUrlsFor } from '@nuzul/shared/listings';
import type { BookingRow, HistoryRow, NewBookingRow, PropertyCardRow } from './bookings.repository';

export function toBookingProperty(card: PropertyCardRow): Booking['property'] {
  return {
    id: card.id,
    name: card.name,
    internalName: card.internalName,
    thumbnailUrl: card.photoKey ? photoUrlsFor(card.photoKey).thumb : null,
    cityId: card.cityId,
    cityNameAr: card.cityNameAr,
    cityNameEn: card.cityNameEn,
    address: card.address,
    timeZone: card.timeZone,
  };
}

/** The columns a booking's fields are stored in (the guest's are `guest_*`). */
export function bookingColumns(input: BookingFields) {
  const { guest } = input;
  return {
    propertyId: input.propertyId,
    status: input.status,
    dateFrom: input.dateFrom,
    dateTo: input.dateTo,
    guests: input.guests,
    guestPrice: input.guestPrice,
    alreadyPaid: input.alreadyPaid,
    priceToYou: input.priceToYou,
    comment: input.comment,
    bookingSourceId: input.bookingSourceId ?? null,
    guestFirstName: guest.firstName,
    guestLastName: guest.lastName,
    guestNationality: guest.nationality,
    guestPassportNumber: guest.passportNumber,
    guestAddress: guest.address,
    guestPostalCode: guest.postalCode,
    guestCountry: guest.country,
    guestLanguage: guest.language,
    guestEmail: guest.email,
    guestSkype: guest.skype,
    guestPhone: guest.phone,
    guestMobile: guest.mobile,
    guestFax: guest.fax,
  } satisfies Partial<NewBookingRow>;
}
export type BookingColumns = ReturnType<typeof bookingColumns>;

/** The fields whose change an edit records in the history, by their API name. */
export const historyFields: ReadonlyArray<readonly [string, keyof BookingColumns]> = [
  ['propertyId', 'propertyId'],
  ['status', 'status'],
  ['dateFrom', 'dateFrom'],
  ['dateTo', 'dateTo'],
  ['guests', 'guests'],
  ['guestPrice', 'guestPrice'],
  ['alreadyPaid', 'alreadyPaid'],
  ['priceToYou', 'priceToYou'],
  ['comment', 'comment'],
  ['bookingSourceId', 'bookingSourceId'],
  ['guest.firstName', 'guestFirstName'],
  ['guest.lastName', 'guestLastName'],
  ['guest.nationality', 'guestNationality'],
  ['guest.passportNumber', 'guestPassportNumber'],
  ['guest.address', 'guestAddress'],
  ['guest.postalCode', 'guestPostalCode'],
  ['guest.country', 'guestCountry'],
  ['guest.language', 'guestLanguage'],
  ['guest.email', 'guestEmail'],
  ['guest.skype', 'guestSkype'],
  ['guest.phone', 'guestPhone'],
  ['guest.mobile', 'guestMobile'],
  ['guest.fax', 'guestFax'],
];

/** What an edit changes: `{ field: { from, to } }` for each field whose value differs. */
export function changesOf(
  before: BookingRow,
  after: BookingColumns,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [name, column] of historyFields) {
    if (before[column] !== after[column])
      changes[name] = { from: before[column], to: after[column] };
  }
  return changes;
}

function toGuest(row: BookingRow): Booking['guest'] {
  return {
    firstName: row.guestFirstName,
    lastName: row.guestLastName,
    nationality: row.guestNationality,
    passportNumber: row.guestPassportNumber,
    address: row.guestAddress,
    postalCode: row.guestPostalCode,
    country: row.guestCountry,
    language: row.guestLanguage,
    email: row.guestEmail,
    skype: row.guestSkype,
    phone: row.guestPhone,
    mobile: row.guestMobile,
    fax: row.guestFax,
  };
}

/** The part of a quote a booking keeps as its price when booked, stamped with `at`. */
export function priceBreakdownOf(quote: Quote, at: Date): BookingPriceBreakdown {
  // The schema's pick drops the rest: the stay rules and the cancellation table.
  return bookingPriceBreakdown.parse({ ...quote, pricedAt: at.toISOString() });
}

/** The stored charge of a cancelled booking. */
export function storedCancellation(row: BookingRow): CancellationCharge | undefined {
  if (row.status !== 'cancelled' || row.cancellationPenalty === null) return undefined;
  return {
    daysBefore: row.cancellationDaysBefore ?? 0,
    penaltyPercent: row.cancellationPercent ?? 0,
    penalty: row.cancellationPenalty,
  };
}

export function toBooking(
  row: BookingRow,
  card: PropertyCardRow,
  history: HistoryRow[],
  cancellation: CancellationCharge,
): Booking {
  return {
    id: row.id,
    property: toBookingProperty(card),
    unitNo: row.unitNo,
    status: row.status,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    nights: nights(row.dateFrom, row.dateTo),
    guests: row.guests,
    guestPrice: row.guestPrice,
    alreadyPaid: row.alreadyPaid,
    priceToYou: row.priceToYou,
    balance: balance(row.guestPrice, row.alreadyPaid),
    paymentStatus: paymentStatus(row.guestPrice, row.alreadyPaid),
    comment: row.comment,
    bookingSourceId: row.bookingSourceId,
    guest: toGuest(row),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    cancellation,
    history: history.map((entry) => ({
      kind: entry.kind,
      at: entry.at.toISOString(),
      changes: entry.changes,
    })),
    priceBreakdown: row.priceBreakdown ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toListItem(row: BookingRow, card: PropertyCardRow): BookingListItem {
  return {
    id: row.id,
    property: toBookingProperty(card),
    unitNo: row.unitNo,
    status: row.status,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    nights: nights(row.dateFrom, row.dateTo),
    guests: row.guests,
    guestName: `${row.guestFirstName} ${row.guestLastName}`,
    guestEmail: row.guestEmail,
    guestPhone: row.guestPhone,
    bookingSourceId: row.bookingSourceId,
    guestPrice: row.guestPrice,
    alreadyPaid: row.alreadyPaid,
    balance: balance(row.guestPrice, row.alreadyPaid),
    paymentStatus: paymentStatus(row.guestPrice, row.alreadyPaid),
    createdAt: row.createdAt.toISOString(),
  };
}
