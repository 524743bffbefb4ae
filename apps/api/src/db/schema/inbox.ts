import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { messageSenders, systemMessageKinds } from '@nuzul/shared/inbox';
import { users } from './accounts';
import { bookings } from './bookings';

/**
 * Chat with threads (requirements-next §10): one thread per booking between its owner and its
 * guest. `owner_id` is the booking's account, kept here so every owner query is scoped
 * without a join; `last_message_at` orders the inbox.
 */
export const inboxThreads = pgTable(
  'inbox_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One thread per booking, however many "Message guest" calls race to open it.
    uniqueIndex('inbox_threads_booking_idx').on(table.bookingId),
    index('inbox_threads_owner_last_idx').on(table.ownerId, table.lastMessageAt),
  ],
);

/**
 * A message of a thread. `seq` orders a thread (times may tie) and pages it. The body is
 * plain text as typed, at most 2,000 characters (`char_length` counts code points, as the
 * shared rule does). `read_at` is when the other side read it.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => inboxThreads.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: messageSenders }).notNull(),
    systemKind: text('system_kind', { enum: systemMessageKinds }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * The sender's key for this message (the POST's `Idempotency-Key`): a send repeated after
     * a lost answer finds the message it made instead of adding it again.
     */
    clientKey: uuid('client_key'),
  },
  (table) => [
    uniqueIndex('inbox_messages_thread_seq_idx').on(table.threadId, table.seq),
    uniqueIndex('inbox_messages_thread_client_key_idx')
      .on(table.threadId, table.clientKey)
      .where(sql`${table.clientKey} is not null`),
    // The booking's confirmation is noted once: a redelivered booking event adds nothing.
    // Other notes are made once per action (each sending of the arrival instructions).
    uniqueIndex('inbox_messages_confirmed_once_idx')
      .on(table.threadId)
      .where(sql`${table.systemKind} = 'booking_confirmed'`),
    index('inbox_messages_unread_guest_idx')
      .on(table.threadId)
      .where(sql`${table.sender} = 'guest' and ${table.readAt} is null`),
    check(
      'inbox_messages_system_kind_with_sender',
      sql`(${table.sender} = 'system') = (${table.systemKind} is not null)`,
    ),
    check('inbox_messages_body_length', sql`char_length(${table.body}) <= 2000`),
  ],
);

/**
 * The guest's links: the SHA-256 of each token e-mailed, never the token. A token opens its
 * thread only, until 30 days after the booking's departure (computed from the booking, so a
 * changed stay moves it).
 */
export const inboxGuestTokens = pgTable(
  'inbox_guest_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => inboxThreads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('inbox_guest_tokens_thread_idx').on(table.threadId)],
);
