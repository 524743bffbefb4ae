import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Background work, taken by any API process with `FOR UPDATE SKIP LOCKED` (see
 * platform/jobs). A row lives until its handler succeeds, so a crash loses nothing: an
 * expired lease makes the job due again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** Jobs of one key run one at a time in id order (events of one aggregate). */
    orderingKey: text('ordering_key'),
    /** Not before this time; null: at once. */
    runAt: timestamp('run_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** Held by the runner working on it until then; afterwards another may take it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Given up after its last attempt: kept for inspection, never run again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_waiting_idx')
      .on(table.queue, table.id)
      .where(sql`${table.failedAt} is null`),
    index('jobs_ordering_idx')
      .on(table.orderingKey, table.id)
      .where(sql`${table.failedAt} is null and ${table.orderingKey} is not null`),
  ],
);

/**
 * The transactional outbox: domain events recorded in the same transaction as the change
 * they describe, until the dispatcher has turned them into one job per subscriber.
 */
export const domainEvents = pgTable('domain_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: text('type').notNull(),
  /** What the event is about (`user:<id>`); its subscribers see its events in order. */
  aggregate: text('aggregate').notNull(),
  payload: jsonb('payload').$type<unknown>().notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Cron schedules: the process that moves `next_run_at` on is the one that enqueues the job. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  cron: text('cron').notNull(),
  timeZone: text('time_zone').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});
