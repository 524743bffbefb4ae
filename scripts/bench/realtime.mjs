// The real-time connection (issue 13, "Performance"), part of `npm run bench` and runnable
// alone with `npm run bench -- realtime`: the time from a domain event to its delivery on
// 1,000 connected sockets (1,000 accounts, one socket each), p50 and p99, goal p99 ≤ 200 ms;
// with one API process, and with two processes over Redis (sockets spread over both).
//   - one at a time: an event is committed, its socket receives it, then the next;
//   - all at once: one transaction commits an event for each of the 1,000 accounts.
// The event is the one the calendar records (availability.changed), written as recordEvent
// writes it (the outbox row and the NOTIFY at commit); the clock starts before COMMIT, so the
// figure covers the commit, the outbox dispatcher, the job and the socket.io emit (and Redis).
// Needs PostgreSQL (two processes share one database) and, for the second figure, Redis on
// 127.0.0.1:6379 or BENCH_REDIS_URL. The goal is printed PASS or MISS and does not fail the
// bench: the figures move with whatever else the machine runs.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io } from 'socket.io-client';

const SOCKETS = 1_000;
const SINGLE_SAMPLES = 200;
const BURST_ROUNDS = 5;
const GOAL_P99_MS = 200;
const DELIVERY_TIMEOUT_MS = 30_000;
const LOCAL_REDIS = 'redis://127.0.0.1:6379/13';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function redisAvailable(url) {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch (error) {
    if (process.env.BENCH_REDIS_URL) throw error;
    return false;
  } finally {
    client.disconnect();
  }
}

/** 1,000 verified accounts with a live session each, written as sign-in writes them. */
async function seedAccounts(client) {
  const tokens = Array.from({ length: SOCKETS }, () => randomBytes(32).toString('base64url'));
  const { rows } = await client.query(
    `insert into users (email, first_name, last_name, email_verified_at)
       select 'rt-' || g || '-' || $1 || '@example.sa', 'Bench', 'Owner', now()
       from generate_series(1, $2) as g
     returning id`,
    [randomUUID(), SOCKETS],
  );
  const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
  await client.query(
    `insert into sessions (user_id, token_hash, expires_at)
       select u, h, now() + interval '1 day' from unnest($1::uuid[], $2::text[]) as t(u, h)`,
    [rows.map((row) => row.id), hashes],
  );
  return rows.map((row, i) => ({ userId: row.id, token: tokens[i] }));
}

/** Connects one socket per account, round-robin over the servers; each reports deliveries. */
async function connectAll(accounts, urls, onEvent) {
  const sockets = [];
  for (let start = 0; start < accounts.length; start += 100) {
    const batch = accounts.slice(start, start + 100).map((account, j) => {
      const socket = io(urls[(start + j) % urls.length], {
        path: '/socket.io',
        transports: ['websocket'],
        auth: account,
        reconnection: false,
        forceNew: true,
      });
      socket.on('availability:changed', (payload) => onEvent(payload, performance.now()));
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', (error) =>
          reject(new Error(`socket refused: ${error.message}`)),
        );
      });
    });
    await Promise.all(batch);
  }
  return sockets;
}

/** Commits one availability.changed event per account, as recordEvent records them. */
async function commitEvents(client, accounts, pending) {
  const events = accounts.map((account) => ({
    propertyId: randomUUID(),
    ownerId: account.userId,
  }));
  await client.query('begin');
  await client.query(
    `insert into domain_events (type, aggregate, payload)
       select 'availability.changed', 'property:' || p,
         jsonb_build_object('ownerId', o, 'propertyId', p, 'from', '2027-01-01',
           'to', '2027-01-03', 'action', 'block')
       from unnest($1::text[], $2::text[]) as t(p, o)`,
    [events.map((e) => e.propertyId), events.map((e) => e.ownerId)],
  );
  await client.query(`select pg_notify('nuzul_jobs', '')`);
  const started = performance.now();
  const delivered = Promise.all(
    events.map(
      (event) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`an event was not delivered within ${DELIVERY_TIMEOUT_MS} ms`)),
            DELIVERY_TIMEOUT_MS,
          );
          pending.set(event.propertyId, (at) => {
            clearTimeout(timer);
            resolve(at - started);
          });
        }),
    ),
  );
  await client.query('commit');
  return delivered;
}

