import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, type IsoDate } from '@nuzul/shared/dates';
import { bookingSourceIds } from '@nuzul/shared/definitions';
import type { ReportFilter } from '@nuzul/shared/reports';
import type { Database } from '../../db/client';
import { bookings, calendarHolds, properties } from '../../db/schema/index';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { bookingBody, bookingsApi, insertBookableProperty } from '../bookings/bookings.fixtures';
import { reportsRepository } from './reports.repository';
import { reportsService } from './reports.service';

/** A small seeded generator (mulberry32): the same operations every run, on both drivers. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type Sums = [number, number, number, number, number, number];

/**
 * The sums computed here, in TypeScript, from the bookings and holds as they are now: what
 * migration 0020's triggers must have kept. Night i of a stay of n nights and price p gets
 * floor(p(i+1)/n) − floor(p·i/n). Rows whose figures are all zero are left out (a trigger
 * keeps a row it has taken back to zero).
 */
async function expectedSums(db: Database) {
  const stays = rowsOf<{
    id: string;
    owner_id: string;
    property_id: string;
    status: string;
    date_from: string;
    date_to: string;
    guest_price: number;
    price_to_you: number;
    booking_source_id: number | null;
  }>(
    await db.execute(sql`select id, owner_id, property_id, status,
        to_char(date_from, 'YYYY-MM-DD') as date_from, to_char(date_to, 'YYYY-MM-DD') as date_to,
        guest_price, price_to_you, booking_source_id from bookings`),
  );
  const ownerDays = new Map<string, Sums>();
  const propertyMonths = new Map<string, Sums>();
  const add = (map: Map<string, Sums>, key: string, figures: Sums) => {
    const sums = map.get(key) ?? [0, 0, 0, 0, 0, 0];
    map.set(key, sums.map((value, i) => value + figures[i]!) as Sums);
  };
  const month = (day: string) => `${day.slice(0, 7)}-01`;
  for (const b of stays) {
    const source = b.booking_source_id ?? 0;
    const arrival: Sums = [
      b.status === 'confirmed' ? 1 : 0,
      b.status === 'pending' ? 1 : 0,
      b.status === 'cancelled' ? 1 : 0,
      0,
      0,
      0,
    ];
    add(ownerDays, `${b.owner_id}|${b.date_from}|${source}`, arrival);
    add(propertyMonths, `${b.property_id}|${month(b.date_from)}|${source}`, arrival);
    if (b.status === 'cancelled') continue;
    const nights = daysApart(b.date_from, b.date_to);
    const share = (price: number, i: number) =>
      Math.floor((Number(price) * (i + 1)) / nights) - Math.floor((Number(price) * i) / nights);
    for (let i = 0; i < nights; i += 1) {
      const day = addDays(b.date_from as IsoDate, i);
      const night: Sums = [0, 0, 0, 1, share(b.guest_price, i), share(b.price_to_you, i)];
      add(ownerDays, `${b.owner_id}|${day}|${source}`, night);
      add(propertyMonths, `${b.property_id}|${month(day)}|${source}`, night);
    }
  }
  const blocks = rowsOf<{ property_id: string; unit_no: number; from: string; to: string }>(
    await db.execute(sql`select property_id, unit_no, lower(nights)::text as "from",
        upper(nights)::text as "to" from calendar_holds where kind = 'block'`),
  );
  const blocked = new Set<string>();
  for (const block of blocks) {
    for (let day = block.from; day < block.to; day = addDays(day as IsoDate, 1)) {
      blocked.add(`${block.property_id}|${block.unit_no}|${day}`);
    }
  }
  const nonZero = (map: Map<string, Sums>) =>
    new Map([...map].filter(([, sums]) => sums.some((value) => value !== 0)));
  return { ownerDays: nonZero(ownerDays), propertyMonths: nonZero(propertyMonths), blocked };
}

