import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
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

  it('creates a demo owner with a paid plan and complete listings, prints the credentials, and runs once', async () => {
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
      // The demo owner's plan is Pro yearly, its invoice paid.
      const current = (
        await app.inject({ method: 'GET', url: '/api/v1/subscriptions/current', headers: auth })
      ).json().data;
      expect(current).toMatchObject({ status: 'active', propertyLimit: 15, propertiesUsed: 3 });
      expect(current.plan.billingCycle).toBe('yearly');
      expect(current.invoiceStatus).toBe('paid');
      const photo = await app.inject({ method: 'GET', url: full.photos[0].urls.medium });
      expect(photo.statusCode).toBe(200);

      // Bookings for the charts: 30 to 60 over the past 12 months and the next 2, some
      // cancelled, kept as the bookings module keeps them (a hold for each one not cancelled).
      const made = Number(/(\d+) bookings over the past 12 months/.exec(first.out)?.[1]);
      const [counts] = (
        (await database.db.execute(sql`select count(*)::int as total,
            count(*) filter (where status = 'cancelled')::int as cancelled,
            count(*) filter (where date_from >= current_date)::int as ahead,
            count(*) filter (where date_from < current_date - 300)::int as year_ago,
            count(*) filter (where (status <> 'cancelled') <> exists (select 1
              from calendar_holds h where h.booking_id = b.id))::int as holds_wrong
          from bookings b`)) as unknown as { rows: Array<Record<string, number>> }
      ).rows;
      expect(counts!.total).toBe(made);
      expect(made).toBeGreaterThanOrEqual(30);
      expect(made).toBeLessThanOrEqual(60);
      expect(counts!.cancelled).toBeGreaterThanOrEqual(3);
      expect(counts!.ahead).toBeGreaterThanOrEqual(3);
      expect(counts!.year_ago).toBeGreaterThanOrEqual(3);
      expect(counts!.holds_wrong).toBe(0);
      const summary = (
        await app.inject({
          method: 'GET',
          url: '/api/v1/dashboard/summary?period=12m',
          headers: auth,
        })
      ).json().data;
      expect(summary.properties).toEqual({ total: 3, connected: 0, readyToConnect: 2 });
      expect(summary.bookings.cancelled).toBeGreaterThan(0);
      expect(
        summary.series.filter((row: { confirmed: number }) => row.confirmed > 0).length,
      ).toBeGreaterThanOrEqual(10);
      const revenue = (
        await app.inject({
          method: 'GET',
          url: `/api/v1/reports/revenue?from=${summary.from}&to=${summary.to}`,
          headers: auth,
        })
      ).json().data;
      expect(revenue.totals.bookedNights).toBeGreaterThan(50);
      expect(revenue.totals.guestPrice).toBeGreaterThan(0);
    } finally {
      await app.close();
      await database.close();
    }
  }, 300_000);
});
