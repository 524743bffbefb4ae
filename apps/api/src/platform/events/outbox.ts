import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domainEvents } from '../../db/schema/index';
import { jobType, type JobRequest } from '../jobs/job-types';
import { enqueueJobs } from '../jobs/jobs.repository';
import type { HandlerOptions, JobRunner } from '../jobs/runner';
import type { DeliveredEvent, DomainEventType } from './domain-events';

/** Events moved to jobs per transaction. */
const BATCH = 100;
/** pg_advisory_xact_lock key of the dispatcher: one process moves events at a time. */
const DISPATCH_LOCK = 7_346_001;

interface Subscriber {
  name: string;
  queue: string;
  types: ReadonlySet<string>;
}

interface Watcher {
  types: ReadonlySet<string>;
  handler: (event: DeliveredEvent) => void;
  onError: (error: unknown) => void;
}

/**
 * The dispatcher of the transactional outbox. Each tick of the job runner moves recorded
 * events, oldest first, into one job per subscriber of their type, and deletes them, in one
 * transaction: an event is handed over exactly once, and the jobs deliver it at least once
 * (retried with backoff). A subscriber's jobs for one aggregate share an ordering key, so
 * it sees that aggregate's events one at a time and in the order they were recorded.
 */
export function createOutbox(runner: JobRunner, db: Database) {
  const subscribers: Subscriber[] = [];
  const watchers: Watcher[] = [];

  const deliveredOf = (event: typeof domainEvents.$inferSelect) => ({
    id: event.id,
    type: event.type,
    aggregate: event.aggregate,
    payload: event.payload,
    occurredAt: event.occurredAt.toISOString(),
  });

  function jobsFor(event: typeof domainEvents.$inferSelect): JobRequest[] {
    const delivered = deliveredOf(event);
    return subscribers
      .filter((subscriber) => subscriber.types.has(event.type))
      .map((subscriber) => ({
        queue: subscriber.queue,
        payload: delivered,
        orderingKey: `${subscriber.name}|${event.aggregate}`,
      }));
  }

  async function dispatch(): Promise<boolean> {
    // Most ticks find no event: no transaction and no lock for them.
    const [any] = await db.select({ id: domainEvents.id }).from(domainEvents).limit(1);
    if (!any) return false;
    const moved = await db.transaction(async (txDb) => {
      const tx = txDb as unknown as Database;
      // Two processes moving events at once could give later events lower job ids.
      await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(DISPATCH_LOCK))})`);
      const events = await tx.select().from(domainEvents).orderBy(domainEvents.id).limit(BATCH);
      if (events.length === 0) return events;
      await enqueueJobs(tx, events.flatMap(jobsFor));
      await tx.delete(domainEvents).where(
        inArray(
          domainEvents.id,
          events.map((event) => event.id),
        ),
      );
      return events;
    });
    // Committed: watchers see them now, in order, in this process only.
    for (const event of moved) {
      for (const watcher of watchers) {
        if (!watcher.types.has(event.type)) continue;
        try {
          watcher.handler(deliveredOf(event) as DeliveredEvent);
        } catch (error) {
          watcher.onError(error);
        }
      }
    }
    return moved.length > 0;
  }

  runner.addStep(dispatch);

  return {
    /**
     * Delivers events of these types to the handler, through jobs of the queue
     * `event:<name>`. A throw is a failed attempt: the event comes again later, and the
     * aggregate's later events wait for it.
     */
    subscribe<T extends DomainEventType>(
      name: string,
      types: readonly T[],
      handler: (event: DeliveredEvent<T>) => Promise<void>,
      options?: HandlerOptions,
    ): void {
      const queue = `event:${name}`;
      runner.handle(jobType<DeliveredEvent<T>>(queue), (event) => handler(event), options);
      subscribers.push({ name, queue, types: new Set(types) });
    },

    /**
     * Hands events of these types to the handler as soon as they are committed to their
     * jobs, by the process that moved them, without a job of their own: at most once (an
     * event is missed if the process stops at that moment), for live hints such as a
     * socket's refresh, never for work that must happen. The handler must not block.
     */
    watch<T extends DomainEventType>(
      types: readonly T[],
      handler: (event: DeliveredEvent<T>) => void,
      onError: (error: unknown) => void,
    ): void {
      watchers.push({
        types: new Set(types),
        handler: handler as (event: DeliveredEvent) => void,
        onError,
      });
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
