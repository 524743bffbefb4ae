import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { localStorage } from '../platform/storage';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** This app's own photo storage directory, removed on close. */
  mediaDir: string;
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
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-media-'));
  const app = await buildApp({ config, database, storage: localStorage(mediaDir), ...deps });
  await app.ready();
  return {
    app,
    database,
    config,
    mediaDir,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
