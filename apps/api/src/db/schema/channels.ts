import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  channels,
  syncActions,
  syncStatuses,
  syncTypes,
  type PendingConfirmation,
  type SyncFailure,
} from '@nuzul/shared/channels';
import { users } from './accounts';
import { bookings } from './bookings';
import { properties } from './listings';

/**
 * Channels: two-way iCal sync (requirements-next §11, migration 0018). The columns that
 * migration adds to `bookings` and `calendar_holds` (channel_connection_id, external_uid) are
 * read and written by the channels module with SQL, so the bookings schema stays its own.
 */
export const channelConnections = pgTable(
  'channel_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitNo: integer('unit_no').notNull().default(1),
    channel: text('channel', { enum: channels }).notNull(),
    importUrl: text('import_url'),
    /** SHA-256 of the export token: how `/ical/<token>.ics` finds the connection. */
    exportTokenHash: text('export_token_hash').notNull(),
    /** The token sealed with the master key, for the channels page's export URL. */
    exportTokenSealed: text('export_token_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastStatus: text('last_status', { enum: syncStatuses }),
    lastError: jsonb('last_error').$type<SyncFailure>(),
    /** Current and future events of the last applied feed (the emptied-feed guard's base). */
    lastEventCount: integer('last_event_count').notNull().default(0),
    pendingConfirmation: jsonb('pending_confirmation').$type<PendingConfirmation>(),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('channel_connections_property_unit_channel_idx').on(
      table.propertyId,
      table.unitNo,
      table.channel,
    ),
    uniqueIndex('channel_connections_export_token_hash_idx').on(table.exportTokenHash),
    index('channel_connections_owner_idx').on(table.ownerId),
    index('channel_connections_due_idx')
      .on(table.nextSyncAt)
      .where(sql`${table.enabled} and ${table.importUrl} is not null`),
    check('channel_connections_unit_no_positive', sql`${table.unitNo} >= 1`),
  ],
);

export const channelConflicts = pgTable(
  'channel_conflicts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => channelConnections.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    unitNo: integer('unit_no').notNull(),
    externalUid: text('external_uid').notNull(),
    summary: text('summary'),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    conflictingBookingId: uuid('conflicting_booking_id').references(() => bookings.id, {
      onDelete: 'set null',
    }),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('channel_conflicts_connection_uid_idx').on(table.connectionId, table.externalUid),
    index('channel_conflicts_owner_property_idx').on(
      table.ownerId,
      table.propertyId,
      table.dateFrom,
    ),
  ],
);

export const syncLogs = pgTable(
  'sync_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id'),
    buildingId: uuid('building_id'),
    connectionId: uuid('connection_id'),
    channel: text('channel', { enum: channels }),
    reservationId: text('reservation_id'),
    action: text('action', { enum: syncActions }).notNull(),
    type: text('type', { enum: syncTypes }).notNull(),
    request: text('request').notNull(),
    response: text('response').notNull(),
    responseId: text('response_id'),
    status: text('status', { enum: syncStatuses }).notNull(),
    searchId: uuid('search_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sync_logs_owner_created_idx').on(table.ownerId, table.createdAt, table.id),
    index('sync_logs_search_idx').on(table.searchId),
    index('sync_logs_created_idx').on(table.createdAt),
  ],
);
