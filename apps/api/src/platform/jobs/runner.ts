import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Unlisten } from '../../db/client';
import type { Clock } from '../clock';
import { JOBS_CHANNEL, job, type JobType } from './job-types';
import { enqueueJobs, jobsRepository, type JobRow } from './jobs.repository';

/** Where schedules are read when they name no time zone: the properties' default. */
export const DEFAULT_TIME_ZONE = 'Asia/Riyadh';

export interface JobRunnerSettings {
  /** How often the database is asked for due work besides the NOTIFY that wakes it. */
  pollIntervalMs: number;
  /** Jobs run at once by this process. */
  concurrency: number;
  /** How long a taken job is held; a runner that died lets it go again after this. */
  leaseMs: number;
  /** The wait before the next attempt after `failures` failed ones. */
  retryDelayMs: (failures: number) => number;
}

/** 10 s, 20 s, 40 s, ... at most an hour: ten attempts span about three hours. */
export const exponentialBackoff = (failures: number): number =>
  Math.min(10_000 * 2 ** (failures - 1), 60 * 60 * 1000);

const defaults: JobRunnerSettings = {
  pollIntervalMs: 1000,
  concurrency: 4,
  leaseMs: 5 * 60 * 1000,
  retryDelayMs: exponentialBackoff,
};

export interface JobInfo {
  id: number;
  /** 1 for the first attempt. */
  attempt: number;
}

export interface HandlerOptions {
  /** Attempts before the job is given up (kept with its last error). */
  maxAttempts?: number;
  retryDelayMs?: (failures: number) => number;
}

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

interface Handler {
  run(payload: unknown, info: JobInfo): Promise<void>;
  maxAttempts: number;
  retryDelayMs: (failures: number) => number;
}

interface Schedule {
  cron: Cron;
  pattern: string;
  timeZone: string;
  queue: string;
  payload: unknown;
}

/** Work that a tick does before taking jobs (the outbox dispatcher); true when it did some. */
export type TickStep = () => Promise<boolean>;

/**
 * Runs jobs from the database. Every API process runs one; they share the jobs table, and
 * `FOR UPDATE SKIP LOCKED` gives each job to one of them. A commit that adds work sends a
 * NOTIFY that wakes them at once; polling is the safety net (a lost notification, a retry
 * coming due, a schedule). Jobs run at least once: a handler must be safe to repeat.
 */