function daysApart(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** What the triggers kept, in the same shape (an owner's day summed over its slots). */
async function keptSums(db: Database) {
  const toSums = (row: Record<string, unknown>): Sums => [
    Number(row.c),
    Number(row.p),
    Number(row.x),
    Number(row.n),
    Number(row.g),
    Number(row.y),
  ];
  const figures = sql`sum(arrivals_confirmed) as c, sum(arrivals_pending) as p,
    sum(arrivals_cancelled) as x, sum(nights) as n, sum(guest_price) as g,
    sum(price_to_you) as y`;
  const days = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select owner_id || '|' || to_char(day, 'YYYY-MM-DD') || '|' ||
        source_key as key, ${figures} from report_owner_days group by owner_id, day, source_key`),
  );
  const months = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select m.property_id || '|' || to_char(m.month, 'YYYY-MM-DD') || '|' ||
        m.source_key as key, bool_and(m.owner_id = p.owner_id) as owned, ${figures}
      from report_property_months m join properties p on p.id = m.property_id
      group by m.property_id, m.month, m.source_key`),
  );
  expect(months.every((row) => row.owned)).toBe(true);
  const blocked = rowsOf<{ key: string; owned: boolean }>(
    await db.execute(sql`select n.property_id || '|' || n.unit_no || '|' ||
        to_char(n.day, 'YYYY-MM-DD') as key, n.owner_id = p.owner_id as owned
      from report_blocked_nights n join properties p on p.id = n.property_id`),
  );
  expect(blocked.every((row) => row.owned)).toBe(true);
  const nonZero = (rows: Array<Record<string, unknown>>) =>
    new Map(
      rows
        .map((row) => [String(row.key), toSums(row)] as const)
        .filter(([, sums]) => sums.some((value) => value !== 0)),
    );
  return {
    ownerDays: nonZero(days),
    propertyMonths: nonZero(months),
    blocked: new Set(blocked.map((row) => row.key)),
  };
}

async function expectSumsKept(db: Database) {
  const [kept, expected] = [await keptSums(db), await expectedSums(db)];
  expect(kept.ownerDays).toEqual(expected.ownerDays);
  expect(kept.propertyMonths).toEqual(expected.propertyMonths);
  expect(kept.blocked).toEqual(expected.blocked);
  return expected;
}

const sources = [null, bookingSourceIds.airbnb, bookingSourceIds.booking_com] as const;
const statuses = ['confirmed', 'pending', 'cancelled'] as const;

/**
 * Migration 0020's sums (issue 14, Performance): whatever is written to the bookings and the
 * calendar, in whatever mix in one transaction, the sums equal an aggregation from scratch,
 * and every report reads the same from them as from the bookings themselves.
 */
