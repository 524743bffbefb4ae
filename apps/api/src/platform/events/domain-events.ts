import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domainEvents } from '../../db/schema/index';
import { JOBS_CHANNEL } from '../jobs/job-types';

/**
 * Every domain event by type, with its payload. Modules add theirs by declaration merging
 * (`declare module '.../platform/events/domain-events' { interface DomainEventMap {...} }`),
 * so that recording and subscribing are checked against one list.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEventMap {}

export type DomainEventType = keyof DomainEventMap;

/** An event as a service records it. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: {
    type: K;
    /** What it is about, as `kind:id` (`user:<id>`): one aggregate's events keep their order. */
    aggregate: string;
    payload: DomainEventMap[K];
  };
}[T];

/** An event as a subscriber receives it. */
export type DeliveredEvent<T extends DomainEventType = DomainEventType> = DomainEvent<T> & {
  id: number;
  occurredAt: string;
};

/**
 * Records an event on the given connection: pass the transaction of the change it
 * describes, so that the two are committed or rolled back together. The NOTIFY that wakes
 * the dispatcher is sent at commit.
 */
export async function recordEvent(db: Database, event: DomainEvent): Promise<void> {
  const { type, aggregate, payload } = event as {
    type: string;
    aggregate: string;
    payload: unknown;
  };
  await db.insert(domainEvents).values({ type, aggregate, payload });
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}
