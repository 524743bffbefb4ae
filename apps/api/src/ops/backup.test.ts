import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured';
import { accountsRepository } from '../modules/accounts/accounts.repository';
import { bookingBody } from '../modules/bookings/bookings.fixtures';
import { api } from '../modules/listings/listings.fixtures';
import { hashPassword } from '../platform/passwords';
import { acquireDataDirLock } from '../platform/data-dir-lock';
import { subscribeOwner } from '../test/billing-fixtures';
import { uploadPhoto } from '../test/listing-fixtures';
import { createProperty } from '../test/terms-fixtures';
import { testDriver } from '../test/test-database';
import { jpegImage } from '../test/test-images';
import { BackupError, createBackup, restoreBackup } from './backup';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const entryUrl = new URL('../main.ts', import.meta.url).href;
const email = 'backup.owner@example.sa';
const password = 'Nuzul-Backup#2026';

/** An installation: its DATA_DIR and, on PostgreSQL, a fresh database of its own. */
interface Installation {
  env: Record<string, string>;
  dataDir: string;
}

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-backup-'));
const databases: string[] = [];

async function installation(name: string): Promise<Installation> {
  const dataDir = path.join(temp, name);
  if (testDriver === 'pglite') return { dataDir, env: { DATA_DIR: dataDir } };
  const server = process.env.TEST_DATABASE_URL!;
  const database = `nuzul_backup_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  databases.push(database);
  const url = new URL(server);
  url.pathname = `/${database}`;
  return { dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() } };
}

function configOf(target: Installation) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_PROVIDER: 'none',
    ...target.env,
  });
}

/** The app as main.ts starts it on the installation (migrations at start included). */
async function start(target: Installation) {
  const config = configOf(target);
  const database = await openConfiguredDatabase(config, entryUrl);
  const app = await buildApp({ config, database });
  await app.ready();
  return { app, database, close: () => app.close().then(() => database.close()) };
}

/** `npm run backup|restore -- <args>` as an operator runs it, on the installation. */
function npmScript(script: 'backup' | 'restore', target: Installation, args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/ops/${script}-cli.ts`, ...args], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      CAPTCHA_PROVIDER: 'none',
      DATABASE_URL: '',
      ...target.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

async function signIn(app: FastifyInstance) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password, captchaValue: '', remember: false },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.accessToken as string;
}

/** Every record of the owner that the drill checks, as the API answers it. */
async function snapshot(app: FastifyInstance, token: string, propertyIds: string[]) {
  const owner = api(app, token);
  const properties = [];
  const photos: Record<string, Buffer> = {};
  for (const id of propertyIds) {
    const property = await owner.get(`/properties/${id}`);
    expect(property.statusCode).toBe(200);
    const list = await owner.get(`/properties/${id}/photos`);
    expect(list.statusCode).toBe(200);
    for (const photo of list.json().data as Array<{ urls: Record<string, string> }>) {
      for (const url of Object.values(photo.urls)) {
        const file = await app.inject({ method: 'GET', url });
        expect(file.statusCode, url).toBe(200);
        photos[url] = file.rawPayload;
      }
    }
    properties.push({ property: property.json().data, photos: list.json().data });
  }
  const bookings = await owner.get('/bookings');
  expect(bookings.statusCode).toBe(200);
  return { properties, bookings: bookings.json().data, photos };
}

