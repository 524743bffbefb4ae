import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client';
import { jobSchedules, jobs } from '../../db/schema/index';
import { createSharedTestDatabase } from '../../test/test-database';
import { testClock } from '../../test/test-clock';
import { job, jobType, type JobRequest } from './job-types';
import { enqueueJobs, jobsRepository } from './jobs.repository';
import { createJobRunner, exponentialBackoff, type JobRunnerSettings } from './runner';

const quiet = { warn: () => undefined, error: () => undefined };
let queueCount = 0;
/** A queue of its own for each test: runners take only the queues they handle. */
const freshType = <P>() => jobType<P>(`test.${(queueCount += 1)}`);

/** A promise with its resolve function, to hold a handler until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('job runner', () => {
  let database: DatabaseHandle;
  let other: DatabaseHandle;
  let db: Database;
  const runners: Array<ReturnType<typeof createJobRunner>> = [];

  beforeAll(async () => {
    [database, other] = await createSharedTestDatabase();
    db = database.db;
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  });
  afterAll(() => database.close());

  function runner(
    clock = testClock().clock,
    settings: Partial<JobRunnerSettings> = {},
    on = database,
  ) {
    // Polling an hour apart: progress in these tests comes from NOTIFY and drain() only.
    const made = createJobRunner({
      database: on,
      clock,
      log: quiet,
      settings: { pollIntervalMs: 60 * 60 * 1000, ...settings },
    });
    runners.push(made);
    return made;
  }

  const enqueue = (...requests: JobRequest[]) => enqueueJobs(db, requests);
  const rowsOf = (queue: string) => db.select().from(jobs).where(eq(jobs.queue, queue));

  it('runs a job once with its payload and deletes it', async () => {
    const type = freshType<{ name: string }>();
    const seen: string[] = [];
    const jobs1 = runner();
    jobs1.handle(type, async ({ name }) => {
      seen.push(name);
    });
    await enqueue(job(type, { name: 'first' }));
    await jobs1.drain();
    await jobs1.drain();
    expect(seen).toEqual(['first']);
    expect(await rowsOf(type.queue)).toEqual([]);
  });

  it('starts a job committed in a transaction at once, woken by its NOTIFY', async () => {
    const type = freshType<{ n: number }>();
    const ran = gate();
    const jobs1 = runner();
    jobs1.handle(type, async () => ran.open());
    await jobs1.start();
    await db.transaction(async (tx) =>
      enqueueJobs(tx as unknown as Database, [job(type, { n: 1 })]),
    );
    // No poll comes within the test's time: only the notification can start it.
    await ran.opened;
  });

  it('never runs a job enqueued in a transaction that rolled back', async () => {
    const type = freshType<{ n: number }>();
    const seen: number[] = [];
    const jobs1 = runner();
    jobs1.handle(type, async ({ n }) => {
      seen.push(n);
    });
    await expect(
      db.transaction(async (tx) => {
        await enqueueJobs(tx as unknown as Database, [job(type, { n: 1 })]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await enqueue(job(type, { n: 2 }));
    await jobs1.drain();
    expect(seen).toEqual([2]);
  });

  it('retries a failed job after its backoff (10 s, then 20 s) and keeps its error meanwhile', async () => {
    const time = testClock();
    const type = freshType<{ n: number }>();
    let calls = 0;
    const jobs1 = runner(time.clock);
    jobs1.handle(type, async () => {
      calls += 1;
      if (calls <= 2) throw new Error(`mail server down (${calls})`);
    });
    await enqueue(job(type, { n: 1 }));

    await jobs1.drain();
    expect(calls).toBe(1);
    const [waiting] = await rowsOf(type.queue);
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'Error: mail server down (1)' });
    expect(waiting!.runAt).toEqual(new Date(time.clock().getTime() + 10_000));

    time.advance(9_999);
    await jobs1.drain();
    expect(calls).toBe(1);
    time.advance(1);
    await jobs1.drain();
    expect(calls).toBe(2);
    expect((await rowsOf(type.queue))[0]!.runAt).toEqual(new Date(time.clock().getTime() + 20_000));

    time.advance(20_000);
    await jobs1.drain();
    expect(calls).toBe(3);
    expect(await rowsOf(type.queue)).toEqual([]);
    expect([1, 2, 3, 8, 9, 10].map(exponentialBackoff)).toEqual([
      10_000, 20_000, 40_000, 1_280_000, 2_560_000, 3_600_000,
    ]);
  });

  it('gives a job up after its last attempt and keeps it with the error, never to run again', async () => {
    const type = freshType<{ n: number }>();
    let calls = 0;
    const jobs1 = runner(testClock().clock, { retryDelayMs: () => 0 });
    jobs1.handle(
      type,
      async () => {
        calls += 1;
        throw new Error('always');
      },
      { maxAttempts: 3 },
    );
    await enqueue(job(type, { n: 1 }));
    await jobs1.drain();
    await jobs1.drain();
    expect(calls).toBe(3);
    const [kept] = await rowsOf(type.queue);
    expect(kept).toMatchObject({ attempts: 3, lastError: 'Error: always' });
    expect(kept!.failedAt).toBeInstanceOf(Date);
  });

  it('runs the jobs of one ordering key one at a time, in order, while other keys go on', async () => {
    const time = testClock();
    const type = freshType<{ key: string; n: number }>();
    const seen: string[] = [];
    let failFirst = true;
    const jobs1 = runner(time.clock, { concurrency: 10 });
    jobs1.handle(type, async ({ key, n }) => {
      if (key === 'a' && n === 1 && failFirst) {
        failFirst = false;
        throw new Error('not yet');
      }
      seen.push(`${key}${n}`);
    });
    await enqueue(
      ...[1, 2, 3].flatMap((n) => [
        job(type, { key: 'a', n }, { orderingKey: 'a' }),
        job(type, { key: 'b', n }, { orderingKey: 'b' }),
      ]),
    );
    await jobs1.drain();
    // a1 waits for its retry, and a2 and a3 wait for a1; b goes on.
    expect(seen).toEqual(['b1', 'b2', 'b3']);
    time.advance(10_000);
    await jobs1.drain();
    expect(seen).toEqual(['b1', 'b2', 'b3', 'a1', 'a2', 'a3']);
  });

  it('lets another runner take a job whose runner died, once its lease is over', async () => {
    const time = testClock();
    const type = freshType<{ n: number }>();
    await enqueue(job(type, { n: 1 }));
    // A runner took it (5-minute lease) and its process died before finishing.
    const lease = new Date(time.clock().getTime() + 5 * 60 * 1000);
    expect(await jobsRepository(db).claim([type.queue], time.clock(), lease, 1)).toHaveLength(1);

    const seen: number[] = [];
    const jobs2 = runner(time.clock);
    jobs2.handle(type, async ({ n }) => {
      seen.push(n);
    });
    await jobs2.drain();
    expect(seen).toEqual([]);
    time.advance(5 * 60 * 1000);
    await jobs2.drain();
    expect(seen).toEqual([1]);
    expect(await rowsOf(type.queue)).toEqual([]);
  });

  it('shares the queue between two runners on one database: each of 40 jobs runs once', async () => {
    const type = freshType<{ n: number }>();
    const runs = new Map<number, string[]>();
    const bothBusy = gate();
    let busy = 0;
    const handler =
      (name: string) =>
      async ({ n }: { n: number }) => {
        runs.set(n, [...(runs.get(n) ?? []), name]);
        busy += 1;
        // The first job waits until the other runner is working too: each runs one job at a
        // time, so that proves both take part.
        if (busy === 2) bothBusy.open();
        if (n === 0) await bothBusy.opened;
      };
    const one = runner(testClock().clock, { concurrency: 1 });
    const two = runner(testClock().clock, { concurrency: 1 }, other);
    one.handle(type, handler('one'));
    two.handle(type, handler('two'));
    await enqueue(...Array.from({ length: 40 }, (_, n) => job(type, { n })));
    await Promise.all([one.start(), two.start()]);
    await bothBusy.opened;
    await Promise.all([one.drain(), two.drain()]);

    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect([...runs.values()].every((names) => names.length === 1)).toBe(true);
    expect(new Set([...runs.values()].flat())).toEqual(new Set(['one', 'two']));
    expect(await rowsOf(type.queue)).toEqual([]);
  });

  it('fires a cron schedule once per time in its time zone, with two runners', async () => {
    // 2026-11-22 09:00 UTC is 12:00 in Riyadh; the schedule is 03:00 Riyadh time daily.
    const time = testClock(new Date('2026-11-22T09:00:00Z'));
    const type = freshType<{ what: string }>();
    const fired: string[] = [];
    const [one, two] = [runner(time.clock), runner(time.clock, {}, other)];
    for (const each of [one, two]) {
      each.handle(type, async ({ what }) => {
        fired.push(`${what} at ${time.clock().toISOString()}`);
      });
      each.schedule(
        'test.daily',
        '0 3 * * *',
        type,
        { what: 'report' },
        { timeZone: 'Asia/Riyadh' },
      );
    }
    await Promise.all([one.start(), two.start()]);
    const [row] = await db.select().from(jobSchedules).where(eq(jobSchedules.name, 'test.daily'));
    expect(row).toMatchObject({ cron: '0 3 * * *', timeZone: 'Asia/Riyadh' });
    expect(row!.nextRunAt).toEqual(new Date('2026-11-23T00:00:00Z'));

    time.set(new Date('2026-11-22T23:59:59Z'));
    await Promise.all([one.drain(), two.drain()]);
    expect(fired).toEqual([]);
    time.set(new Date('2026-11-23T00:00:00Z'));
    await Promise.all([one.drain(), two.drain()]);
    await Promise.all([one.drain(), two.drain()]);
    expect(fired).toEqual(['report at 2026-11-23T00:00:00.000Z']);
    // Stopped for three days: it fires once on return, then keeps its time of day.
    time.set(new Date('2026-11-26T10:00:00Z'));
    await Promise.all([one.drain(), two.drain()]);
    expect(fired).toHaveLength(2);
    const [after] = await db.select().from(jobSchedules).where(eq(jobSchedules.name, 'test.daily'));
    expect(after!.nextRunAt).toEqual(new Date('2026-11-27T00:00:00Z'));
  });

  it('refuses a cron pattern that is not one', () => {
    const type = freshType<object>();
    expect(() => runner().schedule('test.bad', 'every day', type, {})).toThrow();
  });

  it('stops cleanly: the running job finishes and is done, no new job is taken', async () => {
    const type = freshType<{ n: number }>();
    const started = gate();
    const release = gate();
    const seen: number[] = [];
    const jobs1 = runner();
    jobs1.handle(type, async ({ n }) => {
      started.open();
      await release.opened;
      seen.push(n);
    });
    await jobs1.start();
    await enqueue(job(type, { n: 1 }));
    await started.opened;
    const stopped = jobs1.stop();
    await enqueue(job(type, { n: 2 }));
    release.open();
    await stopped;
    expect(seen).toEqual([1]);
    expect((await rowsOf(type.queue)).map((row) => row.payload)).toEqual([{ n: 2 }]);
  });
});
