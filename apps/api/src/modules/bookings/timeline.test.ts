import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarDaySettings, calendarHolds } from '../../db/schema/index';
import { hostileJson, hostileUrlValues, jsonPaths, replaceAt } from '../../test/hostile-values';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { availability, season } from '../../test/terms-fixtures';
import {
  bookingBody,
  bookingsApi,
  insertBookableProperty,
  keepRecordedEvents,
  recordedEvents,
} from './bookings.fixtures';
import { timelineQueries } from './timeline.repository';

type Api = ReturnType<typeof bookingsApi>;

const UNAVAILABLE =
  'Your selected date range contains one or more unavailable days. Please select only available dates.';
const NO_SPACE =
  'Property is not available for a given dates - There is no space to add this apartment!';

/** 20–31 December 2026 at 500 SAR a night, 2 to 14 nights. */
const december = { ...season, dateFrom: '2026-12-20', dateTo: '2026-12-31' };

/**
 * The database handle with every statement it starts counted: `execute`, the query
 * builders and transactions, the only ways the repositories reach the database.
 */
function countingDb(db: Database) {
  const counter = { statements: 0 };
  const counted = new Proxy(db, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (
        typeof value === 'function' &&
        [
          'execute',
          'select',
          'selectDistinct',
          'insert',
          'update',
          'delete',
          'transaction',
        ].includes(String(name))
      ) {
        return (...args: unknown[]) => {
          counter.statements += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  });
  return { db: counted, counter };
}

describe('multi-unit timeline (issue 17)', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: Api;
  let ownerId: string;
  let ownerToken: string;
  let other: Api;
  let otherId: string;
  const clock = testClock();

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url }, clock: clock.clock });
    const created = await createOwner(t.app, mail);
    owner = bookingsApi(t.app, created.token);
    ownerId = created.userId;
    ownerToken = created.token;
    const second = await createOwner(t.app, mail);
    other = bookingsApi(t.app, second.token);
    otherId = second.userId;
    await keepRecordedEvents(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });
  beforeEach(() => clock.set(new Date('2026-11-22T09:00:00.000Z')));

  /** A property of the owner (units as given) with the 400 SAR base and the December season. */
  async function pricedProperty(units = 1, options: { owner?: string; name?: string } = {}) {
    const api = options.owner === otherId ? other : owner;
    const { id } = await insertBookableProperty(t.database.db, options.owner ?? ownerId, {
      units,
      ...(options.name ? { name: options.name } : {}),
    });
    expect((await api.put(`/properties/${id}/availability`, availability)).statusCode).toBe(200);
    expect((await api.post(`/properties/${id}/seasons`, december)).statusCode).toBe(201);
    return id;
  }
  const book = (api: Api, id: string, dateFrom: string, dateTo: string) =>
    api.post('/bookings', bookingBody(id, { dateFrom, dateTo }));
  const bulk = (body: object, api: Api = owner) => api.post('/calendar/bulk', body);
  /** The holds of the properties as "property:unit kind [from,to) note", in order. */
  async function holdsOf(...ids: string[]) {
    const rows = await t.database.db
      .select({
        propertyId: calendarHolds.propertyId,
        unitNo: calendarHolds.unitNo,
        kind: calendarHolds.kind,
        nights: sql<string>`${calendarHolds.nights}::text`,
        note: calendarHolds.note,
      })
      .from(calendarHolds)
      .where(inArray(calendarHolds.propertyId, ids))
      .orderBy(calendarHolds.propertyId, calendarHolds.unitNo, sql`lower(${calendarHolds.nights})`);
    // Sorted by the properties' places in `ids`, whatever order their ids have.
    return rows
      .map(
        (row) =>
          `${ids.indexOf(row.propertyId)}:${row.unitNo} ${row.kind} ${row.nights}${row.note ? ` ${row.note}` : ''}`,
      )
      .sort();
  }
  const settingsOf = (id: string) =>
    t.database.db
      .select({
        day: calendarDaySettings.day,
        price: calendarDaySettings.price,
        minNights: calendarDaySettings.minNights,
        maxNights: calendarDaySettings.maxNights,
      })
      .from(calendarDaySettings)
      .where(inArray(calendarDaySettings.propertyId, [id]))
      .orderBy(calendarDaySettings.day);

  describe('GET /calendar: a page of units', () => {
    it('answers the owner’s units in order, each with its bookings and blocks, and each property’s day prices as its calendar gives them', async () => {
      const fresh = await createOwner(t.app, mail);
      const api = bookingsApi(t.app, fresh.token);
      const building = (
        await insertBookableProperty(t.database.db, fresh.userId, { units: 3, name: 'برج' })
      ).id;
      const villa = (await insertBookableProperty(t.database.db, fresh.userId, { name: 'فيلا' }))
        .id;
      expect((await api.put(`/properties/${villa}/availability`, availability)).statusCode).toBe(
        200,
      );
      expect((await api.post(`/properties/${villa}/seasons`, december)).statusCode).toBe(201);
      expect(
        (
          await api.put(`/properties/${villa}/day-settings`, {
            from: '2026-12-21',
            to: '2026-12-21',
            price: 70_000,
          })
        ).statusCode,
      ).toBe(200);
      await pricedProperty(); // the first owner's: never on this owner's timeline
      const booked = await book(api, building, '2026-12-19', '2026-12-23');
      expect(booked.statusCode).toBe(201);
      expect(
        (
          await api.post(`/properties/${villa}/blocks`, {
            from: '2026-12-22',
            to: '2026-12-22',
            note: 'صيانة',
          })
        ).statusCode,
      ).toBe(201);

      const res = await api.get('/calendar?from=2026-12-19&to=2026-12-22&pageSize=3');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      // The building's property comes first (by building name), its units in order.
      expect(body.meta).toEqual({ page: 1, pageSize: 3, total: 4 });
      expect(body.data.units).toEqual([
        {
          propertyId: building,
          unitNo: 1,
          holds: [
            {
              kind: 'booking',
              bookingId: booked.json().data.id,
              guestName: 'Sara Alharbi',
              status: 'confirmed',
              from: '2026-12-19',
              to: '2026-12-23',
            },
          ],
        },
        { propertyId: building, unitNo: 2, holds: [] },
        { propertyId: building, unitNo: 3, holds: [] },
      ]);
      expect(body.data.properties).toHaveLength(1);
      expect(body.data.properties[0]).toMatchObject({
        id: building,
        units: 3,
        buildingName: 'برج العليا',
        today: '2026-11-22',
        // No terms saved: nothing prices its nights.
        days: { price: [null, null, null, null], priceSource: [null, null, null, null] },
      });

      const second = (
        await api.get('/calendar?from=2026-12-19&to=2026-12-22&pageSize=3&page=2')
      ).json();
      expect(second.meta.total).toBe(4);
      expect(second.data.units).toEqual([
        {
          propertyId: villa,
          unitNo: 1,
          holds: [
            expect.objectContaining({
              kind: 'block',
              note: 'صيانة',
              from: '2026-12-22',
              to: '2026-12-23',
            }),
          ],
        },
      ]);
      const calendar = (
        await api.get(`/properties/${villa}/calendar?from=2026-12-19&to=2026-12-22`)
      ).json();
      const days = calendar.data.days as Array<Record<string, unknown>>;
      expect(second.data.properties[0].days).toEqual({
        price: days.map((day) => day.price),
        priceSource: days.map((day) => day.priceSource),
        minNights: days.map((day) => day.minNights),
        maxNights: days.map((day) => day.maxNights),
      });
      // 19th base 400 SAR, 20th season 500 SAR, 21st its own 700 SAR.
      expect(second.data.properties[0].days.price).toEqual([40_000, 50_000, 70_000, 50_000]);

      // Filters: the building, a search by property name, a city with none.
      const byBuilding = (
        await api.get(
          `/calendar?from=2026-12-19&to=2026-12-22&buildingId=${body.data.properties[0].buildingId}`,
        )
      ).json();
      expect(byBuilding.meta.total).toBe(3);
      const searched = (
        await api.get(
          `/calendar?from=2026-12-19&to=2026-12-22&search=${encodeURIComponent('فيلا')}`,
        )
      ).json();
      expect(searched.data.units.map((unit: { propertyId: string }) => unit.propertyId)).toEqual([
        villa,
      ]);
      const none = (await api.get('/calendar?from=2026-12-19&to=2026-12-22&cityId=999999')).json();
      expect(none).toEqual({
        data: { from: '2026-12-19', to: '2026-12-22', units: [], properties: [] },
        meta: { page: 1, pageSize: 50, total: 0 },
      });
      // Past the last page: no rows, the same total.
      const beyond = (
        await api.get('/calendar?from=2026-12-19&to=2026-12-22&pageSize=3&page=9')
      ).json();
      expect(beyond.meta.total).toBe(4);
      expect(beyond.data.units).toEqual([]);
    });

    it('reads a page in one SQL statement, however many units and properties it holds', async () => {
      const fresh = await createOwner(t.app, mail);
      for (let index = 0; index < 4; index += 1) {
        await insertBookableProperty(t.database.db, fresh.userId, { units: index === 0 ? 5 : 1 });
      }
      const { db, counter } = countingDb(t.database.db);
      const page = await timelineQueries(db).page(
        { ownerId: fresh.userId },
        { from: '2026-12-01', to: '2027-12-01' },
        { page: 1, pageSize: 50 },
      );
      expect(page.total).toBe(8);
      expect(page.rows).toHaveLength(8);
      expect(counter.statements).toBe(1);
    });

    it('refuses a range of more than 400 days and another owner sees none of these units', async () => {
      const res = await owner.get('/calendar?from=2026-12-01&to=2028-01-05');
      expect(res.statusCode).toBe(400);
      const id = await pricedProperty();
      const theirs = (
        await other.get('/calendar?from=2026-12-01&to=2026-12-31&pageSize=200')
      ).json();
      expect(theirs.data.units.some((unit: { propertyId: string }) => unit.propertyId === id)).toBe(
        false,
      );
    });
  });

  describe('POST /calendar/bulk', () => {
    it('blocks exactly the selected nights of the selected units, and Make Available opens exactly them', async () => {
      const building = await pricedProperty(3);
      const villa = await pricedProperty();
      const res = await bulk({
        action: 'block',
        note: 'صيانة',
        cells: [
          { propertyId: building, unitNo: 1, from: '2026-12-10', to: '2026-12-12' },
          { propertyId: building, unitNo: 2, from: '2026-12-10', to: '2026-12-12' },
          // Overlapping cells of one unit make one block.
          { propertyId: building, unitNo: 2, from: '2026-12-12', to: '2026-12-13' },
          { propertyId: villa, from: '2026-12-11', to: '2026-12-11' },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        action: 'block',
        nights: 3 + 4 + 1,
        days: 0,
        units: 3,
      });
      expect(await holdsOf(building, villa)).toEqual([
        '0:1 block [2026-12-10,2026-12-13) صيانة',
        '0:2 block [2026-12-10,2026-12-14) صيانة',
        '1:1 block [2026-12-11,2026-12-12) صيانة',
      ]);

      const opened = await bulk({
        action: 'make_available',
        cells: [
          { propertyId: building, unitNo: 2, from: '2026-12-11', to: '2026-12-12' },
          { propertyId: building, unitNo: 3, from: '2026-12-01', to: '2026-12-31' },
        ],
      });
      expect(opened.statusCode).toBe(200);
      expect(opened.json().data).toMatchObject({ action: 'make_available', nights: 2, units: 2 });
      expect(await holdsOf(building, villa)).toEqual([
        '0:1 block [2026-12-10,2026-12-13) صيانة',
        '0:2 block [2026-12-10,2026-12-11) صيانة',
        '0:2 block [2026-12-13,2026-12-14) صيانة',
        '1:1 block [2026-12-11,2026-12-12) صيانة',
      ]);
      const events = (await recordedEvents(t.database.db, building)).filter(
        (event) => event.type === 'availability.changed',
      );
      expect(events.map((event) => event.payload)).toEqual([
        { ownerId, propertyId: building, from: '2026-12-10', to: '2026-12-13', action: 'block' },
        {
          ownerId,
          propertyId: building,
          from: '2026-12-01',
          to: '2026-12-31',
          action: 'make_available',
        },
      ]);
    });

    it('is refused whole over one booked night of a selected unit (409, the spec message); another unit’s booking does not count', async () => {
      const building = await pricedProperty(2);
      const villa = await pricedProperty();
      expect((await book(owner, building, '2026-12-20', '2026-12-22')).statusCode).toBe(201);
      const cells = [
        { propertyId: villa, from: '2026-12-01', to: '2026-12-31' },
        { propertyId: building, unitNo: 1, from: '2026-12-21', to: '2026-12-21' },
      ];
      const res = await bulk({ action: 'block', cells });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'DATES_UNAVAILABLE', message: UNAVAILABLE });
      const prices = await bulk({ action: 'set_day_settings', price: 99_000, cells });
      expect(prices.statusCode).toBe(409);
      expect(await holdsOf(building, villa)).toEqual(['0:1 booking [2026-12-20,2026-12-22)']);
      expect(await settingsOf(villa)).toEqual([]);
      // Unit 2 is free those nights; the departure day of unit 1 is no booked night.
      const free = await bulk({
        action: 'block',
        cells: [
          { propertyId: building, unitNo: 2, from: '2026-12-21', to: '2026-12-21' },
          { propertyId: building, unitNo: 1, from: '2026-12-22', to: '2026-12-22' },
        ],
      });
      expect(free.statusCode).toBe(200);
    });

    it('is owner-scoped: another owner’s unit anywhere in the selection answers 404 and changes nothing', async () => {
      const mine = await pricedProperty();
      const theirs = await pricedProperty(1, { owner: otherId });
      const res = await bulk({
        action: 'block',
        cells: [
          { propertyId: mine, from: '2026-12-01', to: '2026-12-03' },
          { propertyId: theirs, from: '2026-12-01', to: '2026-12-03' },
        ],
      });
      expect(res.statusCode).toBe(404);
      expect(await holdsOf(mine, theirs)).toEqual([]);
      // A unit the property does not have is not found either.
      const unit = await bulk({
        action: 'block',
        cells: [{ propertyId: mine, unitNo: 2, from: '2026-12-01', to: '2026-12-03' }],
      });
      expect(unit.statusCode).toBe(404);
      expect(await holdsOf(mine)).toEqual([]);
    });

    it('refuses a past day (400 PAST_DATES) and changes nothing; today is selectable', async () => {
      const id = await pricedProperty();
      const past = await bulk({
        action: 'block',
        cells: [
          { propertyId: id, from: '2026-11-22', to: '2026-11-23' },
          { propertyId: id, from: '2026-11-21', to: '2026-11-21' },
        ],
      });
      expect(past.statusCode).toBe(400);
      expect(past.json()).toMatchObject({
        code: 'PAST_DATES',
        message: 'Past dates cannot be changed.',
      });
      expect(await holdsOf(id)).toEqual([]);
      expect(
        (
          await bulk({
            action: 'block',
            cells: [{ propertyId: id, from: '2026-11-22', to: '2026-11-22' }],
          })
        ).statusCode,
      ).toBe(200);
    });

    it('sets price and stay rules on the days of the cells’ properties, keeping what is not given', async () => {
      const id = await pricedProperty(2);
      const res = await bulk({
        action: 'set_day_settings',
        price: 65_000,
        minNights: 2,
        cells: [{ propertyId: id, unitNo: 2, from: '2026-12-05', to: '2026-12-06' }],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ action: 'set_day_settings', nights: 0, days: 2 });
      expect(await settingsOf(id)).toEqual([
        { day: '2026-12-05', price: 65_000, minNights: 2, maxNights: null },
        { day: '2026-12-06', price: 65_000, minNights: 2, maxNights: null },
      ]);
      const above = await bulk({
        action: 'set_day_settings',
        maxNights: 1,
        cells: [{ propertyId: id, from: '2026-12-05', to: '2026-12-05' }],
      });
      expect(above.statusCode).toBe(400);
    });

    it('refuses settings with block and a block without cells (400)', async () => {
      const id = await pricedProperty();
      expect(
        (
          await bulk({
            action: 'block',
            price: 10_000,
            cells: [{ propertyId: id, from: '2026-12-01', to: '2026-12-01' }],
          })
        ).statusCode,
      ).toBe(400);
      expect((await bulk({ action: 'block', cells: [] })).statusCode).toBe(400);
    });
  });

  describe('POST /calendar/bulk/undo', () => {
    it('puts back exactly the blocks the last bulk edit changed, once', async () => {
      const id = await pricedProperty(2);
      expect(
        (
          await owner.post(`/properties/${id}/blocks`, {
            from: '2026-12-01',
            to: '2026-12-09',
            note: 'أ',
          })
        ).statusCode,
      ).toBe(201);
      const before = await holdsOf(id);
      const opened = await bulk({
        action: 'make_available',
        cells: [{ propertyId: id, unitNo: 1, from: '2026-12-04', to: '2026-12-05' }],
      });
      expect(opened.statusCode).toBe(200);
      expect(await holdsOf(id)).toEqual([
        '0:1 block [2026-12-01,2026-12-04) أ',
        '0:1 block [2026-12-06,2026-12-10) أ',
        '0:2 block [2026-12-01,2026-12-10) أ',
      ]);
      const undo = await owner.post('/calendar/bulk/undo', {
        undoToken: opened.json().data.undoToken,
      });
      expect(undo.statusCode).toBe(200);
      expect(undo.json().data).toEqual({ action: 'make_available', units: 1 });
      expect(await holdsOf(id)).toEqual(before);
      // Undone already: nothing left to undo.
      const again = await owner.post('/calendar/bulk/undo', {
        undoToken: opened.json().data.undoToken,
      });
      expect(again.statusCode).toBe(404);
    });

    it('undoes only the owner’s last edit, refuses one whose cells changed since (409), and restores day settings', async () => {
      const id = await pricedProperty();
      expect(
        (
          await owner.put(`/properties/${id}/day-settings`, {
            from: '2026-12-02',
            to: '2026-12-02',
            price: 45_000,
            maxNights: 5,
          })
        ).statusCode,
      ).toBe(200);
      const first = await bulk({
        action: 'set_day_settings',
        price: 80_000,
        cells: [{ propertyId: id, from: '2026-12-01', to: '2026-12-03' }],
      });
      const second = await bulk({
        action: 'block',
        cells: [{ propertyId: id, from: '2026-12-20', to: '2026-12-21' }],
      });
      expect(second.statusCode).toBe(200);
      // Not the last edit any more.
      expect(
        (await owner.post('/calendar/bulk/undo', { undoToken: first.json().data.undoToken }))
          .statusCode,
      ).toBe(404);
      // Another owner cannot undo it.
      expect(
        (await other.post('/calendar/bulk/undo', { undoToken: second.json().data.undoToken }))
          .statusCode,
      ).toBe(404);
      // The last edit is undone.
      expect(
        (await owner.post('/calendar/bulk/undo', { undoToken: second.json().data.undoToken }))
          .statusCode,
      ).toBe(200);
      expect(await holdsOf(id)).toEqual([]);

      const third = await bulk({
        action: 'set_day_settings',
        price: 90_000,
        cells: [{ propertyId: id, from: '2026-12-01', to: '2026-12-03' }],
      });
      expect(await settingsOf(id)).toEqual([
        { day: '2026-12-01', price: 90_000, minNights: null, maxNights: null },
        { day: '2026-12-02', price: 90_000, minNights: null, maxNights: 5 },
        { day: '2026-12-03', price: 90_000, minNights: null, maxNights: null },
      ]);
      expect(
        (await owner.post('/calendar/bulk/undo', { undoToken: third.json().data.undoToken }))
          .statusCode,
      ).toBe(200);
      expect(await settingsOf(id)).toEqual([
        // As the first edit (never undone) left them.
        { day: '2026-12-01', price: 80_000, minNights: null, maxNights: null },
        { day: '2026-12-02', price: 80_000, minNights: null, maxNights: 5 },
        { day: '2026-12-03', price: 80_000, minNights: null, maxNights: null },
      ]);

      const fourth = await bulk({
        action: 'block',
        cells: [{ propertyId: id, from: '2026-12-10', to: '2026-12-11' }],
      });
      expect(
        (
          await owner.post(`/properties/${id}/availability`, {
            from: '2026-12-11',
            to: '2026-12-11',
          })
        ).statusCode,
      ).toBe(200);
      const stale = await owner.post('/calendar/bulk/undo', {
        undoToken: fourth.json().data.undoToken,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('CONFLICT');
      expect(await holdsOf(id)).toEqual(['0:1 block [2026-12-10,2026-12-11)']);
    });

    it('refuses to block again nights a booking took after Make Available (409) and changes nothing', async () => {
      const id = await pricedProperty();
      expect(
        (await owner.post(`/properties/${id}/blocks`, { from: '2026-12-01', to: '2026-12-05' }))
          .statusCode,
      ).toBe(201);
      const opened = await bulk({
        action: 'make_available',
        cells: [{ propertyId: id, from: '2026-12-01', to: '2026-12-05' }],
      });
      expect((await book(owner, id, '2026-12-03', '2026-12-04')).statusCode).toBe(201);
      const undo = await owner.post('/calendar/bulk/undo', {
        undoToken: opened.json().data.undoToken,
      });
      expect(undo.statusCode).toBe(409);
      expect(undo.json().code).toBe('DATES_UNAVAILABLE');
      expect(await holdsOf(id)).toEqual(['0:1 booking [2026-12-03,2026-12-04)']);
    });
  });

  describe('PUT /bookings/:id/move', () => {
    it('moves a booking onto a free unit or dates, and refuses a taken unit (409 NO_SPACE_FOR_DATES) keeping its nights', async () => {
      const id = await pricedProperty(2);
      const first = (await book(owner, id, '2026-12-20', '2026-12-23')).json().data;
      const second = (await book(owner, id, '2026-12-21', '2026-12-22')).json().data;
      expect([first.unitNo, second.unitNo]).toEqual([1, 2]);

      const taken = await owner.put(`/bookings/${first.id}/move`, {
        dateFrom: '2026-12-20',
        dateTo: '2026-12-23',
        unitNo: 2,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'NO_SPACE_FOR_DATES', message: NO_SPACE });
      expect(await holdsOf(id)).toEqual([
        '0:1 booking [2026-12-20,2026-12-23)',
        '0:2 booking [2026-12-21,2026-12-22)',
      ]);

      const moved = await owner.put(`/bookings/${first.id}/move`, {
        dateFrom: '2026-12-22',
        dateTo: '2026-12-25',
        unitNo: 2,
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().data).toMatchObject({
        unitNo: 2,
        dateFrom: '2026-12-22',
        dateTo: '2026-12-25',
        nights: 3,
      });
      // Priced anew: three season nights of 500 SAR.
      expect(moved.json().data.priceBreakdown.rent).toBe(150_000);
      expect(moved.json().data.history.at(-1)).toMatchObject({
        kind: 'updated',
        changes: {
          dateFrom: { from: '2026-12-20', to: '2026-12-22' },
          dateTo: { from: '2026-12-23', to: '2026-12-25' },
          unitNo: { from: 1, to: 2 },
        },
      });
      expect(await holdsOf(id)).toEqual([
        '0:2 booking [2026-12-21,2026-12-22)',
        '0:2 booking [2026-12-22,2026-12-25)',
      ]);
      const events = await recordedEvents(t.database.db, id);
      expect(events.at(-1)).toMatchObject({
        type: 'booking.updated',
        payload: { bookingId: first.id, unitNo: 2, dateFrom: '2026-12-22', dateTo: '2026-12-25' },
      });
    });

    it('answers 404 for another owner’s booking and 400 for a unit the property does not have or past dates', async () => {
      const id = await pricedProperty();
      const booking = (await book(owner, id, '2026-12-10', '2026-12-12')).json().data;
      const stay = { dateFrom: '2026-12-14', dateTo: '2026-12-16', unitNo: 1 };
      expect((await other.put(`/bookings/${booking.id}/move`, stay)).statusCode).toBe(404);
      expect(
        (await owner.put(`/bookings/${booking.id}/move`, { ...stay, unitNo: 2 })).statusCode,
      ).toBe(400);
      expect(
        (await owner.put(`/bookings/${booking.id}/move`, { ...stay, dateFrom: '2026-11-20' }))
          .statusCode,
      ).toBe(400);
      expect(await holdsOf(id)).toEqual(['0:1 booking [2026-12-10,2026-12-12)']);
    });
  });

  it('answers hostile values in every field of its bodies and queries below 500, every refusal with a code', async () => {
    const id = await pricedProperty(2);
    const booking = (await book(owner, id, '2026-12-10', '2026-12-12')).json().data;
    const bodies: Array<[url: string, method: 'POST' | 'PUT', body: object]> = [
      [
        '/calendar/bulk',
        'POST',
        {
          action: 'set_day_settings',
          price: 50_000,
          minNights: 1,
          maxNights: 9,
          note: 'x',
          cells: [{ propertyId: id, unitNo: 2, from: '2026-12-20', to: '2026-12-21' }],
        },
      ],
      ['/calendar/bulk/undo', 'POST', { undoToken: '7d444840-9dc0-11d1-b245-5ffdce74fad2' }],
      [
        `/bookings/${booking.id}/move`,
        'PUT',
        { dateFrom: '2026-12-14', dateTo: '2026-12-16', unitNo: 2 },
      ],
    ];
    const failures: string[] = [];
    for (const [url, method, body] of bodies) {
      for (const path of jsonPaths(body)) {
        for (const [name, json] of hostileJson) {
          const res = await t.app.inject({
            method,
            url: `/api/v1${url}`,
            payload: replaceAt(body, path, json),
            headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
          });
          if (res.statusCode >= 500 || (res.statusCode >= 400 && !res.json().code)) {
            failures.push(`${url} ${path.join('.')}=${name}: ${res.statusCode}`);
          }
        }
      }
    }
    for (const name of [
      'from',
      'to',
      'page',
      'pageSize',
      'search',
      'cityId',
      'buildingId',
      'status',
    ]) {
      for (const value of hostileUrlValues) {
        const base: Record<string, string> = { from: '2026-12-01', to: '2026-12-31' };
        const query = Object.entries({ ...base, [name]: '' })
          .map(([key, given]) => `${key}=${key === name ? value : given}`)
          .join('&');
        const res = await owner.get(`/calendar?${query}`);
        if (res.statusCode >= 500)
          failures.push(`GET /calendar ${name}=${value.slice(0, 20)}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await holdsOf(id)).toEqual(['0:1 booking [2026-12-10,2026-12-12)']);
  });

  it('a bulk block racing bookings of the same nights: each night ends up held once, never both', async () => {
    const id = await pricedProperty();
    const results = await Promise.all([
      bulk({ action: 'block', cells: [{ propertyId: id, from: '2026-12-01', to: '2026-12-03' }] }),
      book(owner, id, '2026-12-02', '2026-12-03'),
      book(owner, id, '2026-12-03', '2026-12-05'),
    ]);
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.every((status) => status < 500)).toBe(true);
    const holds = await holdsOf(id);
    if (statuses[0] === 200) {
      expect(holds).toEqual(['0:1 block [2026-12-01,2026-12-04)']);
      expect(statuses.slice(1)).toEqual([409, 409]);
    } else {
      expect(statuses[0]).toBe(409);
      expect(holds.some((hold) => hold.includes('block'))).toBe(false);
    }
  });
});
