import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { openConfiguredDatabase } from './db/open-configured';
import { DataDirLockedError } from './platform/data-dir-lock';
import { mailDestination } from './platform/mailer';

const SHUTDOWN_DEADLINE_MS = 10_000;

// src/main.ts and dist/main.js sit at the same depth; the build copies migrations beside it.
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

function fail(message: string): never {
  process.stderr.write(`nuzul: ${message}\n`);
  process.exit(1);
}

async function start(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database: DatabaseHandle;
  try {
    database = await openConfiguredDatabase(config, import.meta.url);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    fail(`cannot open the database: ${(error as Error).message}`);
  }

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  const app = await buildApp({ config, database, redis, webDist });
  if (config.databaseUrl && !redis) {
    // PostgreSQL is how several processes share data; without Redis they would not share
    // rate-limit counters or real-time events.
    app.log.warn(
      'REDIS_URL is not set: rate-limit counters and real-time events stay in this process. That is fine for one API process; more than one on this database need Redis (set REDIS_URL on all of them).',
    );
  }

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error('shutdown took longer than 10 seconds; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    // close() stops accepting connections and waits for in-flight requests.
    app
      .close()
      .then(() => database.close())
      .then(() => redis?.quit())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    fail(`cannot listen on port ${config.port}: ${(error as Error).message}`);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const localUrl = `http://localhost:${port}/`;
  process.stdout.write(
    `Nuzul is running: open ${localUrl} (database: ${database.driver}${database.driver === 'pglite' ? ` in ${config.dataDir}` : ''})\n` +
      `${mailDestination(config, localUrl)}\n`,
  );
}

await start();
