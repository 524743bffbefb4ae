/**
 * Several processes, one state (issue 20, ARCHITECTURE "Scaling past one machine"): two API
 * processes on one PostgreSQL database, one Redis and one S3 bucket, behind a round-robin
 * proxy, behave as one. Runs in the PostgreSQL pass when Redis answers; see
 * docs/decisions/0007-no-per-process-state.md for the rule it checks.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { photoUploads } from '../db/schema/index';
import { accountsRepository } from '../modules/accounts/accounts.repository';
import { bookingBody } from '../modules/bookings/bookings.fixtures';
import { location, specifications } from '../modules/listings/listings.fixtures';
import { hashPassword } from '../platform/passwords';
import { subscribeOwner } from '../test/billing-fixtures';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { spawnApi, waitForListening, type SpawnedApi } from '../test/spawn-api';
import { migrationsFolder, testDriver } from '../test/test-database';
import { jpegImage, multipartFile } from '../test/test-images';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const skipReason =
  testDriver !== 'postgres'
    ? 'runs in the PostgreSQL pass (NUZUL_TEST_DB=postgres, TEST_DATABASE_URL)'
    : (await redisAnswers(redisUrl))
      ? undefined
      : `no Redis answers at ${redisUrl} (set TEST_REDIS_URL)`;

// Said in the run's output too, where a skipped test's name is not shown.
if (skipReason && testDriver === 'postgres')
  console.warn(`two-processes.test.ts skipped: ${skipReason}`);

/** A round-robin HTTP proxy: each request to the next process, named in x-nuzul-backend. */
async function roundRobinProxy(ports: number[], clientIp: string) {
  let next = 0;
  const server = http.createServer((request, response) => {
    const backend = next++ % ports.length;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: ports[backend],
        method: request.method,
        path: request.url,
        // The client's address, as a load balancer passes it on (TRUST_PROXY=true).
        headers: { ...request.headers, 'x-forwarded-for': clientIp },
      },
      (answer) => {
        response.writeHead(answer.statusCode!, {
          ...answer.headers,
          'x-nuzul-backend': String(backend),
        });
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      response.writeHead(502);
      response.end(error.message);
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Answer {
  status: number;
  body: { data?: Record<string, unknown>; code?: string };
  backend: string | null;
}

async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; json?: object; body?: Buffer; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.json ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.json
      ? JSON.stringify(options.json)
      : options.body && new Uint8Array(options.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? JSON.parse(text) : {},
    backend: res.headers.get('x-nuzul-backend'),
  };
}

async function eventually<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.skipIf(skipReason)(
  `two API processes behind one address${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const email = `two.processes.${randomBytes(4).toString('hex')}@example.sa`;
    const password = 'Nuzul-Scale#2026';
    const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-two-'));
    const databaseName = `nuzul_two_${randomBytes(6).toString('hex')}`;
    let database: DatabaseHandle;
    let s3: TestS3Server;
    let apis: SpawnedApi[] = [];
    let ports: number[];
    let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;
    let userId: string;
    const sockets: Socket[] = [];
    const direct = (index: number) => `http://127.0.0.1:${ports[index]}`;

    async function signIn(): Promise<string> {
      const res = await call(proxy.url, 'POST', '/auth/login', {
        json: { email, password, captchaValue: '', remember: false },
      });
      expect(res.status).toBe(200);
      return res.body.data!.accessToken as string;
    }

    beforeAll(async () => {
      // A database that nothing has migrated: the processes make the schema at start.
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${databaseName}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${databaseName}`;
      s3 = await startS3Server();
      const shared = {
        DATABASE_URL: url.toString(),
        REDIS_URL: redisUrl,
        SECRETS_KEY: randomBytes(32).toString('base64'),
        TRUST_PROXY: 'true',
        CAPTCHA_PROVIDER: 'none',
        HOST: '127.0.0.1',
        PORT: '0',
        ...s3.env,
      };
      // Started together, as a deploy starts them: their migrations must not collide.
      apis = ['a', 'b'].map((name) => spawnApi({ ...shared, DATA_DIR: path.join(temp, name) }));
      ports = await Promise.all(apis.map((api) => waitForListening(api)));
      database = await openDatabase({ driver: 'postgres', url: url.toString(), migrationsFolder });
      proxy = await roundRobinProxy(ports, `10.20.${randomBytes(1)[0]}.${randomBytes(1)[0]}`);

      const user = await accountsRepository(database.db).insertUser({
        email,
        firstName: 'Sara',
        lastName: 'Alharbi',
        passwordHash: await hashPassword(password),
        emailVerifiedAt: new Date(),
      });
      userId = user.id;
      await subscribeOwner(database.db, userId);
    }, 90_000);

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await proxy?.close();
      for (const api of apis) api.child.kill('SIGTERM');
      await Promise.all(apis.map((api) => api.exited));
      await s3?.close();
      await database?.close();
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
      fs.rmSync(temp, { recursive: true, force: true });
    }, 30_000);

    it('both started at once on a fresh database, and neither says that Redis is missing', () => {
      for (const api of apis) expect(api.stdout()).not.toContain('REDIS_URL');
    });

    it('a session made through one process is valid on the other, and a sign-out through one ends it on both', async () => {
      const login = await call(proxy.url, 'POST', '/auth/login', {
        json: { email, password, captchaValue: '', remember: false },
      });
      expect(login.status).toBe(200);
      const token = login.body.data!.accessToken as string;
      const reads = [
        await call(proxy.url, 'GET', '/user/me', { token }),
        await call(proxy.url, 'GET', '/user/me', { token }),
      ];
      expect(reads.map((read) => read.backend).sort()).toEqual(['0', '1']);
      for (const read of reads) {
        expect(read.status).toBe(200);
        expect(read.body.data!.id).toBe(userId);
      }

      const logout = await call(proxy.url, 'POST', '/auth/logout', { token });
      expect(logout.status).toBeLessThan(300);
      const after = [
        await call(proxy.url, 'GET', '/user/me', { token }),
        await call(proxy.url, 'GET', '/user/me', { token }),
      ];
      expect(after.map((read) => read.backend).sort()).toEqual(['0', '1']);
      expect(after.map((read) => read.status)).toEqual([401, 401]);
    });

    it('rate-limit counters are shared: the 11th wrong password from one address is refused, though each process saw only 5 or 6', async () => {
      // Another account: the owner still signs in from this address in the next tests.
      const guessed = `guessed.${randomBytes(4).toString('hex')}@example.sa`;
      await accountsRepository(database.db).insertUser({
        email: guessed,
        firstName: 'Omar',
        lastName: 'Alharbi',
        passwordHash: await hashPassword(password),
        emailVerifiedAt: new Date(),
      });
      const guess = () =>
        call(proxy.url, 'POST', '/auth/login', {
          json: { email: guessed, password: 'Wrong-Guess#1', captchaValue: '', remember: false },
        });
      const answers = [];
      for (let i = 0; i < 10; i += 1) answers.push(await guess());
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401));
      expect(answers.filter((answer) => answer.backend === '0')).toHaveLength(5);
      const eleventh = await guess();
      expect(eleventh.status).toBe(429);
      expect(eleventh.body.code).toBe('RATE_LIMITED');
      // The other process refuses too: the count is one, not one per process.
      const twelfth = await guess();
      expect(twelfth.backend).not.toBe(eleventh.backend);
      expect(twelfth.status).toBe(429);
    });

    it('a scheduled job runs once per due time, not once per process', async () => {
      const db = database.db;
      await db.execute(sql`create table test_purge_runs (id serial, what text)`);
      await db.execute(sql`create function test_purge_run() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' and new.queue = 'photos.purge-unused-uploads' then
            insert into test_purge_runs (what) values ('queued');
          elsif tg_op = 'DELETE' and old.queue = 'photos.purge-unused-uploads' then
            insert into test_purge_runs (what) values ('done');
          end if;
          return null;
        end $$`);
      await db.execute(sql`create trigger test_purge_run after insert or delete on jobs
        for each row execute function test_purge_run()`);
      // A building photo uploaded two days ago that no building shows: the job forgets it.
      const key = `unused-${randomBytes(6).toString('hex')}`;
      await db
        .insert(photoUploads)
        .values({ key, ownerId: userId, createdAt: new Date(Date.now() - 48 * 3600_000) });
      const runs = async () =>
        rows<{ what: string }>(
          await db.execute(sql`select what from test_purge_runs order by id`),
        ).map((row) => row.what);

      for (const round of [1, 2]) {
        await db.execute(
          sql`update job_schedules set next_run_at = now() - interval '1 minute' where name = 'photos.purge-unused-uploads'`,
        );
        await eventually(
          async () =>
            (await runs()).filter((what) => what === 'done').length === round ? true : undefined,
          `run ${round} of the schedule`,
        );
        // Both processes tick every second: give the other one two ticks to fire it again.
        await new Promise((resolve) => setTimeout(resolve, 2500));
        expect(await runs()).toEqual(Array(round).fill(['queued', 'done']).flat());
        const [schedule] = rows<{ ahead: boolean }>(
          await db.execute(
            sql`select next_run_at > now() as ahead from job_schedules where name = 'photos.purge-unused-uploads'`,
          ),
        );
        expect(schedule!.ahead).toBe(true);
      }
      expect(
        await db
          .select()
          .from(photoUploads)
          .where(sql`${photoUploads.key} = ${key}`),
      ).toEqual([]);
    }, 60_000);

    it('a photo uploaded through one process is served by the other, from the bucket', async () => {
      const token = await signIn();
      const property = await call(direct(0), 'POST', '/properties', { token, json: location });
      expect(property.status).toBe(201);
      const propertyId = property.body.data!.id as string;
      const { payload, headers } = multipartFile(await jpegImage(1024, 768));
      const upload = await call(direct(0), 'POST', `/properties/${propertyId}/photos`, {
        token,
        body: payload,
        headers,
      });
      expect(upload.status).toBe(201);
      const urls = Object.values(upload.body.data!.urls as Record<string, string>);
      expect(urls).toHaveLength(3);
      for (const url of urls) {
        const [first, other] = await Promise.all([
          fetch(`${direct(0)}${url}`),
          fetch(`${direct(1)}${url}`),
        ]);
        expect(other.status, url).toBe(200);
        expect(other.headers.get('content-type')).toBe('image/webp');
        expect(Buffer.from(await other.arrayBuffer())).toEqual(
          Buffer.from(await first.arrayBuffer()),
        );
      }
      // Neither process kept it on its own disk.
      for (const name of ['a', 'b'])
        expect(fs.existsSync(path.join(temp, name, 'media'))).toBe(false);
    });

    it('an event caused through one process reaches the sockets held by either', async () => {
      const token = await signIn();
      const received: Array<Array<{ event: string; payload: { bookingId?: string } }>> = [];
      for (const index of [0, 1]) {
        const socket = io(direct(index), {
          path: '/socket.io',
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
          auth: { userId, token },
        });
        sockets.push(socket);
        const events: Array<{ event: string; payload: { bookingId?: string } }> = [];
        socket.onAny((event: string, payload: { bookingId?: string }) =>
          events.push({ event, payload }),
        );
        received.push(events);
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
      }
      const property = await call(direct(0), 'POST', '/properties', { token, json: location });
      const propertyId = property.body.data!.id as string;
      const specs = await call(direct(0), 'PUT', `/properties/${propertyId}/specifications`, {
        token,
        json: specifications,
      });
      expect(specs.status).toBe(200);
      const booking = await call(direct(0), 'POST', '/bookings', {
        token,
        json: bookingBody(propertyId, { dateFrom: '2027-02-10', dateTo: '2027-02-12' }),
      });
      expect(booking.status).toBe(201);
      const bookingId = booking.body.data!.id;
      // One process ran the job that emits it; the other socket got it through Redis.
      for (const events of received) {
        await eventually(
          async () =>
            events.some((e) => e.event === 'booking:created' && e.payload.bookingId === bookingId)
              ? true
              : undefined,
          'booking:created on both sockets',
        );
      }
    });
  },
);
