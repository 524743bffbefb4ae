import { and, eq, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { jobSchedules, jobs } from '../../db/schema/index';
import { JOBS_CHANNEL, type JobRequest } from './job-types';

export type JobRow = typeof jobs.$inferSelect;
export type ScheduleRow = typeof jobSchedules.$inferSelect;

/**
 * Adds jobs on the given connection: inside a transaction they exist only if it commits,
 * and the NOTIFY that wakes the runners is sent at that commit too.
 */
export async function enqueueJobs(db: Database, requests: readonly JobRequest[]): Promise<void> {
  if (requests.length === 0) return;
  await db.insert(jobs).values(
    requests.map((request) => ({
      queue: request.queue,
      payload: request.payload ?? null,
      orderingKey: request.orderingKey ?? null,
      runAt: request.runAt ?? null,
    })),
  );
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}

/** The runner's queries. Times come from the runner's clock, so tests can move them. */
export function jobsRepository(db: Database) {
  return {
    /**
     * Takes up to `limit` due jobs of these queues for the lease, skipping rows another
     * process is taking at this moment. A job with an ordering key waits while an earlier
     * job of that key is still there (waiting, running or being retried), unless that one
     * was given up.
     */
    async claim(queues: string[], now: Date, leaseEnd: Date, limit: number): Promise<JobRow[]> {
      if (queues.length === 0 || limit <= 0) return [];
      const earlier = alias(jobs, 'earlier');
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.queue, queues),
            isNull(jobs.failedAt),
            or(isNull(jobs.runAt), lte(jobs.runAt, now)),
            or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
            or(
              isNull(jobs.orderingKey),
              notExists(
                db
                  .select({ id: earlier.id })
                  .from(earlier)
                  .where(
                    and(
                      eq(earlier.orderingKey, jobs.orderingKey),
                      lt(earlier.id, jobs.id),
                      isNull(earlier.failedAt),
                    ),
                  ),
              ),
            ),
          ),
        )
        .orderBy(jobs.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(jobs)
        .set({ attempts: sql`${jobs.attempts} + 1`, lockedUntil: leaseEnd })
        .where(inArray(jobs.id, due))
        .returning();
      return rows.sort((a, b) => a.id - b.id);
    },

    /** Done: the row goes, unless the lease was lost and another runner took it since. */
    async complete(id: number, attempt: number): Promise<void> {
      await db.delete(jobs).where(and(eq(jobs.id, id), eq(jobs.attempts, attempt)));
    },

    /** Failed: due again at `retryAt`, or given up (kept, never run again) when null. */
    async fail(
      id: number,
      attempt: number,
      error: string,
      retryAt: Date | null,
      now: Date,
    ): Promise<void> {
      await db
        .update(jobs)
        .set({
          lockedUntil: null,
          lastError: error,
          runAt: retryAt,
          failedAt: retryAt ? null : now,
        })
        .where(and(eq(jobs.id, id), eq(jobs.attempts, attempt)));
    },

    /**
     * Records the schedules this code defines. A changed pattern or time zone restarts the
     * schedule from its next time; an unchanged one keeps its due time, so a restart neither
     * skips nor repeats a run.
     */
    async saveSchedules(rows: ScheduleRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(jobSchedules)
        .values(rows)
        .onConflictDoUpdate({
          target: jobSchedules.name,
          set: {
            cron: sql`excluded.cron`,
            timeZone: sql`excluded.time_zone`,
            nextRunAt: sql`case when ${jobSchedules.cron} = excluded.cron
              and ${jobSchedules.timeZone} = excluded.time_zone
              then ${jobSchedules.nextRunAt} else excluded.next_run_at end`,
          },
        });
    },

    /**
     * Runs `work` on the schedules of these names that are due, each locked so that one
     * process alone fires it; `work` enqueues the job and returns the next time.
     */
    async fireDueSchedules(
      names: string[],
      now: Date,
      work: (tx: Database, row: ScheduleRow) => Promise<Date>,
    ): Promise<number> {
      if (names.length === 0) return 0;
      const dueNow = and(inArray(jobSchedules.name, names), lte(jobSchedules.nextRunAt, now));
      // Most ticks find nothing due: no transaction for them.
      const [any] = await db
        .select({ name: jobSchedules.name })
        .from(jobSchedules)
        .where(dueNow)
        .limit(1);
      if (!any) return 0;
      return db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(jobSchedules)
          .where(dueNow)
          .for('update', { skipLocked: true });
        for (const row of due) {
          const next = await work(tx as unknown as Database, row);
          await tx
            .update(jobSchedules)
            .set({ nextRunAt: next })
            .where(eq(jobSchedules.name, row.name));
        }
        return due.length;
      });
    },
  };
}
export type JobsRepository = ReturnType<typeof jobsRepository>;
