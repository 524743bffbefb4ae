import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeEvents } from '@nuzul/shared/notifications';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { sessions, users } from '../../db/schema/accounts';
import { randomToken, sha256 } from '../../platform/crypto';
import { subscribeOwner } from '../../test/billing-fixtures';
import { spawnApi, waitForListening, type SpawnedApi } from '../../test/spawn-api';
import { migrationsFolder, testDriver } from '../../test/test-database';
import { bookingBody, insertBookableProperty } from '../bookings/bookings.fixtures';
import { disconnection, eventually, openSocket, type Received } from './realtime.fixtures';

/**
 * Project goal (requirements-next §9): two API processes on one PostgreSQL database share
 * their real-time events through Redis. Both processes are started here, as `npm start` runs
 * them, with REDIS_URL; a socket on each. Whichever process runs the event's job, one of the
 * two sockets is held by the other process, so both receiving it proves the crossing.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/14';
const APP_URL = 'http://nuzul.example';

describe.runIf(testDriver === 'postgres')(
  'two API processes with Redis',
  { timeout: 120_000 },
  () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `nuzul_test_${randomBytes(6).toString('hex')}`;
    const dataDirs: string[] = [];
    let database: DatabaseHandle;
    let processA: SpawnedApi;
    let processB: SpawnedApi;
    let urlA: string;
    let urlB: string;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      // Migrated here first, so the two processes start on a ready database.
      database = await openDatabase({ driver: 'postgres', url: url.toString(), migrationsFolder });
      const env = {
        DATABASE_URL: url.toString(),
        REDIS_URL,
        APP_URL,
        PORT: '0',
        HOST: '127.0.0.1',
        CAPTCHA_PROVIDER: 'none',
        SECRETS_KEY: randomBytes(32).toString('base64'),
      };
      const start = () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-rt-'));
        dataDirs.push(dataDir);
        return spawnApi({ ...env, DATA_DIR: dataDir });
      };
      processA = start();
      processB = start();
      urlA = `http://127.0.0.1:${await waitForListening(processA)}`;
      urlB = `http://127.0.0.1:${await waitForListening(processB)}`;
    });

    afterAll(async () => {
      for (const api of [processA, processB]) {
        if (api && api.child.exitCode === null) {
          api.child.kill('SIGTERM');
          await api.exited;
        }
      }
      await database?.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    /** An owner with a session (written as sign-in writes them) and an active subscription. */
    async function owner() {
      const [user] = await database.db
        .insert(users)
        .values({
          email: `owner.${randomBytes(4).toString('hex')}@example.sa`,
          firstName: 'Sara',
          lastName: 'Alharbi',
          emailVerifiedAt: new Date(),
        })
        .returning();
      const session = async () => {
        const token = randomToken();
        await database.db.insert(sessions).values({
          userId: user!.id,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + 60 * 60 * 1000),
        });
        return token;
      };
      await subscribeOwner(database.db, user!.id);
      return { userId: user!.id, token: await session(), session };
    }

    const named = (received: Received[], event: string) =>
      received.filter((r) => r.event === event);

    it('delivers an event caused through process A to sockets on A and on B, and to no one else', async () => {
      const me = await owner();
      const stranger = await owner();
      const onA = await openSocket(urlA, { userId: me.userId, token: me.token }, APP_URL);
      const onB = await openSocket(urlB, { userId: me.userId, token: me.token }, APP_URL);
      const strangerOnB = await openSocket(
        urlB,
        { userId: stranger.userId, token: stranger.token },
        APP_URL,
      );
      expect([onA.error, onB.error, strangerOnB.error]).toEqual([undefined, undefined, undefined]);

      const property = await insertBookableProperty(database.db, me.userId);
      const res = await fetch(`${urlA}/api/v1/bookings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(
          bookingBody(property.id, { dateFrom: '2027-01-10', dateTo: '2027-01-12' }),
        ),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const bookingId = ((await res.json()) as { data: { id: string } }).data.id;

      for (const socket of [onA, onB]) {
        const created = await eventually(
          () => named(socket.received, realtimeEvents.bookingCreated)[0],
          'booking:created on both processes',
        );
        expect(created.payload).toEqual({ bookingId, propertyId: property.id });
        const news = await eventually(
          () => named(socket.received, realtimeEvents.notificationNew)[0],
          'notification:new on both processes',
        );
        expect(news.payload).toMatchObject({
          notification: { event: 'booking.created', link: `/bookings/${bookingId}` },
          unreadCount: 1,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(strangerOnB.received).toEqual([]);
      for (const socket of [onA, onB, strangerOnB]) socket.socket.close();
    });

    it('disconnects a socket on process B when its session logs out through process A', async () => {
      const me = await owner();
      const other = await me.session();
      const onB = await openSocket(urlB, { userId: me.userId, token: me.token }, APP_URL);
      const stayingOnB = await openSocket(urlB, { userId: me.userId, token: other }, APP_URL);
      expect([onB.error, stayingOnB.error]).toEqual([undefined, undefined]);
      const closed = disconnection(onB.socket);
      const res = await fetch(`${urlA}/api/v1/auth/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${me.token}` },
      });
      expect(res.status).toBe(200);
      expect(await closed).toBe('io server disconnect');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stayingOnB.socket.connected).toBe(true);
      stayingOnB.socket.close();
    });
  },
);