describe('report summaries', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let db: Database;
  const owners: Array<{ id: string; token: string; properties: string[] }> = [];

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url }, clock: testClock().clock });
    db = t.database.db;
    for (let i = 0; i < 2; i += 1) {
      const owner = await createOwner(t.app, mail);
      const ids = [
        (await insertBookableProperty(db, owner.userId, { name: `Villa ${i}` })).id,
        (await insertBookableProperty(db, owner.userId, { name: `Tower ${i}`, units: 2 })).id,
        (await insertBookableProperty(db, owner.userId, { name: `Chalet ${i}` })).id,
      ];
      owners.push({ id: owner.userId, token: owner.token, properties: ids });
    }
    // The first owner's chalet was listed in the middle of the months below.
    await db.execute(sql`update ${properties} set created_at = case
        when id = ${owners[0]!.properties[2]!} then '2026-10-10T09:00:00Z'::timestamptz
        else '2025-06-01T00:00:00Z'::timestamptz end`);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  /** One random write; `tx` is the transaction it runs in (several share one at times). */
  async function randomWrite(tx: Database, rng: ReturnType<typeof random>, step: number) {
    const owner = rng.pick(owners);
    const existing = rowsOf<{ id: string; owner_id: string }>(
      await tx.execute(sql`select id, owner_id from bookings order by id`),
    );
    const stay = () => {
      const from = addDays('2026-08-20', rng.int(0, 200));
      const nights = rng.next() < 0.8 ? rng.int(1, 9) : rng.int(10, 70);
      return { dateFrom: from, dateTo: addDays(from, nights) };
    };
    const price = () => (rng.next() < 0.3 ? 100_001 : rng.int(1, 5_000_000));
    const kind = rng.int(0, 12);
    if (kind <= 3 || existing.length === 0) {
      const status = rng.pick(statuses);
      const guestPrice = price();
      await tx.insert(bookings).values({
        ownerId: owner.id,
        propertyId: rng.pick(owner.properties),
        unitNo: rng.int(1, 2),
        status,
        ...stay(),
        guests: 2,
        guestPrice,
        alreadyPaid: 0,
        priceToYou: rng.int(0, guestPrice),
        bookingSourceId: rng.pick(sources),
        guestFirstName: 'Reem',
        guestLastName: `Alharbi ${step}`,
        guestAddress: 'Tahlia Street',
        guestPostalCode: '23411',
        guestCountry: 'SA',
        guestLanguage: 'ar',
        guestEmail: 'reem@example.sa',
        guestPhone: '+966500000000',
        guestMobile: '+966500000000',
        cancelledAt: status === 'cancelled' ? new Date('2026-08-01T00:00:00Z') : null,
      });
      return;
    }
    const target = rng.pick(existing);
    const mine = owners.find((o) => o.id === target.owner_id)!;
    const where = eq(bookings.id, target.id);
    switch (kind) {
      case 4: {
        const status = rng.pick(statuses);
        await tx
          .update(bookings)
          .set({
            status,
            cancelledAt: status === 'cancelled' ? new Date('2026-09-01T00:00:00Z') : null,
          })
          .where(where);
        return;
      }
      case 5:
        await tx.update(bookings).set(stay()).where(where);
        return;
      case 6:
        await tx
          .update(bookings)
          .set({ propertyId: rng.pick(mine.properties), unitNo: rng.int(1, 2) })
          .where(where);
        return;
      case 7: {
        const guestPrice = price();
        await tx
          .update(bookings)
          .set({ guestPrice, priceToYou: rng.int(0, guestPrice), alreadyPaid: 0 })
          .where(where);
        return;
      }
      case 8:
        await tx
          .update(bookings)
          .set({ bookingSourceId: rng.pick(sources), guestLastName: 'Changed' })
          .where(where);
        return;
      case 9:
        await tx.delete(bookings).where(where);
        return;
      case 12:
        // One statement, many rows: a property's stays from a day on re-priced and re-dated.
        await tx.execute(sql`update bookings set guest_price = guest_price + ${rng.int(1, 999)},
            date_to = date_to + 1, status = case when status = 'pending' then 'confirmed'
              else status end
          where property_id = ${rng.pick(mine.properties)}
            and date_from >= ${addDays('2026-08-20', rng.int(0, 150))}::date`);
        return;
      default: {
        // A block: made, moved or removed, on unit 1, 2 or a unit 3 that no property has.
        const propertyId = rng.pick(owner.properties);
        const unitNo = rng.int(1, 3);
        const held = rowsOf<{ id: string; from: string; to: string }>(
          await tx.execute(sql`select id, lower(nights)::text as "from",
              upper(nights)::text as "to" from calendar_holds
            where property_id = ${propertyId} and unit_no = ${unitNo} order by id`),
        );
        const from = addDays('2026-08-25', rng.int(0, 180));
        const to = addDays(from, rng.int(1, 40));
        const free = held.every((hold) => hold.to <= from || hold.from >= to);
        const nights = sql`daterange(${from}::date, ${to}::date, '[)')` as unknown as string;
        if (held.length > 0 && rng.next() < 0.4) {
          const hold = rng.pick(held);
          if (rng.next() < 0.5) await tx.delete(calendarHolds).where(eq(calendarHolds.id, hold.id));
          else if (
            held.every((other) => other.id === hold.id || other.to <= from || other.from >= to)
          )
            await tx.update(calendarHolds).set({ nights }).where(eq(calendarHolds.id, hold.id));
        } else if (free) {
          await tx.insert(calendarHolds).values({ propertyId, unitNo, nights, kind: 'block' });
        }
      }
    }
  }

  /** Every report from the sums and from the bookings themselves, for a few filters. */
  async function expectReportsAlike(rng: ReturnType<typeof random>) {
    const clock = testClock().clock;
    const fromSums = reportsService({ repo: reportsRepository(db), clock });
    const fromScratch = reportsService({
      repo: reportsRepository(db, { summaries: false }),
      clock,
    });
    for (const owner of owners) {
      const actor = { userId: owner.id, role: 'owner' as const, accountId: owner.id };
      const months = addMonths('2026-08-01', rng.int(0, 3));
      const filters: ReportFilter[] = [
        { from: '2026-08-01', to: '2027-04-01', groupBy: 'month' },
        { from: months, to: addMonths(months, rng.int(1, 5)), groupBy: 'month' },
        { from: addDays('2026-09-01', rng.int(0, 60)), to: '2026-12-17', groupBy: 'month' },
        { from: addDays('2026-09-20', rng.int(0, 30)), to: '2026-11-03', groupBy: 'day' },
        {
          from: '2026-08-01',
          to: '2027-02-01',
          groupBy: 'month',
          source: bookingSourceIds.airbnb,
        },
        { from: '2026-09-01', to: '2027-01-01', groupBy: 'month', propertyId: owner.properties[1] },
      ];
      for (const filter of filters) {
        const what = JSON.stringify(filter);
        for (const kind of ['bookings', 'occupancy', 'revenue', 'sources', 'properties'] as const) {
          expect(await fromSums[kind](actor, filter), `${kind} ${what}`).toEqual(
            await fromScratch[kind](actor, filter),
          );
        }
      }
      for (const period of ['30d', '12m', 'year'] as const) {
        expect(await fromSums.summary(actor, period)).toEqual(
          await fromScratch.summary(actor, period),
        );
      }
    }
  }

  it('equal an aggregation from scratch after random inserts, moves, cancellations and deletes', async () => {
    const rng = random(20261122);
    for (let step = 0; step < 240; step += 1) {
      if (rng.next() < 0.25) {
        // Several writes in one transaction, each statement's trigger seeing the ones before.
        const count = rng.int(2, 5);
        await db.transaction(async (tx) => {
          for (let i = 0; i < count; i += 1) {
            await randomWrite(tx as unknown as Database, rng, step);
          }
        });
      } else {
        await randomWrite(db, rng, step);
      }
      if (step % 80 === 79) await expectSumsKept(db);
    }
    const expected = await expectSumsKept(db);
    expect(expected.ownerDays.size).toBeGreaterThan(100);
    expect(expected.blocked.size).toBeGreaterThan(20);
    await expectReportsAlike(rng);
    // The migration's backfill (and the bench's seed) makes the same sums from scratch.
    await db.execute(sql`select report_summaries_rebuild()`);
    await expectSumsKept(db);
  });

  it('take a booking made and deleted in one transaction back to nothing', async () => {
    const owner = owners[1]!;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bookings)
        .values({
          ownerId: owner.id,
          propertyId: owner.properties[0]!,
          status: 'confirmed',
          dateFrom: '2027-03-30',
          dateTo: '2027-04-02',
          guests: 1,
          guestPrice: 100_001,
          alreadyPaid: 0,
          priceToYou: 100_001,
          guestFirstName: 'Omar',
          guestLastName: 'Alqahtani',
          guestAddress: 'Olaya',
          guestPostalCode: '12211',
          guestCountry: 'SA',
          guestLanguage: 'ar',
          guestEmail: 'omar@example.sa',
          guestPhone: '+966500000001',
          guestMobile: '+966500000001',
        })
        .returning({ id: bookings.id });
      await tx
        .update(bookings)
        .set({ dateFrom: '2027-03-31', guestPrice: 90_000, priceToYou: 1 })
        .where(eq(bookings.id, row!.id));
      await tx.delete(bookings).where(eq(bookings.id, row!.id));
    });
    await expectSumsKept(db);
  });

  it('lose a deleted property with its bookings and blocks, and keep the rest', async () => {
    const owner = owners[0]!;
    const gone = owner.properties[0]!;
    await db.delete(properties).where(eq(properties.id, gone));
    owner.properties = owner.properties.filter((id) => id !== gone);
    const left = rowsOf<{ count: unknown }>(
      await db.execute(sql`select (select count(*) from report_property_months
          where property_id = ${gone}) + (select count(*) from report_blocked_nights
          where property_id = ${gone}) as count`),
    );
    expect(Number(left[0]!.count)).toBe(0);
    await expectSumsKept(db);
    await expectReportsAlike(random(7));
  });

  it('stay exact under concurrent bookings, cancellations and changes of one owner', async () => {
    const owner = owners[1]!;
    const api = bookingsApi(t.app, owner.token);
    // Twelve bookings at once on three properties, two nights each back to back across the end
    // of May (after every stay above), then half cancelled and half re-priced at once while
    // blocks are made.
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api.post(
          '/bookings',
          bookingBody(
            owner.properties[i % 3]!,
            {
              dateFrom: addDays('2027-05-27', Math.floor(i / 3) * 2),
              dateTo: addDays('2027-05-27', Math.floor(i / 3) * 2 + 2),
            },
            {
              status: i % 4 === 0 ? 'pending' : 'confirmed',
              guestPrice: 100_001 + i,
              priceToYou: 50_000,
            },
          ),
        ),
      ),
    );
    const booked = made.map((res) => {
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as string;
    });
    await expectSumsKept(db);
    await Promise.all([
      ...booked.map((id, i) =>
        i % 2 === 0
          ? api.post(`/bookings/${id}/cancel`, {})
          : db
              .update(bookings)
              .set({ guestPrice: 70_007, priceToYou: 7 })
              .where(and(eq(bookings.id, id), eq(bookings.ownerId, owner.id))),
      ),
      ...[1, 2].map((unitNo) =>
        db.insert(calendarHolds).values({
          propertyId: owner.properties[2]!,
          unitNo,
          nights: sql`daterange('2027-06-10'::date, '2027-06-17'::date, '[)')` as unknown as string,
          kind: 'block',
        }),
      ),
    ]);
    const cancelled = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(inArray(bookings.id, booked), eq(bookings.status, 'cancelled')));
    expect(cancelled).toHaveLength(Math.ceil(booked.length / 2));
    await expectSumsKept(db);
    await expectReportsAlike(random(11));
  });
});
