import fs from 'node:fs/promises';
import { parseCsv } from '@nuzul/shared/reports';
import { documentDirection, newAccount } from './support/accounts';
import { subscribeThroughApi } from './support/billing';
import { bookableProperty } from './support/properties';
import { expect, test as base } from './support/fixtures';
import { apiCall, signInThroughApi, storeSession } from './support/session';

// Accounts come from the API (accounts.e2e.ts covers sign-up); a property needs a plan.
const test = base
  .extend('appEnv', { scope: 'file' }, ({ mail }) => ({
    SMTP_URL: mail.url,
    CAPTCHA_PROVIDER: 'none',
  }))
  .extend('session', { scope: 'file' }, async ({ app, mail }) => {
    const session = await signInThroughApi(app, mail, newAccount('reports', 'هند'));
    await subscribeThroughApi(app, session);
    return session;
  });

/** Seeded definitions (apps/api/src/modules/definitions/definitions.seed.*.ts). */

const PROPERTY = 'شقة النخيل';

/** Texts of the screens (apps/web/src/locales/ar/dashboard.json). */
const ar = {
  month: 'الشهر',
  confirmed: 'المؤكدة',
  pending: 'قيد الانتظار',
  cancelled: 'الملغاة',
} as const;

/** Today in Riyadh, where the property's today is. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
}

function dayAfter(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** A one-night stay arriving today, as the booking form sends it (`@nuzul/shared/bookings`). */
function arrivingToday(propertyId: string) {
  return {
    status: 'confirmed',
    propertyId,
    dateFrom: today(),
    dateTo: dayAfter(today(), 1),
    guests: 2,
    guestPrice: 40_000,
    alreadyPaid: 0,
    priceToYou: 36_000,
    guest: {
      firstName: 'سارة',
      lastName: 'القحطاني',
      address: 'شارع الأمير سلطان، جدة',
      postalCode: '23432',
      country: 'SA',
      language: 'ar',
      email: 'sara@example.com',
      phone: '+966 12 600 0000',
      mobile: '+966 55 765 4321',
    },
  };
}

const JOURNEY_MS = 60_000;

test(
  'in Arabic: the dashboard of an owner with bookings shows the counts and the chart with its months running right to left, and the bookings report exports a CSV that reads back',
  { timeout: JOURNEY_MS },
  async ({ app, session, openPage }) => {
    const propertyId = await bookableProperty(app, session, PROPERTY);
    // Every booking arrives today, so that they fall in every period whatever today's date:
    // one cancelled (its night freed), then one confirmed on the same night.
    const cancelled = await apiCall<{ id: string }>(
      app,
      session,
      'POST',
      '/bookings',
      arrivingToday(propertyId),
    );
    await apiCall(app, session, 'POST', `/bookings/${cancelled.id}/cancel`, {});
    await apiCall(app, session, 'POST', '/bookings', arrivingToday(propertyId));

    const { page, context, problems } = await openPage({ locale: 'ar' });
    await storeSession(context, session, 'ar');
    await page.goto('/dashboard');
    expect(await documentDirection(page)).toBe('rtl');

    await expect.poll(() => page.getByTestId('dashboard-count-total').textContent()).toBe('١');
    expect(await page.getByTestId('dashboard-count-connected').textContent()).toBe('٠');
    expect(await page.getByTestId('dashboard-confirmed').textContent()).toBe('١');
    expect(await page.getByTestId('dashboard-cancelled').textContent()).toBe('١');
    expect(await page.getByTestId('dashboard-arrivals-today').textContent()).toBe('١');
    expect(await page.getByTestId('dashboard-count-total-link').getAttribute('href')).toBe(
      '/properties?tab=properties',
    );

    // The chart: two lines, and the x-axis's months from the right (the first month rightmost).
    const chart = page.getByTestId('dashboard-chart');
    await chart.locator('.recharts-line').nth(1).waitFor();
    const ticks = chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
    await expect.poll(() => ticks.count()).toBeGreaterThan(1);
    const first = await ticks.first().boundingBox();
    const last = await ticks.last().boundingBox();
    expect(first!.x).toBeGreaterThan(last!.x);
    // The screen readers' table names this month with its confirmed and cancelled booking.
    const table = page.getByTestId('dashboard-chart-table');
    const rows = await table.locator('tbody tr').allTextContents();
    expect(rows.at(-1)).toMatch(/١١$/);

    // The reports: the bookings table as a CSV, read back.
    await page.getByRole('link', { name: 'الرسوم البيانية' }).first().click();
    await page.getByTestId('report-bookings-table').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('report-bookings-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-01-\d{4}-\d{2}-01\.csv$/);
    const text = await fs.readFile((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const csv = parseCsv(text);
    expect(csv[0]).toEqual([ar.month, ar.confirmed, ar.pending, ar.cancelled]);
    expect(csv.at(-1)).toEqual([`${today().slice(0, 7)}-01`, '1', '0', '1']);

    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  },
);
