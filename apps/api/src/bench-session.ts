/**
 * For `npm run bench`: makes a verified account and a session in the configured database
 * (DATA_DIR or DATABASE_URL, migrated as main.ts does), and prints one JSON line with the
 * session token and the SQL that Nuzul sends to answer GET /api/v1/user/me for it (drizzle's
 * own text and parameters), so that the bare Fastify baseline runs exactly the same queries.
 *   npx tsx src/bench-session.ts
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { loadConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { openConfiguredDatabase } from './db/open-configured';
import * as schema from './db/schema/index';
import { accountsRepository } from './modules/accounts/accounts.repository';
import { sessionsService } from './modules/accounts/sessions.service';
import { systemClock } from './platform/clock';
import { sha256 } from './platform/crypto';

interface LoggedQuery {
  sql: string;
  params: unknown[];
}

/** The same connection as the handle's, through a drizzle instance that logs each query. */
function loggingDatabase(database: DatabaseHandle, logger: Logger): Database {
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.driver === 'pglite'
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzlePg(client as pg.Pool, { schema, logger });
  return db as unknown as Database;
}

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await openConfiguredDatabase(config, new URL('./main.ts', import.meta.url).href);
  try {
    const queries: LoggedQuery[] = [];
    const db = loggingDatabase(database, {
      logQuery: (sql, params) => queries.push({ sql, params }),
    });
    const repo = accountsRepository(db);
    const user = await repo.insertUser({
      email: `bench-${randomUUID()}@example.sa`,
      firstName: 'Bench',
      lastName: 'Owner',
      // Never signs in with a password: the session is made directly.
      passwordHash: null,
      emailVerifiedAt: new Date(),
    });
    const token = await sessionsService({ repo, clock: systemClock }).create(user.id, true);

    // What the auth guard and the route do (platform/auth.ts, accounts.me), in their order.
    queries.length = 0;
    const live = await repo.findLiveSession(sha256(token), new Date());
    if (!live) throw new Error('the new session does not resolve');
    await repo.findUserById(live.user.id);
    process.stdout.write(`${JSON.stringify({ token, tokenHash: sha256(token), queries })}\n`);
  } finally {
    await database.close();
  }
}

await main();
