import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  bookingHistoryKinds,
  bookingStatuses,
  type BookingPriceBreakdown,
} from '@nuzul/shared/bookings';
import { users } from './accounts';
import { definitionItems } from './definitions';
import { properties } from './listings';

/**
 * Availability and bookings (requirements-next §1.3, §4, §5). Stays are `date`s with the
 * half-open nights `[date_from, date_to)`; money is integer halalas.
 */

/** PostgreSQL's `daterange`, read and written as its text form "[2026-12-01,2026-12-04)". */
const daterange = customType<{ data: string; driverData: string }>({
  dataType: () => 'daterange',
});

const propertyRef = () =>
  uuid('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' });

/** A booking and its guest (spec §3 "Booking"). It holds its nights through its calendar hold. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: propertyRef(),
    /** The unit (1..units of the property) whose calendar the stay holds. */
    unitNo: integer('unit_no').notNull().default(1),
    status: text('status', { enum: bookingStatuses }).notNull(),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    guests: integer('guests').notNull(),
    guestPrice: integer('guest_price').notNull(),
    alreadyPaid: integer('already_paid').notNull(),
    priceToYou: integer('price_to_you').notNull(),
    comment: text('comment'),
    bookingSourceId: integer('booking_source_id').references(() => definitionItems.id),
    guestFirstName: text('guest_first_name').notNull(),
    guestLastName: text('guest_last_name').notNull(),
    guestNationality: text('guest_nationality'),
    guestPassportNumber: text('guest_passport_number'),
    guestAddress: text('guest_address').notNull(),
    guestPostalCode: text('guest_postal_code').notNull(),
    guestCountry: text('guest_country').notNull(),
    guestLanguage: text('guest_language').notNull(),
    guestEmail: text('guest_email').notNull(),
    guestSkype: text('guest_skype'),
    guestPhone: text('guest_phone').notNull(),
    guestMobile: text('guest_mobile').notNull(),
    guestFax: text('guest_fax'),
    /** The `Idempotency-Key` of the POST that made it, and the hash of that request's body. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** What the cancellation cost by the policy (halalas, basis points, days before arrival). */
    cancellationPenalty: integer('cancellation_penalty'),
    cancellationPercent: integer('cancellation_percent'),
    cancellationDaysBefore: integer('cancellation_days_before'),
    /** The quote's price of the stay when it was booked or its stay last changed. */
    priceBreakdown: jsonb('price_breakdown').$type<BookingPriceBreakdown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookings_owner_idempotency_key_idx')
      .on(table.ownerId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('bookings_owner_date_from_idx').on(table.ownerId, table.dateFrom),
    index('bookings_owner_date_to_idx').on(table.ownerId, table.dateTo),
    // The stays of an owner around a day, departure day included: the list's Upcoming finds
    // the stays running today in every time zone with it.
    index('bookings_owner_stay_idx').using(
      'gist',
      table.ownerId,
      sql`daterange(${table.dateFrom}, ${table.dateTo}, '[]')`,
    ),
    index('bookings_property_date_from_idx').on(table.propertyId, table.dateFrom),
    check('bookings_unit_no_positive', sql`${table.unitNo} >= 1`),
    check('bookings_stay_in_order', sql`${table.dateFrom} < ${table.dateTo}`),
    check('bookings_stay_at_most_365_nights', sql`${table.dateTo} - ${table.dateFrom} <= 365`),
    check('bookings_guests_positive', sql`${table.guests} >= 1`),
    check('bookings_guest_price_positive', sql`${table.guestPrice} > 0`),
    check(
      'bookings_already_paid_within_price',
      sql`${table.alreadyPaid} >= 0 and ${table.alreadyPaid} <= ${table.guestPrice}`,
    ),
    check(
      'bookings_price_to_you_within_price',
      sql`${table.priceToYou} >= 0 and ${table.priceToYou} <= ${table.guestPrice}`,
    ),
    check(
      'bookings_cancelled_at_with_status',
      sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null)`,
    ),
  ],
);

export const calendarHoldKinds = ['booking', 'block'] as const;
export type CalendarHoldKind = (typeof calendarHoldKinds)[number];

/**
 * The nights each unit of a property is taken: by a booking (confirmed or pending) or by a
 * block. The migration adds `calendar_holds_no_overlap`, an exclusion constraint on
 * (property, unit, nights) that drizzle-kit cannot express: two holds of one unit never share
 * a night, however many requests race for it.
 */
export const calendarHolds = pgTable(
  'calendar_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyRef(),
    unitNo: integer('unit_no').notNull(),
    nights: daterange('nights').notNull(),
    kind: text('kind', { enum: calendarHoldKinds }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** A block's note. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('calendar_holds_booking_idx').on(table.bookingId),
    check('calendar_holds_unit_no_positive', sql`${table.unitNo} >= 1`),
    check('calendar_holds_nights_not_empty', sql`not isempty(${table.nights})`),
    check(
      'calendar_holds_booking_with_kind',
      sql`(${table.kind} = 'booking') = (${table.bookingId} is not null)`,
    ),
  ],
);

/**
 * "Set price and stay rules" of a calendar day (the Availability entity's price, min and max
 * nights, preparation hours); a null setting falls back to the season or the property's
 * defaults. A day without any setting has no row.
 */
export const calendarDaySettings = pgTable(
  'calendar_day_settings',
  {
    propertyId: propertyRef(),
    day: date('day').notNull(),
    price: integer('price'),
    minNights: integer('min_nights'),
    maxNights: integer('max_nights'),
    preparationHours: integer('preparation_hours'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.propertyId, table.day] }),
    check('calendar_day_settings_price_positive', sql`${table.price} > 0`),
    check('calendar_day_settings_min_nights_positive', sql`${table.minNights} >= 1`),
    check('calendar_day_settings_nights_in_order', sql`${table.minNights} <= ${table.maxNights}`),
    check('calendar_day_settings_preparation_hours', sql`${table.preparationHours} >= 0`),
  ],
);

/** What happened to a booking: created, changed (field by field) or cancelled. */
export const bookingHistory = pgTable(
  'booking_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: bookingHistoryKinds }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb('changes')
      .$type<Record<string, { from: unknown; to: unknown }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [index('booking_history_booking_idx').on(table.bookingId, table.id)],
);
