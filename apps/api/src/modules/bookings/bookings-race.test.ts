import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { bookingBody, bookingsApi, guest, insertBookableProperty } from './bookings.fixtures';

const ROUNDS = 20;
const CONCURRENT = 50;

/**
 * Requirements-next §5.2, reliability test 1: however many requests race for the same
 * nights, the exclusion constraint lets exactly one booking hold them; the others are
 * refused with the spec's message, never with a server error.
 */
describe('50 concurrent bookings of the same nights, 20 rounds', () => {
  let t: TestApp;
  let mail: MailCatcher;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url }, clock: testClock().clock });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('makes exactly one booking per round, refuses the others with 409, and no nights overlap', async () => {
    const { token, userId } = await createOwner(t.app, mail);
    const owner = bookingsApi(t.app, token);
    const statuses: number[][] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const property = await insertBookableProperty(t.database.db, userId);
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, (_, index) =>
          owner.post(
            '/bookings',
            bookingBody(
              property.id,
              // Each request asks a different stay, all of them sharing the night of the 10th.
              {
                dateFrom: `2026-12-${String(1 + (index % 9)).padStart(2, '0')}`,
                dateTo: '2026-12-11',
              },
              {
                guest: { ...guest, firstName: `Guest ${index}` },
              },
            ),
          ),
        ),
      );
      statuses.push(answers.map((res) => res.statusCode));
      for (const res of answers.filter((answer) => answer.statusCode === 409)) {
        expect(res.json().code).toBe('NO_SPACE_FOR_DATES');
      }
    }
    for (const round of statuses) {
      expect(round.filter((status) => status === 201)).toHaveLength(1);
      expect(round.filter((status) => status === 409)).toHaveLength(CONCURRENT - 1);
    }
    expect(statuses.flat().filter((status) => status >= 500)).toEqual([]);

    const overlaps = await t.database.db.execute(sql`
      select count(*)::int as count from bookings a join bookings b
        on a.property_id = b.property_id and a.unit_no = b.unit_no and a.id < b.id
        and a.status <> 'cancelled' and b.status <> 'cancelled'
        and daterange(a.date_from, a.date_to) && daterange(b.date_from, b.date_to)`);
    expect((overlaps as unknown as { rows: Array<{ count: number }> }).rows[0]!.count).toBe(0);
    const made = await t.database.db.execute(
      sql`select count(*)::int as count from bookings where owner_id = ${userId}`,
    );
    expect((made as unknown as { rows: Array<{ count: number }> }).rows[0]!.count).toBe(ROUNDS);
  }, 300_000);

  it('fills each unit of a three-unit property once when 30 requests race, and refuses the rest', async () => {
    const { token, userId } = await createOwner(t.app, mail);
    const owner = bookingsApi(t.app, token);
    for (let round = 0; round < 5; round += 1) {
      const property = await insertBookableProperty(t.database.db, userId, { units: 3 });
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          owner.post(
            '/bookings',
            bookingBody(property.id, { dateFrom: '2026-12-10', dateTo: '2026-12-12' }),
          ),
        ),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status === 409)).toHaveLength(27);
      const units = answers
        .filter((res) => res.statusCode === 201)
        .map((res) => res.json().data.unitNo as number)
        .sort();
      expect(units).toEqual([1, 2, 3]);
    }
  }, 300_000);

  it('a block racing bookings of the same nights: one side wins whole, the other is refused', async () => {
    const { token, userId } = await createOwner(t.app, mail);
    const owner = bookingsApi(t.app, token);
    for (let round = 0; round < 10; round += 1) {
      const property = await insertBookableProperty(t.database.db, userId);
      const stay = { dateFrom: '2026-12-02', dateTo: '2026-12-04' };
      const [blocked, ...booked] = await Promise.all([
        owner.post(`/properties/${property.id}/blocks`, { from: '2026-12-01', to: '2026-12-03' }),
        ...Array.from({ length: 5 }, () => owner.post('/bookings', bookingBody(property.id, stay))),
      ]);
      const won = booked.filter((res) => res.statusCode === 201);
      if (blocked!.statusCode === 201) {
        expect(won).toEqual([]);
      } else {
        expect(blocked!.statusCode).toBe(409);
        expect(blocked!.json().code).toBe('DATES_UNAVAILABLE');
        expect(won).toHaveLength(1);
      }
      const refused = booked.filter((res) => res.statusCode !== 201);
      expect(refused.map((res) => res.json().code)).toEqual(
        Array(refused.length).fill('NO_SPACE_FOR_DATES'),
      );
    }
  }, 300_000);
});
