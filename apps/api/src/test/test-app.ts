import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isErrorCode } from '@nuzul/shared/errors';
import { isValidationMessageKey } from '@nuzul/shared/validation';
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

const databases = new WeakMap<FastifyInstance, DatabaseHandle>();

/** The database of an app that createTestApp built, for fixtures that take only the app. */
export function databaseOf(app: FastifyInstance): DatabaseHandle {
  const database = databases.get(app);
  if (!database) throw new Error('not an app of createTestApp');
  return database;
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
  databases.set(app, database);
  const uncoded = recordUncodedMessages(app);
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
      if (uncoded.length > 0) {
        throw new Error(`answers with a message but no code:\n${uncoded.join('\n')}`);
      }
    },
  };
}

/**
 * Where a body has a `message` without a code the web app knows: an `ErrorCode` on the body,
 * a validation message key on each field issue of its `details`.
 */
function uncodedIn(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const record = body as Record<string, unknown>;
  const own = 'message' in record && !isErrorCode(record.code) ? ['(body)'] : [];
  const details = Array.isArray(record.details) ? (record.details as unknown[]) : [];
  const fields = details.flatMap((issue, index) =>
    typeof issue === 'object' &&
    issue !== null &&
    'message' in issue &&
    !isValidationMessageKey((issue as { code?: unknown }).code)
      ? [`.details[${index}]`]
      : [],
  );
  return [...own, ...fields];
}

/**
 * The web app translates failures by code only (an English sentence is no key), so every
 * answer of the API suite is checked: a body, or a field issue in its `details`, with a
 * `message` and no known code is recorded, and `close()` fails the test file with the list.
 */
function recordUncodedMessages(app: FastifyInstance): string[] {
  const found: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const text = Buffer.isBuffer(payload) ? payload.toString() : payload;
    if (!type.includes('json') || typeof text !== 'string') return payload;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return payload;
    }
    for (const where of uncodedIn(body)) {
      found.push(`${request.method} ${request.url} ${reply.statusCode} at ${where}: ${text}`);
    }
    return payload;
  });
  return found;
}