async function measure({ label, urls, databaseUrl }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const pending = new Map();
  let sockets = [];
  try {
    const accounts = await seedAccounts(client);
    sockets = await connectAll(accounts, urls, (payload, at) => {
      const done = pending.get(payload.propertyId);
      if (done) {
        pending.delete(payload.propertyId);
        done(at);
      }
    });
    // Warm-up: the runners, the dispatcher and the sockets' first emits.
    for (let i = 0; i < 20; i += 1) await commitEvents(client, [accounts[i]], pending);

    const single = [];
    for (let i = 0; i < SINGLE_SAMPLES; i += 1) {
      const [ms] = await commitEvents(client, [accounts[(i * 7) % SOCKETS]], pending);
      single.push(ms);
    }
    const burst = [];
    for (let round = 0; round < BURST_ROUNDS; round += 1) {
      burst.push(...(await commitEvents(client, accounts, pending)));
    }
    return [
      { label, what: 'one event at a time', samples: single },
      { label, what: `${SOCKETS} events at once`, samples: burst },
    ].map((row) => {
      const sorted = [...row.samples].sort((a, b) => a - b);
      return { ...row, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
    });
  } finally {
    for (const socket of sockets) socket.close();
    await client.end();
  }
}

export async function benchRealtime({ serverUrl, apiScript, tools }) {
  const { createBenchDatabase, startServer, stopServer, baseEnv, tempDir, printTable } = tools;
  console.log(
    `\nReal-time: domain event → delivery on ${SOCKETS.toLocaleString('en')} connected sockets` +
      ` (PostgreSQL; ${SINGLE_SAMPLES} events one at a time, ${BURST_ROUNDS} rounds of` +
      ` ${SOCKETS.toLocaleString('en')} at once)`,
  );
  const redisUrl = process.env.BENCH_REDIS_URL || LOCAL_REDIS;
  const setups = [{ label: '1 process', processes: 1 }];
  if (await redisAvailable(redisUrl)) {
    setups.push({ label: '2 processes, Redis', processes: 2, redisUrl });
  } else {
    console.log('Redis: none on 127.0.0.1:6379 and no BENCH_REDIS_URL; two processes skipped');
  }

  const rows = [];
  for (const setup of setups) {
    const databaseUrl = await createBenchDatabase(serverUrl);
    const servers = [];
    try {
      // One after the other: the first migrates the new database.
      for (let i = 0; i < setup.processes; i += 1) {
        const env = {
          ...baseEnv(),
          DATA_DIR: tempDir(`realtime-${i}`),
          DATABASE_URL: databaseUrl,
          ...(setup.redisUrl ? { REDIS_URL: setup.redisUrl } : {}),
        };
        servers.push(await startServer(`Nuzul (real-time ${i + 1})`, apiScript, env));
      }
      process.stdout.write(`• ${setup.label} ... `);
      const measured = await measure({
        label: setup.label,
        urls: servers.map((server) => server.url),
        databaseUrl,
      });
      console.log('done');
      rows.push(...measured);
    } finally {
      await Promise.all(servers.map((server) => stopServer(server.child)));
    }
  }
  printTable(
    ['setup', 'events', 'deliveries', 'p50 ms', 'p99 ms', `goal p99 ≤ ${GOAL_P99_MS} ms`],
    rows.map((row) => [
      row.label,
      row.what,
      String(row.samples.length),
      row.p50.toFixed(1),
      row.p99.toFixed(1),
      row.p99 <= GOAL_P99_MS ? 'PASS' : 'MISS',
    ]),
  );
}
