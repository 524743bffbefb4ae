import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { notificationEvents, notificationKinds } from '@nuzul/shared/notifications';

/**
 * Notifications (requirements-next §8): what happened to an account, stored as kind, event
 * and parameters so the center says it in the interface language of the moment, and each
 * account's delivery preferences per kind. `user_id` names the account; like every domain's,
 * it is no foreign key to another domain's table.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Newest first is by this: it is the order they were recorded, and a paging cursor. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id').notNull(),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    event: text('event', { enum: notificationEvents }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** The in-app path it opens. */
    link: text('link'),
    /**
     * What it was raised by (the domain event's id): an event delivered twice is one
     * notification.
     */
    dedupeKey: text('dedupe_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notifications_dedupe_idx').on(table.userId, table.dedupeKey),
    uniqueIndex('notifications_user_seq_idx').on(table.userId, table.seq),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

/** An account's channels for one kind; a kind without a row has every channel on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id').notNull(),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    email: boolean('email').notNull(),
    sms: boolean('sms').notNull(),
    push: boolean('push').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