describe(`backup and restore drill (${testDriver})`, () => {
  let source: Installation;
  let restored: Installation;
  let propertyIds: string[];
  let before: Awaited<ReturnType<typeof snapshot>>;
  const file = path.join(temp, 'nuzul.tar.gz');

  beforeAll(async () => {
    source = await installation('source');
    restored = await installation('restored');
    const running = await start(source);
    try {
      const user = await accountsRepository(running.database.db).insertUser({
        email,
        firstName: 'Sara',
        lastName: 'Alharbi',
        passwordHash: await hashPassword(password),
        emailVerifiedAt: new Date(),
      });
      await subscribeOwner(running.database.db, user.id);
      const token = await signIn(running.app);
      const owner = api(running.app, token);
      propertyIds = [await createProperty(owner), await createProperty(owner)];
      for (const [index, id] of propertyIds.entries()) {
        for (const width of [1024, 1200]) {
          const res = await uploadPhoto(running.app, token, id, await jpegImage(width, 768));
          expect(res.statusCode).toBe(201);
        }
        const booking = await owner.post(
          '/bookings',
          bookingBody(id, { dateFrom: `2027-0${index + 1}-10`, dateTo: `2027-0${index + 1}-13` }),
        );
        expect(booking.statusCode).toBe(201);
      }
      before = await snapshot(running.app, token, propertyIds);
      expect(Object.keys(before.photos)).toHaveLength(2 * 2 * 3);
      expect(before.bookings).toHaveLength(2);
    } finally {
      await running.close();
    }
  }, 60_000);

  afterAll(async () => {
    fs.rmSync(temp, { recursive: true, force: true });
    if (databases.length === 0) return;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('npm run backup writes one file, readable by its owner only, with the database and the 12 photo files', async () => {
    const res = await npmScript('backup', source, [file]);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(
      /^Backup written to .*nuzul\.tar\.gz in [\d.]+ s: .*, 12 photo files and the master key/,
    );
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  }, 30_000);

  it('npm run restore restores it into an empty installation, where the owner signs in and finds every record and photo', async () => {
    const res = await npmScript('restore', restored, [file]);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^Restored the backup of .* \(12 photo files\)/);

    const running = await start(restored);
    try {
      const token = await signIn(running.app);
      const after = await snapshot(running.app, token, propertyIds);
      expect(after.properties).toEqual(before.properties);
      expect(after.bookings).toEqual(before.bookings);
      expect(Object.keys(after.photos).sort()).toEqual(Object.keys(before.photos).sort());
      for (const [url, bytes] of Object.entries(before.photos)) {
        expect(after.photos[url]!.equals(bytes), url).toBe(true);
      }
    } finally {
      await running.close();
    }
  }, 60_000);

  it('refuses to restore into an installation that has a database or photos, unless --force', async () => {
    const config = configOf(restored);
    await expect(restoreBackup(config, file)).rejects.toThrow(
      new RegExp(
        `^Nothing was restored: the target is not empty \\(${testDriver === 'pglite' ? `a database in ${restored.dataDir}/pglite` : '\\d+ tables in the database of DATABASE_URL'}; photos in ${restored.dataDir}/media\\)\\. Restore into an empty data directory or database, or pass --force to replace them\\.$`,
      ),
    );
    // A photo added since is gone after a forced restore: the backup's state replaces it.
    const extra = path.join(restored.dataDir, 'media', 'not-in-backup');
    fs.writeFileSync(extra, 'x');
    await restoreBackup(config, file, { force: true });
    expect(fs.existsSync(extra)).toBe(false);
    const running = await start(restored);
    try {
      expect(
        (await snapshot(running.app, await signIn(running.app), propertyIds)).properties,
      ).toEqual(before.properties);
    } finally {
      await running.close();
    }
  }, 60_000);

  it('refuses a backup of the other database driver, and a file that is not a backup', async () => {
    const other =
      testDriver === 'pglite'
        ? { ...configOf(restored), databaseUrl: 'postgres://127.0.0.1:1/none' }
        : { ...configOf(restored), databaseUrl: undefined };
    await expect(restoreBackup(other, file)).rejects.toThrow(
      testDriver === 'pglite'
        ? 'This backup is of the embedded database (PGlite): unset DATABASE_URL and set DATA_DIR to restore it.'
        : 'This backup is of a PostgreSQL database: set DATABASE_URL to the empty database to restore it into.',
    );
    const notBackup = path.join(temp, 'photos.tar.gz');
    await new Promise((resolve) =>
      spawn('tar', ['-czf', notBackup, '-C', restored.dataDir, 'media']).on('exit', resolve),
    );
    await expect(restoreBackup(configOf(restored), notBackup)).rejects.toThrow(
      `${notBackup} is not a Nuzul backup (it has no nuzul-backup.json).`,
    );
  });

  it('with S3_BUCKET set, the backup names the bucket instead of copying the photos, and a restore without S3 is refused', async () => {
    const s3 = {
      S3_BUCKET: 'nuzul-media',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'nuzul',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    const s3File = path.join(temp, 's3.tar.gz');
    const manifest = await createBackup(
      configOf({ ...source, env: { ...source.env, ...s3 } }),
      s3File,
    );
    expect(manifest).toMatchObject({
      media: 'object-storage',
      mediaFiles: 0,
      objectStorage: { bucket: 'nuzul-media', endpoint: 'http://127.0.0.1:9' },
    });
    const members = spawnSync('tar', ['-tzf', s3File]).stdout.toString().split('\n');
    expect(members).toContain('nuzul-backup.json');
    expect(members.filter((member) => member.startsWith('media'))).toEqual([]);
    await expect(restoreBackup(configOf(await installation('no-s3')), s3File)).rejects.toThrow(
      "This backup's photos are in the S3 bucket nuzul-media at http://127.0.0.1:9: set S3_BUCKET and its settings to restore it.",
    );
  });

  it('keeps the master key straight: a backup taken with SECRETS_KEY needs the same key, one with its own key needs none', async () => {
    const key = randomBytes(32).toString('base64');
    const keyed = path.join(temp, 'keyed.tar.gz');
    const manifest = await createBackup(
      configOf({ ...source, env: { ...source.env, SECRETS_KEY: key } }),
      keyed,
    );
    expect(manifest.secretsKey).toEqual({
      source: 'configured',
      fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(spawnSync('tar', ['-tzf', keyed]).stdout.toString().split('\n')).not.toContain(
      'secrets.key',
    );
    const target = await installation('keyed');
    const other = randomBytes(32).toString('base64');
    await expect(
      restoreBackup(configOf({ ...target, env: { ...target.env, SECRETS_KEY: other } }), keyed),
    ).rejects.toThrow(
      `This backup was taken with SECRETS_KEY set (key ${manifest.secretsKey.fingerprint}); set the same SECRETS_KEY to restore it, or the two-factor secrets and payment keys in it cannot be read.`,
    );
    // The drill's backup carries DATA_DIR's own key, which a configured key would override.
    await expect(
      restoreBackup(configOf({ ...target, env: { ...target.env, SECRETS_KEY: other } }), file),
    ).rejects.toThrow(
      'This backup carries its own master key (secrets.key); unset SECRETS_KEY to restore it, or the two-factor secrets and payment keys in it cannot be read.',
    );
    expect(fs.existsSync(path.join(target.dataDir, 'pglite'))).toBe(false);
  });

  it.skipIf(testDriver !== 'pglite')(
    'refuses to back up or restore the embedded database while Nuzul has it open',
    async () => {
      const config = configOf(source);
      const lock = await acquireDataDirLock(source.dataDir);
      try {
        const refusal = `The data directory ${source.dataDir} is in use by another Nuzul process (pid ${process.pid}).`;
        await expect(createBackup(config, path.join(temp, 'open.tar.gz'))).rejects.toThrow(
          `${refusal} Stop Nuzul before backing it up: the embedded database can only be copied while no process has it open.`,
        );
        await expect(restoreBackup(config, file, { force: true })).rejects.toThrow(BackupError);
        expect(fs.existsSync(path.join(temp, 'open.tar.gz'))).toBe(false);
      } finally {
        await lock.release();
      }
    },
  );
});
