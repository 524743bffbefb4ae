import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from '../platform/data-dir-lock';
import { drizzleClient } from './pglite-drizzle-client';
import * as schema from './schema/index';

export type Schema = typeof schema;

const PGLITE_SHARED_BUFFERS = '16MB';
const POOL_MAX = 10;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on the channel (sent at commit, never for a rolled-back
   * transaction), until the returned function is called. `onLost` says the listening
   * connection failed: no more notifications come, and the caller may listen again.
   */
  listen(channel: string, onNotify: () => void, onLost: (error: Error) => void): Promise<Unlisten>;
  close(): Promise<void>;
  /**
   * The connection pool's use, for /metrics. PostgreSQL only: PGlite is one connection in
   * this process, with no pool to run out of.
   */
  poolUse?(): PoolUse;
}

export interface PoolUse {
  /** Open connections, idle or in use. */
  total: number;
  idle: number;
  /** Queries waiting for a connection because all `max` are in use. */
  waiting: number;
  max: number;
}

export type Unlisten = () => Promise<void>;

export type DatabaseOptions =
  | { driver: 'postgres'; url: string; migrationsFolder: string }
  | { driver: 'pglite'; dataDir?: string; migrationsFolder: string };

/** Any constant of our own: the key of the advisory lock that migrations run under. */
const MIGRATION_LOCK = 7_261_994_020;

/**
 * Several API processes starting at once on one PostgreSQL (a deploy) would each run the
 * pending migrations, and all but one fail on the tables the first made. Drizzle takes no
 * lock, so each process waits for this session-level advisory lock on a connection of its
 * own; the next one then finds the migrations applied.
 */
async function migrateExclusively(url: string, migrate: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    // Ending the connection releases the lock, whatever happened.
    await client.end();
  }
}

/** Opens PGlite under dataDir (or in memory without one) or PostgreSQL, and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: POOL_MAX });
    // An idle connection that the server ends (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01')
        process.stderr.write(`nuzul: idle database connection failed: ${error.message}\n`);
    });
    const db = drizzlePg(pool, { schema });
    try {
      await migrateExclusively(options.url, () =>
        migratePg(db, { migrationsFolder: options.migrationsFolder }),
      );
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      // A connection of its own, outside the pool: LISTEN holds it for the process's life.
      listen: async (channel, onNotify, onLost) => {
        const client = new pg.Client({ connectionString: options.url });
        let ended = false;
        client.on('error', (error) => {
          if (!ended) onLost(error);
        });
        client.on('end', () => {
          if (!ended) onLost(new Error('the listening connection closed'));
        });
        client.on('notification', (message) => {
          if (message.channel === channel) onNotify();
        });
        await client.connect();
        try {
          await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
        } catch (error) {
          ended = true;
          await client.end().catch(() => undefined);
          throw error;
        }
        return async () => {
          ended = true;
          await client.end().catch(() => undefined);
        };
      },
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: POOL_MAX,
      }),
      close: () => pool.end(),
    };
  }

  const lock = options.dataDir ? await acquireDataDirLock(options.dataDir) : undefined;
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
      extensions: { btree_gist },
      // PostgreSQL's 128 MB of shared buffers sit in the WebAssembly heap and are never
      // given back; PGlite reads through the operating system's file cache anyway, so 16 MB
      // keeps an idle server about 110 MB smaller at no cost for one owner's data.
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    const db = drizzlePglite(drizzleClient(client), { schema });
    await migratePglite(db, { migrationsFolder: options.migrationsFolder });
    let closed = false;
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      // In-process: PGlite delivers a NOTIFY to its own listeners when the transaction commits.
      listen: async (channel, onNotify) => {
        const unlisten = await client.listen(channel, () => onNotify());
        return async () => {
          if (!closed) await unlisten();
        };
      },
      close: async () => {
        if (closed) return;
        closed = true;
        await client.close();
        await lock?.release();
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}
