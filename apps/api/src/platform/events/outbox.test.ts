import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client';
import { domainEvents } from '../../db/schema/index';
import { createSharedTestDatabase } from '../../test/test-database';
import { testClock } from '../../test/test-clock';
import { createJobRunner, type JobRunner } from '../jobs/runner';
import '../../modules/accounts/account-mail';
import { recordEvent, type DeliveredEvent, type DomainEvent } from './domain-events';
import { createOutbox } from './outbox';

const quiet = { warn: () => undefined, error: () => undefined };
let users = 0;

/** An `mfa.enabled` event of a user of its own; `n` tells the events apart. */
function enabled(user: string, n: number): DomainEvent<'mfa.enabled'> {
  return {
    type: 'mfa.enabled',
    aggregate: `user:${user}`,
    payload: { userId: user, email: `${user}@example.sa`, language: 'en', firstName: `n${n}` },
  };
}
const label = (event: DeliveredEvent<'mfa.enabled'>) =>
  `${event.payload.userId}:${event.payload.firstName}`;

describe('transactional outbox', () => {
  let database: DatabaseHandle;
  let other: DatabaseHandle;
  let db: Database;
  const runners: JobRunner[] = [];

  beforeAll(async () => {
    [database, other] = await createSharedTestDatabase();
    db = database.db;
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    // Each test's subscribers see only that test's events.
    await db.delete(domainEvents);
  });
  afterAll(() => database.close());

  /** A process: its runner and outbox, with one subscriber recording what it receives. */
  function processWith(
    clock = testClock().clock,
    on = database,
    fail: (event: DeliveredEvent<'mfa.enabled'>) => boolean = () => false,
    subscriber = `notices-${(users += 1)}`,
  ) {
    const runner = createJobRunner({
      database: on,
      clock,
      log: quiet,
      settings: { pollIntervalMs: 60 * 60 * 1000 },
    });
    runners.push(runner);
    const outbox = createOutbox(runner, on.db);
    const received: string[] = [];
    outbox.subscribe(subscriber, ['mfa.enabled'], async (event) => {
      if (fail(event)) throw new Error(`cannot deliver ${label(event)}`);
      received.push(label(event));
    });
    return { runner, received };
  }

  const user = () => `u${(users += 1)}`;

  it('hands committed events to a watcher once, in order, without jobs; a throw stops nothing', async () => {
    const runner = createJobRunner({ database, clock: testClock().clock, log: quiet });
    runners.push(runner);
    const outbox = createOutbox(runner, db);
    const watched: string[] = [];
    const errors: unknown[] = [];
    outbox.watch(
      ['mfa.enabled'],
      (event) => {
        if (event.payload.firstName === 'n2') throw new Error('watcher failed');
        watched.push(label(event));
      },
      (error) => errors.push(error),
    );
    const u = user();
    await expect(
      db.transaction(async (tx) => {
        await recordEvent(tx as unknown as Database, enabled(u, 0));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    for (const n of [1, 2, 3]) await recordEvent(db, enabled(u, n));
    await runner.drain();
    await runner.drain();
    expect(watched).toEqual([`${u}:n1`, `${u}:n3`]);
    expect(errors).toHaveLength(1);
    expect(await db.select().from(domainEvents)).toEqual([]);
  });

  it('never delivers an event recorded in a transaction that rolled back', async () => {
    const { runner, received } = processWith();
    const u = user();
    await expect(
      db.transaction(async (tx) => {
        await recordEvent(tx as unknown as Database, enabled(u, 1));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.transaction((tx) => recordEvent(tx as unknown as Database, enabled(u, 2)));
    await runner.drain();
    expect(received).toEqual([`${u}:n2`]);
  });

  it('delivers a committed event at once: its NOTIFY wakes the dispatcher', async () => {
    const { runner, received } = processWith();
    await runner.start();
    const u = user();
    await db.transaction((tx) => recordEvent(tx as unknown as Database, enabled(u, 1)));
    // No poll comes within the test's time.
    while (received.length === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(received).toEqual([`${u}:n1`]);
  });

  it('retries a subscriber that fails until it succeeds; the aggregate’s later events wait', async () => {
    const time = testClock();
    const [a, b] = [user(), user()];
    let failures = 0;
    const { runner, received } = processWith(time.clock, database, (event) => {
      if (label(event) !== `${a}:n1` || failures === 2) return false;
      failures += 1;
      return true;
    });
    for (const event of [enabled(a, 1), enabled(b, 1), enabled(a, 2), enabled(b, 2)]) {
      await recordEvent(db, event);
    }
    await runner.drain();
    expect(received).toEqual([`${b}:n1`, `${b}:n2`]);
    time.advance(10_000);
    await runner.drain();
    expect(received).toEqual([`${b}:n1`, `${b}:n2`]);
    time.advance(20_000);
    await runner.drain();
    expect(failures).toBe(2);
    expect(received).toEqual([`${b}:n1`, `${b}:n2`, `${a}:n1`, `${a}:n2`]);
  });

  it('still delivers after a crash between commit and dispatch: the outbox row survives', async () => {
    const u = user();
    // The process committed the change and its event, then died before dispatching it.
    await db.transaction((tx) => recordEvent(tx as unknown as Database, enabled(u, 1)));
    expect(await db.select().from(domainEvents)).toHaveLength(1);

    const restarted = processWith(testClock().clock, other);
    await restarted.runner.drain();
    expect(restarted.received).toEqual([`${u}:n1`]);
    expect(await db.select().from(domainEvents)).toEqual([]);
  });

  it('delivers each event once per subscriber when two processes run the same subscribers', async () => {
    const us = [user(), user(), user()];
    const never = () => false;
    const one = processWith(testClock().clock, database, never, 'shared-notices');
    const two = processWith(testClock().clock, other, never, 'shared-notices');
    for (const u of us) await recordEvent(db, enabled(u, 1));
    await Promise.all([one.runner.drain(), two.runner.drain()]);
    await Promise.all([one.runner.drain(), two.runner.drain()]);
    expect([...one.received, ...two.received].sort()).toEqual(us.map((u) => `${u}:n1`).sort());
  });
});
