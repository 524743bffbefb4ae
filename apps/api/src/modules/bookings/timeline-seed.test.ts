import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookingsApi } from './bookings.fixtures';
// @ts-expect-error: the bench's seed is plain JavaScript, without types.
import { seedTimeline } from '../../../../../scripts/bench/timeline-seed.mjs';

type Query = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;
type Seed = (
  query: Query,
  ownerId: string,
) => Promise<{ units: number; properties: number; bookings: number; blocks: number }>;

/**
 * The browser bench's timeline data set (issue 17): what `scripts/bench/timeline-seed.mjs`
 * makes is what the timeline reads, on either driver.
 */
describe('timeline bench seed', () => {
  let t: TestApp;
  let mail: MailCatcher;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url } });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('makes 500 units with 20,000 bookings over a year, and a second run the same set again', async () => {
    const owner = await createOwner(t.app, mail);
    const client = (t.database.db as unknown as { $client: { query: Query } }).$client;
    const query: Query = (text, params) => client.query(text, params);
    for (let run = 0; run < 2; run += 1) {
      const figures = await (seedTimeline as Seed)(query, owner.userId);
      expect(figures).toMatchObject({
        units: 500,
        properties: 108,
        bookings: 20_000,
        blocks: 3_500,
      });
    }
    const api = bookingsApi(t.app, owner.token);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
    const from = new Date(`${today}T00:00:00Z`);
    from.setUTCDate(from.getUTCDate() - 30);
    const to = new Date(from);
    to.setUTCDate(to.getUTCDate() + 364);
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const res = await api.get(`/calendar?from=${day(from)}&to=${day(to)}&pageSize=50`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.meta.total).toBe(500);
    expect(page.data.units).toHaveLength(50);
    // The first building's 50 units, each with its 40 stays' bars less the cancelled, and blocks.
    expect(
      new Set(page.data.units.map((unit: { propertyId: string }) => unit.propertyId)).size,
    ).toBe(1);
    const holds = page.data.units.flatMap((unit: { holds: unknown[] }) => unit.holds);
    expect(holds.length).toBeGreaterThan(50 * 36);
  }, 120_000); // 20,000 bookings twice: about 8 s alone, several times that on a loaded CI machine.
});