export function createJobRunner(options: {
  database: DatabaseHandle;
  clock: Clock;
  log: Log;
  settings?: Partial<JobRunnerSettings>;
}) {
  const { database, clock, log } = options;
  const settings = { ...defaults, ...options.settings };
  const repo = jobsRepository(database.db);
  const handlers = new Map<string, Handler>();
  const schedules = new Map<string, Schedule>();
  const steps: TickStep[] = [];
  const running = new Set<Promise<void>>();
  const runnerId = randomUUID();

  let state: 'new' | 'started' | 'stopped' = 'new';
  let timer: NodeJS.Timeout | undefined;
  let unlisten: Unlisten | undefined;
  let listening = false;
  let listenTry: Promise<void> | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  let wakePending = false;

  async function fireSchedules(): Promise<boolean> {
    const now = clock();
    const fired = await repo.fireDueSchedules([...schedules.keys()], now, async (tx, row) => {
      const schedule = schedules.get(row.name)!;
      await enqueueJobs(tx, [{ queue: schedule.queue, payload: schedule.payload }]);
      // From now, not from the missed time: after a long stop a schedule fires once.
      return schedule.cron.nextRun(now) ?? farFuture;
    });
    return fired > 0;
  }

  function runJob(row: JobRow): void {
    const handler = handlers.get(row.queue)!;
    const attempt = row.attempts;
    const work = (async () => {
      try {
        await handler.run(row.payload, { id: row.id, attempt });
      } catch (error) {
        const giveUp = attempt >= handler.maxAttempts;
        const retryAt = giveUp ? null : new Date(clock().getTime() + handler.retryDelayMs(attempt));
        await repo.fail(row.id, attempt, describe(error), retryAt, clock());
        const about = { err: error, job: { id: row.id, queue: row.queue, attempt } };
        if (giveUp) log.error(about, 'job failed for the last time; given up');
        else log.warn(about, 'job failed; it will be retried');
        return;
      }
      await repo.complete(row.id, attempt);
    })()
      // A job whose outcome could not be recorded runs again once its lease ends.
      .catch((error: unknown) =>
        log.error({ err: error, job: { id: row.id, queue: row.queue } }, 'job outcome not saved'),
      )
      .finally(() => {
        running.delete(work);
        wake();
      });
    running.add(work);
  }

  async function tick(): Promise<boolean> {
    let did = false;
    for (const step of steps) did = (await step()) || did;
    if (schedules.size > 0) did = (await fireSchedules()) || did;
    const free = settings.concurrency - running.size;
    if (free > 0 && handlers.size > 0) {
      const now = clock();
      const leaseEnd = new Date(now.getTime() + settings.leaseMs);
      const rows = await repo.claim([...handlers.keys()], now, leaseEnd, free);
      for (const row of rows) runJob(row);
      did = did || rows.length > 0;
    }
    return did;
  }

  async function safeTick(): Promise<boolean> {
    try {
      return await tick();
    } catch (error) {
      log.warn({ err: error, runner: runnerId }, 'job runner could not read the database');
      return false;
    }
  }

  /** Ticks one at a time: each waits for the one before. */
  function tickInTurn(): Promise<boolean> {
    const next = chain.then(safeTick);
    chain = next;
    return next;
  }

  function wake(): void {
    if (state !== 'started' || wakePending) return;
    wakePending = true;
    chain = chain.then(async () => {
      wakePending = false;
      if (state !== 'started') return;
      if (await safeTick()) wake();
    });
  }

  async function listen(): Promise<void> {
    try {
      const stopListening = await database.listen(JOBS_CHANNEL, wake, (error) => {
        listening = false;
        unlisten = undefined;
        log.warn({ err: error }, 'job notifications lost; polling until listening again');
      });
      if (state !== 'started') return await stopListening();
      unlisten = stopListening;
      listening = true;
    } catch (error) {
      log.warn({ err: error }, 'cannot listen for job notifications; polling only');
    }
  }

  function listenAgain(): void {
    listenTry ??= listen().finally(() => {
      listenTry = undefined;
    });
  }

  function poll(): void {
    if (state !== 'started') return;
    if (!listening) listenAgain();
    wake();
  }

  return {
    /** Runs jobs of the type with this handler; a throw is a failed attempt. */
    handle<P>(
      type: JobType<P>,
      run: (payload: P, info: JobInfo) => Promise<void>,
      handlerOptions: HandlerOptions = {},
    ): void {
      if (handlers.has(type.queue)) throw new Error(`queue ${type.queue} has a handler already`);
      handlers.set(type.queue, {
        run: run as Handler['run'],
        maxAttempts: handlerOptions.maxAttempts ?? 10,
        retryDelayMs: handlerOptions.retryDelayMs ?? settings.retryDelayMs,
      });
    },

    /**
     * Enqueues a job of the type at each time of the cron pattern (5 fields, minutes
     * resolution) in the time zone; with several processes, one of them does it.
     */
    schedule<P>(
      name: string,
      pattern: string,
      type: JobType<P>,
      payload: P,
      scheduleOptions: { timeZone?: string } = {},
    ): void {
      const timeZone = scheduleOptions.timeZone ?? DEFAULT_TIME_ZONE;
      const cron = new Cron(pattern, { timezone: timeZone, paused: true });
      if (!cron.nextRun(clock())) throw new Error(`schedule ${name} never fires`);
      schedules.set(name, { cron, pattern, timeZone, queue: job(type, payload).queue, payload });
    },

    addStep(step: TickStep): void {
      steps.push(step);
    },

    async start(): Promise<void> {
      if (state !== 'new') return;
      state = 'started';
      const now = clock();
      await repo.saveSchedules(
        [...schedules].map(([name, s]) => ({
          name,
          cron: s.pattern,
          timeZone: s.timeZone,
          nextRunAt: s.cron.nextRun(now)!,
        })),
      );
      listenAgain();
      await listenTry;
      timer = setInterval(poll, settings.pollIntervalMs);
      timer.unref();
      wake();
    },

    /** Asks the database for due work now (also done on each NOTIFY and poll). */
    wake,

    /**
     * Runs ticks until one finds nothing due and no job is running: for tests, which then
     * see every effect of the work that was due.
     */
    async drain(): Promise<void> {
      for (;;) {
        const did = await tickInTurn();
        if (!did && running.size === 0) return;
        while (running.size > 0) await Promise.allSettled([...running]);
      }
    },

    /** Takes no more work and waits for the jobs that are running (SIGTERM, close). */
    async stop(): Promise<void> {
      if (state === 'stopped') return;
      state = 'stopped';
      clearInterval(timer);
      await listenTry;
      await unlisten?.();
      await chain;
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;

const farFuture = new Date('9999-12-31T00:00:00Z');

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's job runner (tests drain it to see the effects of due work). */
    jobs: JobRunner;
  }
}
