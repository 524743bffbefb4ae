import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { properties } from './listings';

/**
 * The dashboard's and the reports' sums (issue 14), kept by the triggers of migration 0020 in
 * the transaction of every booking and block written; never written by the application. A
 * night's share of a stay's price is floor(p(i+1)/n) − floor(p·i/n) (night i of n), so the
 * nights of a stay add up to its price exactly. `sourceKey` is the booking source, 0 for none.
 */

/**
 * An owner's bookings by day: arriving that day (by status), and the nights that day of the
 * confirmed and pending stays with their shares of the prices. `slot` (0–15, from the
 * booking's id) spreads an owner's day over rows so that concurrent bookings seldom queue.
 */
export const reportOwnerDays = pgTable(
  'report_owner_days',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    sourceKey: integer('source_key').notNull(),
    slot: smallint('slot').notNull(),
    arrivalsConfirmed: integer('arrivals_confirmed').notNull().default(0),
    arrivalsPending: integer('arrivals_pending').notNull().default(0),
    arrivalsCancelled: integer('arrivals_cancelled').notNull().default(0),
    nights: integer('nights').notNull().default(0),
    guestPrice: bigint('guest_price', { mode: 'number' }).notNull().default(0),
    priceToYou: bigint('price_to_you', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: 'report_owner_days_pk',
      columns: [table.ownerId, table.day, table.sourceKey, table.slot],
    }),
  ],
);

/** The same by property and month (its first day), for the per-property comparison. */
export const reportPropertyMonths = pgTable(
  'report_property_months',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    sourceKey: integer('source_key').notNull(),
    ownerId: uuid('owner_id').notNull(),
    arrivalsConfirmed: integer('arrivals_confirmed').notNull().default(0),
    arrivalsPending: integer('arrivals_pending').notNull().default(0),
    arrivalsCancelled: integer('arrivals_cancelled').notNull().default(0),
    nights: integer('nights').notNull().default(0),
    guestPrice: bigint('guest_price', { mode: 'number' }).notNull().default(0),
    priceToYou: bigint('price_to_you', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: 'report_property_months_pk',
      columns: [table.propertyId, table.month, table.sourceKey],
    }),
    index('report_property_months_owner_month_idx').on(table.ownerId, table.month),
  ],
);

/** Every blocked night of every unit, one row each (a unit's blocks never overlap). */
export const reportBlockedNights = pgTable(
  'report_blocked_nights',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitNo: integer('unit_no').notNull(),
    day: date('day').notNull(),
    ownerId: uuid('owner_id').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'report_blocked_nights_pk',
      columns: [table.propertyId, table.unitNo, table.day],
    }),
    index('report_blocked_nights_owner_day_idx').on(
      table.ownerId,
      table.day,
      table.propertyId,
      table.unitNo,
    ),
  ],
);
