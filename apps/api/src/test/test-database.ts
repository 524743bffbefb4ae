import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';

export const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** The API suite runs on PGlite, and again on PostgreSQL when NUZUL_TEST_DB=postgres. */
export const testDriver: 'pglite' | 'postgres' =
  process.env.NUZUL_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL that is dropped again on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const [handle] = await openTestDatabase(1);
  return handle!;
}

/**
 * Two handles on one fresh database, as two API processes have: two connection pools on
 * PostgreSQL; on PGlite (one process's own database) the same handle twice. Closing either
 * closes both.
 */
export async function createSharedTestDatabase(): Promise<[DatabaseHandle, DatabaseHandle]> {
  const [first, second] = await openTestDatabase(2);
  return [first!, second ?? first!];
}

async function openTestDatabase(count: number): Promise<DatabaseHandle[]> {
  if (testDriver === 'pglite') return [await openDatabase({ driver: 'pglite', migrationsFolder })];

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('NUZUL_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `nuzul_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handles: DatabaseHandle[] = [];
  for (let i = 0; i < count; i += 1) {
    handles.push(await openDatabase({ driver: 'postgres', url: url.toString(), migrationsFolder }));
  }
  let closing: Promise<void> | undefined;
  const closeAll = async () => {
    for (const handle of handles) await handle.close();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
  return handles.map((handle) => ({
    ...handle,
    close: () => (closing ??= closeAll()),
  }));
}
