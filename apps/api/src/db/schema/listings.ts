import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { definitionItems } from './definitions';

export const propertyStatuses = ['pending', 'published', 'approved'] as const;
export type PropertyStatus = (typeof propertyStatuses)[number];

/** Description parts of one language. */
export interface DescriptionParts {
  description?: string;
  space?: string;
  access?: string;
  neighborhood?: string;
  notes?: string;
  houseRules?: string;
  headline?: string;
  whyPurchased?: string;
  ownerListingStory?: string;
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A photo uploaded ahead of the form that names it by key (a building's photo), and whose it
 * is. Its key is public in /media URLs, so naming a key proves nothing: a building may take
 * only an upload of its own owner that no other building has taken (a foreign key and a
 * unique index on buildings say so). An upload that no building refers to is unused, and
 * once old enough it is garbage (the foreign key keeps an upload in use from being removed).
 */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    key: text('key').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('photo_uploads_owner_key_idx').on(table.ownerId, table.key),
    index('photo_uploads_created_idx').on(table.createdAt),
  ],
);

export const buildings = pgTable(
  'buildings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    propertyTypeId: integer('property_type_id')
      .notNull()
      .references(() => definitionItems.id),
    /** The building's photo: the key of one of its owner's uploads, used by no other building. */
    photoKey: text('photo_key').notNull(),
    ...timestamps,
  },
  (table) => [
    index('buildings_owner_idx').on(table.ownerId, table.updatedAt),
    uniqueIndex('buildings_photo_key_idx').on(table.photoKey),
    foreignKey({
      name: 'buildings_photo_upload_fk',
      columns: [table.ownerId, table.photoKey],
      foreignColumns: [photoUploads.ownerId, photoUploads.key],
    }),
  ],
);

export const buildingUnitTypes = pgTable(
  'building_unit_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [check('building_unit_types_quantity_positive', sql`${table.quantity} > 0`)],
);

/**
 * A listing, created Pending by the wizard's first step and filled section by section, so
 * every section's columns may be empty until that step is saved.
 */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buildingId: uuid('building_id').references(() => buildings.id, { onDelete: 'set null' }),
    status: text('status', { enum: propertyStatuses }).notNull().default('pending'),
    /** IANA zone whose calendar day is the property's "today" (what "past" means). */
    timeZone: text('time_zone').notNull().default('Asia/Riyadh'),
    /** Wizard sections saved at least once. */
    completedSections: text('completed_sections')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Location
    countryCode: text('country_code').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => definitionItems.id),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    floorNumber: integer('floor_number').notNull(),
    totalFloors: integer('total_floors').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // Specifications
    propertyTypeId: integer('property_type_id').references(() => definitionItems.id),
    name: text('name'),
    internalName: text('internal_name'),
    shortName: text('short_name'),
    multiUnit: boolean('multi_unit').notNull().default(false),
    areaM2: numeric('area_m2', { precision: 10, scale: 2, mode: 'number' }),
    areaSqf: numeric('area_sqf', { precision: 12, scale: 2, mode: 'number' }),
    sleep: integer('sleep'),
    guests: integer('guests'),
    bedrooms: numeric('bedrooms', { precision: 6, scale: 2, mode: 'number' }),
    bathrooms: numeric('bathrooms', { precision: 6, scale: 2, mode: 'number' }),
    toilets: numeric('toilets', { precision: 6, scale: 2, mode: 'number' }),
    // Amenities (general); rooms are their own table
    amenityIds: integer('amenity_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    // Description
    descriptionAr: jsonb('description_ar').$type<DescriptionParts>(),
    descriptionEn: jsonb('description_en').$type<DescriptionParts>(),
    availableFrom: date('available_from'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('properties_owner_idx').on(table.ownerId, table.updatedAt),
    check('properties_floor_within_total', sql`${table.floorNumber} <= ${table.totalFloors}`),
  ],
);

export const propertyRooms = pgTable(
  'property_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    compositionId: integer('composition_id')
      .notNull()
      .references(() => definitionItems.id),
    amenityIds: integer('amenity_ids').array().notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('property_rooms_property_idx').on(table.propertyId)],
);

/** Points of interest of a property, or destinations of a building. */
export const pointsOfInterest = pgTable(
  'points_of_interest',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    buildingId: uuid('building_id').references(() => buildings.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    kindId: integer('kind_id').references(() => definitionItems.id),
    distanceValue: numeric('distance_value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    distanceUnitId: integer('distance_unit_id')
      .notNull()
      .references(() => definitionItems.id),
    position: integer('position').notNull(),
  },
  (table) => [
    check(
      'points_of_interest_one_parent',
      sql`(${table.propertyId} is null) <> (${table.buildingId} is null)`,
    ),
    index('points_of_interest_property_idx').on(table.propertyId),
    index('points_of_interest_building_idx').on(table.buildingId),
  ],
);

export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Random key under which the processed variants are stored and served. */
    storageKey: text('storage_key').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    description: text('description').notNull().default(''),
    imageTypeIds: integer('image_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    position: integer('position').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('property_photos_property_idx').on(table.propertyId, table.position),
    uniqueIndex('property_photos_one_main_idx')
      .on(table.propertyId)
      .where(sql`${table.isMain}`),
  ],
);
