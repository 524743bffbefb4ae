import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/open-configured';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

function runSeed(dataDir: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/seed-demo.ts'], {
      cwd: apiRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('npm run seed:demo', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-demo-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates a demo owner with complete listings, prints the credentials, and runs once', async () => {
    const first = await runSeed(dataDir);
    expect(first.code, first.out).toBe(0);
    const email = /e-mail:\s+(\S+)/.exec(first.out)?.[1];
    const password = /password:\s+(\S+)/.exec(first.out)?.[1];
    expect(email).toBe('demo@nuzul.sa');
    expect(password).toBeTruthy();

    const again = await runSeed(dataDir);
    expect(again.code).toBe(0);
    expect(again.out).toContain('exists already');

    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', CAPTCHA_PROVIDER: 'none' });
    const database = await openConfiguredDatabase(
      config,
      new URL('./main.ts', import.meta.url).href,
    );
    const app = await buildApp({ config, database });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password },
      });
      const token = login.json().data.accessToken;
      const auth = { authorization: `Bearer ${token}` };
      const list = (
        await app.inject({ method: 'GET', url: '/api/v1/listings', headers: auth })
      ).json();
      expect(list.meta.total).toBe(4);
      const property = list.data.find((item: { kind: string }) => item.kind === 'property');
      const full = (
        await app.inject({ method: 'GET', url: `/api/v1/properties/${property.id}`, headers: auth })
      ).json().data;
      expect(full.completedSections).toEqual([
        'amenities',
        'arrival',
        'availability',
        'cancellation',
        'chargeProfile',
        'checkInOut',
        'description',
        'location',
        'paymentMethods',
        'photos',
        'seasons',
        'specifications',
        'terms',
      ]);
      // Every demo property is complete; all but one are published, one waits Pending.
      const statuses = list.data
        .filter((item: { kind: string }) => item.kind === 'property')
        .map((item: { status: string; completeness: number; fromPrice: number | null }) => {
          expect(item.completeness).toBe(100);
          expect(item.fromPrice).toBeGreaterThan(0);
          return item.status;
        })
        .sort();
      expect(statuses).toEqual(['pending', 'published', 'published']);
      expect(full.photos.length).toBeGreaterThanOrEqual(5);
      const photo = await app.inject({ method: 'GET', url: full.photos[0].urls.medium });
      expect(photo.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});
