import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  checkInLocations,
  collectionTimes,
  depositTypes,
  earlyLateFeeTypes,
  feeDiscriminators,
  feeKinds,
  termsLanguages,
} from '@nuzul/shared/terms';
import { definitionItems } from './definitions';
import { properties } from './listings';

/**
 * A property's terms and prices: the eight sections of the wizard's Property Booking step.
 * A section's row (or rows) exists once the section is saved, and each save replaces it
 * whole. Money is integer halalas, percentages basis points, stay days `date`, clock times
 * 'HH:mm' text. Every row goes with its property (on delete cascade).
 */

const propertyRef = () =>
  uuid('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' });

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Charge profile: the down payment and the security deposit; its fees are rows below. */
export const propertyChargeProfiles = pgTable(
  'property_charge_profiles',
  {
    propertyId: propertyRef().primaryKey(),
    downPaymentType: text('down_payment_type', { enum: depositTypes }).notNull(),
    downPaymentPercentage: integer('down_payment_percentage'),
    downPaymentAmount: integer('down_payment_amount'),
    securityDepositType: text('security_deposit_type', { enum: depositTypes }).notNull(),
    securityDepositPercentage: integer('security_deposit_percentage'),
    securityDepositAmount: integer('security_deposit_amount'),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'property_charge_profiles_down_payment_set',
      sql`num_nonnulls(${table.downPaymentPercentage}, ${table.downPaymentAmount}) = 1 and (${table.downPaymentType} = 'percentage') = (${table.downPaymentPercentage} is not null)`,
    ),
    check(
      'property_charge_profiles_security_deposit_set',
      sql`num_nonnulls(${table.securityDepositPercentage}, ${table.securityDepositAmount}) = 1 and (${table.securityDepositType} = 'percentage') = (${table.securityDepositPercentage} is not null)`,
    ),
  ],
);

/** Fees and taxes of a charge profile, in the owner's order. */
export const propertyFees = pgTable(
  'property_fees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyRef(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: feeKinds }).notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => definitionItems.id),
    discriminator: text('discriminator', { enum: feeDiscriminators }).notNull(),
    /** Halalas, for every discriminator but `percentage`. */
    value: integer('value'),
    /** Basis points, for the `percentage` discriminator. */
    percentage: integer('percentage'),
    collectionTime: text('collection_time', { enum: collectionTimes }).notNull(),
    optional: boolean('optional').notNull().default(false),
  },
  (table) => [
    index('property_fees_property_idx').on(table.propertyId, table.position),
    index('property_fees_type_idx').on(table.typeId),
    check(
      'property_fees_value_or_percentage',
      sql`num_nonnulls(${table.value}, ${table.percentage}) = 1 and (${table.discriminator} = 'percentage') = (${table.percentage} is not null)`,
    ),
  ],
);

export const propertyCheckInOut = pgTable('property_check_in_out', {
  propertyId: propertyRef().primaryKey(),
  checkInLocation: text('check_in_location', { enum: checkInLocations }).notNull(),
  checkInFrom: text('check_in_from').notNull(),
  /** Before checkInFrom when the window passes midnight (20:00–01:00). */
  checkInTo: text('check_in_to').notNull(),
  checkOutTime: text('check_out_time').notNull(),
  updatedAt: updatedAt(),
});

export const propertyEarlyLateRanges = pgTable(
  'property_early_late_ranges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyRef(),
    position: integer('position').notNull(),
    feeType: text('fee_type', { enum: earlyLateFeeTypes }).notNull(),
    fromTime: text('from_time').notNull(),
    toTime: text('to_time').notNull(),
    /** Halalas; 0 is free. */
    cost: integer('cost').notNull(),
  },
  (table) => [index('property_early_late_ranges_property_idx').on(table.propertyId)],
);

/**
 * Seasons, each priced for its inclusive days [dateFrom, dateTo]. Two seasons of a property
 * never share a day: the migration adds `property_seasons_no_overlap`, an exclusion
 * constraint on `daterange(date_from, date_to, '[]')` that drizzle-kit cannot express, so
 * that two saves racing each other cannot both pass.
 */
export const propertySeasons = pgTable(
  'property_seasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyRef(),
    seasonName: text('season_name').notNull(),
    dailyPrice: integer('daily_price').notNull(),
    extraGuestPrice: integer('extra_guest_price').notNull(),
    guests: integer('guests').notNull(),
    minStay: integer('min_stay').notNull(),
    maxStay: integer('max_stay').notNull(),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('property_seasons_property_idx').on(table.propertyId, table.dateFrom),
    check('property_seasons_dates_in_order', sql`${table.dateFrom} <= ${table.dateTo}`),
    check('property_seasons_stay_in_order', sql`${table.minStay} <= ${table.maxStay}`),
    check('property_seasons_daily_price_positive', sql`${table.dailyPrice} > 0`),
  ],
);

/** The property's defaults (decision) and its bookable window. */
export const propertyAvailability = pgTable(
  'property_availability',
  {
    propertyId: propertyRef().primaryKey(),
    basePrice: integer('base_price').notNull(),
    minNights: integer('min_nights').notNull(),
    maxNights: integer('max_nights').notNull(),
    preparationHours: integer('preparation_hours').notNull(),
    openFrom: date('open_from').notNull(),
    openUntil: date('open_until').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('property_availability_window_in_order', sql`${table.openFrom} <= ${table.openUntil}`),
    check('property_availability_nights_in_order', sql`${table.minNights} <= ${table.maxNights}`),
  ],
);

export const propertyArrival = pgTable('property_arrival', {
  propertyId: propertyRef().primaryKey(),
  landlordName: text('landlord_name').notNull(),
  landlordEmail: text('landlord_email').notNull(),
  landlordContact: text('landlord_contact').notNull(),
  arrivalContactHours: integer('arrival_contact_hours').notNull(),
  updatedAt: updatedAt(),
});

/** One per language: guests read them in their own language. */
export const propertyArrivalInstructions = pgTable(
  'property_arrival_instructions',
  {
    propertyId: propertyRef(),
    language: text('language', { enum: termsLanguages }).notNull(),
    position: integer('position').notNull(),
    howToArrive: text('how_to_arrive').notNull(),
    pickupDetails: text('pickup_details').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.language] })],
);

/** Ways the owner accepts guests' payments, each once, with a note (an IBAN). */
export const propertyPaymentMethods = pgTable(
  'property_payment_methods',
  {
    propertyId: propertyRef(),
    methodId: integer('method_id')
      .notNull()
      .references(() => definitionItems.id),
    position: integer('position').notNull(),
    note: text('note').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.propertyId, table.methodId] }),
    index('property_payment_methods_method_idx').on(table.methodId),
  ],
);

/** The terms and conditions' address, one per language. */
export const propertyTermsLinks = pgTable(
  'property_terms_links',
  {
    propertyId: propertyRef(),
    language: text('language', { enum: termsLanguages }).notNull(),
    position: integer('position').notNull(),
    url: text('url').notNull(),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.language] })],
);

/** Penalties by days before arrival, both ends included. */
export const propertyCancellationPolicies = pgTable(
  'property_cancellation_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyRef(),
    position: integer('position').notNull(),
    fromDays: integer('from_days').notNull(),
    toDays: integer('to_days').notNull(),
    /** Basis points of the booking total. */
    penaltyPercent: integer('penalty_percent').notNull(),
  },
  (table) => [
    index('property_cancellation_policies_property_idx').on(table.propertyId),
    check(
      'property_cancellation_policies_days_in_order',
      sql`${table.fromDays} <= ${table.toDays}`,
    ),
  ],
);
