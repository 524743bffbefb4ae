import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database, as main.ts does, for app.inject tests. */
export async function createTestApp(
  overrides: Partial<Omit<AppDeps, 'database' | 'config'>> & { env?: NodeJS.ProcessEnv } = {},
): Promise<TestApp> {
  const { env, ...deps } = overrides;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_PROVIDER: 'none',
    SECRETS_KEY: randomBytes(32).toString('base64'),
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, ...deps });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
