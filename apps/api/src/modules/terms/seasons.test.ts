import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEASONS_MAX } from '@nuzul/shared/terms';
import { addDays } from '@nuzul/shared/dates';
import { propertySeasons } from '../../db/schema/terms';
import { issueSaying } from '../../test/field-issues';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { api } from '../listings/listings.fixtures';
import { createProperty, season } from '../../test/terms-fixtures';

type Api = ReturnType<typeof api>;
/** The test clock's day in Riyadh. */
const TODAY = '2026-11-22';

describe('seasons', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: Api;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url }, clock: testClock().clock });
    owner = api(t.app, (await createOwner(t.app, mail)).token);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const details = (res: { json(): { details?: unknown[] } }) => res.json().details ?? [];
  const add = (id: string, change: Partial<typeof season> = {}) =>
    owner.post(`/properties/${id}/seasons`, { ...season, ...change });
  const seasonsOf = async (id: string) =>
    (await owner.get(`/properties/${id}/booking-settings`)).json().data.seasons as Array<
      typeof season & { id: string }
    >;

  it('adds a season, records the seasons section completed and lists seasons by first day', async () => {
    const id = await createProperty(owner);
    const later = await add(id, {
      seasonName: 'الشتاء',
      dateFrom: '2027-12-01',
      dateTo: '2027-12-31',
    });
    expect(later.statusCode).toBe(201);
    expect(later.json().data).toEqual({
      id: expect.any(String),
      ...season,
      seasonName: 'الشتاء',
      dateFrom: '2027-12-01',
      dateTo: '2027-12-31',
    });
    expect((await add(id)).statusCode).toBe(201);
    const settings = (await owner.get(`/properties/${id}/booking-settings`)).json().data;
    expect(settings.completedSections).toContain('seasons');
    expect(settings.seasons.map((s: typeof season) => s.dateFrom)).toEqual([
      '2027-06-01',
      '2027-12-01',
    ]);
  });

  describe('no overlap, days inclusive', () => {
    it('refuses 10–20 June beside 1–10 June (they share the 10th): 409 SEASON_OVERLAP', async () => {
      const id = await createProperty(owner);
      expect((await add(id)).statusCode).toBe(201);
      const res = await add(id, { dateFrom: '2027-06-10', dateTo: '2027-06-20' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'SEASON_OVERLAP',
        message: 'Seasons cannot overlap',
      });
      expect(await seasonsOf(id)).toHaveLength(1);
    });

    it('accepts 11–20 June beside 1–10 June', async () => {
      const id = await createProperty(owner);
      expect((await add(id)).statusCode).toBe(201);
      expect((await add(id, { dateFrom: '2027-06-11', dateTo: '2027-06-20' })).statusCode).toBe(
        201,
      );
    });

    it('does not compare seasons of different properties', async () => {
      const first = await createProperty(owner);
      const second = await createProperty(owner);
      expect((await add(first)).statusCode).toBe(201);
      expect((await add(second)).statusCode).toBe(201);
    });

    it('lets exactly one of two overlapping seasons saved at once win, the other 409', async () => {
      const id = await createProperty(owner);
      const answers = await Promise.all([
        add(id, { seasonName: 'أ', dateFrom: '2027-07-01', dateTo: '2027-07-15' }),
        add(id, { seasonName: 'ب', dateFrom: '2027-07-10', dateTo: '2027-07-31' }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((res) => res.statusCode === 409)!.json().code).toBe('SEASON_OVERLAP');
      expect(await seasonsOf(id)).toHaveLength(1);
    });
  });

  describe('fields', () => {
    it('accepts a one-day season (dateFrom = dateTo)', async () => {
      const id = await createProperty(owner);
      expect((await add(id, { dateFrom: '2027-06-05', dateTo: '2027-06-05' })).statusCode).toBe(
        201,
      );
    });

    it('refuses dateFrom after dateTo', async () => {
      const id = await createProperty(owner);
      const res = await add(id, { dateFrom: '2027-06-06', dateTo: '2027-06-05' });
      expect(res.statusCode).toBe(400);
      expect(details(res)[0]).toMatchObject({ path: 'body.dateTo', code: 'dateOrder' });
    });

    it('accepts minStay = maxStay and refuses minStay > maxStay', async () => {
      const id = await createProperty(owner);
      expect((await add(id, { minStay: 5, maxStay: 5 })).statusCode).toBe(201);
      const res = await add(id, {
        minStay: 6,
        maxStay: 5,
        dateFrom: '2027-08-01',
        dateTo: '2027-08-10',
      });
      expect(res.statusCode).toBe(400);
      expect(details(res)).toEqual([
        issueSaying('body.minStay', 'Minimum stay cannot exceed maximum stay'),
      ]);
    });

    it('refuses a daily price of 0 and accepts an extra guest price of 0', async () => {
      const id = await createProperty(owner);
      const free = await add(id, { dailyPrice: 0 });
      expect(free.statusCode).toBe(400);
      expect(details(free)).toEqual([
        issueSaying('body.dailyPrice', 'Enter an amount greater than 0'),
      ]);
      const res = await add(id, { extraGuestPrice: 0 });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.extraGuestPrice).toBe(0);
    });

    it('refuses guests equal to the max guests (4) and accepts 3', async () => {
      const id = await createProperty(owner);
      const full = await add(id, { guests: 4 });
      expect(full.statusCode).toBe(400);
      expect(details(full)).toEqual([
        issueSaying('body.guests', 'Guests must be below the maximum guests'),
      ]);
      expect((await add(id, { guests: 3 })).statusCode).toBe(201);
    });

    it('refuses a season before the Specifications step is saved', async () => {
      const id = await createProperty(owner, { specifications: false });
      const res = await add(id);
      expect(res.statusCode).toBe(400);
      expect(details(res)).toEqual([
        issueSaying('body.guests', 'Save the Specifications step first'),
      ]);
    });

    it('refuses a season that ended yesterday and accepts one that ends today', async () => {
      const id = await createProperty(owner);
      const past = await add(id, { dateFrom: '2026-11-01', dateTo: addDays(TODAY, -1) });
      expect(past.statusCode).toBe(400);
      expect(details(past)).toEqual([issueSaying('body.dateTo', 'Past dates cannot be selected')]);
      expect((await add(id, { dateFrom: '2026-11-01', dateTo: TODAY })).statusCode).toBe(201);
    });

    it('accepts a season ending three years from today and refuses a day later', async () => {
      const id = await createProperty(owner);
      const far = await add(id, { dateFrom: '2029-11-01', dateTo: '2029-11-23' });
      expect(far.statusCode).toBe(400);
      expect(details(far)).toEqual([
        issueSaying('body.dateTo', 'Choose a date within three years'),
      ]);
      expect((await add(id, { dateFrom: '2029-11-01', dateTo: '2029-11-22' })).statusCode).toBe(
        201,
      );
    });

    it(`refuses a season beyond ${SEASONS_MAX} on a property`, async () => {
      const id = await createProperty(owner);
      // One-day seasons from 1 January 2027, written directly: the cap is what is tested.
      await t.database.db.insert(propertySeasons).values(
        Array.from({ length: SEASONS_MAX }, (_, index) => {
          const day = addDays('2027-01-01', index);
          return { ...season, propertyId: id, dateFrom: day, dateTo: day };
        }),
      );
      const res = await add(id, { dateFrom: '2028-01-01', dateTo: '2028-01-10' });
      expect(res.statusCode).toBe(400);
      expect(details(res)).toEqual([issueSaying('body', 'This value is too large')]);
    });
  });

  describe('editing and deleting', () => {
    it('replaces a season, its own days being no overlap', async () => {
      const id = await createProperty(owner);
      const created = (await add(id)).json().data;
      const res = await owner.put(`/properties/${id}/seasons/${created.id}`, {
        ...season,
        dailyPrice: 65_000,
        dateTo: '2027-06-12',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ ...created, dailyPrice: 65_000, dateTo: '2027-06-12' });
    });

    it('refuses an edit onto another season (409) and an edit that breaks a rule, keeping the season', async () => {
      const id = await createProperty(owner);
      const june = (await add(id)).json().data;
      await add(id, { dateFrom: '2027-07-01', dateTo: '2027-07-31' });
      const onto = await owner.put(`/properties/${id}/seasons/${june.id}`, {
        ...season,
        dateTo: '2027-07-01',
      });
      expect(onto.statusCode).toBe(409);
      expect(onto.json().code).toBe('SEASON_OVERLAP');
      const crowded = await owner.put(`/properties/${id}/seasons/${june.id}`, {
        ...season,
        guests: 4,
      });
      expect(crowded.statusCode).toBe(400);
      expect((await seasonsOf(id))[0]).toEqual(june);
    });

    it("answers 404 for a season that is not the property's", async () => {
      const id = await createProperty(owner);
      const elsewhere = await createProperty(owner);
      const foreign = (await add(elsewhere)).json().data;
      const put = await owner.put(`/properties/${id}/seasons/${foreign.id}`, season);
      expect(put.statusCode).toBe(404);
      expect((await owner.delete(`/properties/${id}/seasons/${foreign.id}`)).statusCode).toBe(404);
      const copy = await owner.post(`/properties/${id}/seasons/${foreign.id}/copy-next-year`, {});
      expect(copy.statusCode).toBe(404);
      expect(await seasonsOf(elsewhere)).toHaveLength(1);
    });

    it('deletes a season once', async () => {
      const id = await createProperty(owner);
      const created = (await add(id)).json().data;
      const res = await owner.delete(`/properties/${id}/seasons/${created.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { ok: true } });
      expect(await seasonsOf(id)).toEqual([]);
      expect((await owner.delete(`/properties/${id}/seasons/${created.id}`)).statusCode).toBe(404);
    });
  });

  describe('copy to next year', () => {
    it('adds the same season twelve months later', async () => {
      const id = await createProperty(owner);
      const june = (await add(id)).json().data;
      const res = await owner.post(`/properties/${id}/seasons/${june.id}/copy-next-year`, {});
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toEqual({
        ...june,
        id: expect.any(String),
        dateFrom: '2028-06-01',
        dateTo: '2028-06-10',
      });
      expect(res.json().data.id).not.toBe(june.id);
    });

    it('moves 29 February to 28 February', async () => {
      const id = await createProperty(owner);
      const leap = (await add(id, { dateFrom: '2028-02-20', dateTo: '2028-02-29' })).json().data;
      const res = await owner.post(`/properties/${id}/seasons/${leap.id}/copy-next-year`, {});
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ dateFrom: '2029-02-20', dateTo: '2029-02-28' });
    });

    it('refuses a second copy onto the first (409 SEASON_OVERLAP)', async () => {
      const id = await createProperty(owner);
      const june = (await add(id)).json().data;
      const copy = `/properties/${id}/seasons/${june.id}/copy-next-year`;
      expect((await owner.post(copy, {})).statusCode).toBe(201);
      const again = await owner.post(copy, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('SEASON_OVERLAP');
    });

    it('refuses a copy that would end more than three years ahead', async () => {
      const id = await createProperty(owner);
      const late = (await add(id, { dateFrom: '2029-01-01', dateTo: '2029-01-31' })).json().data;
      const res = await owner.post(`/properties/${id}/seasons/${late.id}/copy-next-year`, {});
      expect(res.statusCode).toBe(400);
      expect(details(res)).toEqual([
        issueSaying('body.dateTo', 'Choose a date within three years'),
      ]);
    });
  });
});
