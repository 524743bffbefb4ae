import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnApi, waitForListening, type SpawnedApi } from '../test/spawn-api';
import { testDriver } from '../test/test-database';

const WARNING =
  'REDIS_URL is not set: rate-limit counters and real-time events stay in this process. That is fine for one API process; more than one on this database need Redis (set REDIS_URL on all of them).';

describe.skipIf(testDriver !== 'postgres')(
  `start-up on PostgreSQL without Redis${testDriver === 'postgres' ? '' : ' (skipped: runs in the PostgreSQL pass, NUZUL_TEST_DB=postgres)'}`,
  () => {
    const name = `nuzul_noredis_${randomBytes(6).toString('hex')}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-noredis-'));
    let api: SpawnedApi | undefined;

    afterAll(async () => {
      api?.child.kill('SIGTERM');
      await api?.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });

    it('warns, as a log line, that Redis is optional on one machine and required for more than one', async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      api = spawnApi({
        DATABASE_URL: url.toString(),
        REDIS_URL: '',
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'warn',
      });
      await waitForListening(api);
      const warnings = api
        .stdout()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => line.msg === WARNING);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.level).toBe(40);
    }, 60_000);
  },
);
