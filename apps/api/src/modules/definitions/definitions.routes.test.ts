import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SAUDI_ARABIA_ID,
  USER_DEFINITION_ID_MIN,
  type DefinitionItem,
} from '@nuzul/shared/definitions';
import { buildings, definitionItems, photoUploads, pointsOfInterest } from '../../db/schema/index';
import { createVerifiedAccount, get, loginToken } from '../../test/accounts-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueSaying } from '../../test/field-issues';

describe('definitions API', () => {
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

  async function owner() {
    const { email } = await createVerifiedAccount(t.app, mail);
    const token = await loginToken(t.app, email);
    const userId = (await get(t.app, '/user/me', token)).json().data.id as string;
    return { token, userId };
  }

  const list = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/definitions',
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
  const items = async (token: string) => (await list(token)).json().data.items as DefinitionItem[];
  const create = (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/definitions/user',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const remove = (token: string, id: number | string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/definitions/user/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });

  describe('GET /definitions', () => {
    it('answers only a signed-in account', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/definitions' });
      expect(res.statusCode).toBe(401);
    });

    it('lists every seeded entry with its fixed id', async () => {
      const { token } = await owner();
      const all = await items(token);
      const find = (kind: string, code: string) =>
        all.find((item) => item.kind === kind && item.code === code);
      expect(find('room_composition', 'bathroom')).toMatchObject({ id: 2, own: false });
      expect(find('room_composition', 'bedroom')).toMatchObject({ id: 6, nameAr: 'غرفة نوم' });
      expect(find('country', 'SA')).toMatchObject({
        id: SAUDI_ARABIA_ID,
        nameAr: 'السعودية',
        nameEn: 'Saudi Arabia',
        parentId: null,
      });
      const riyadhRegion = find('region', 'SA-01')!;
      expect(riyadhRegion).toMatchObject({ nameAr: 'منطقة الرياض', parentId: SAUDI_ARABIA_ID });
      expect(find('city', 'riyadh')).toMatchObject({ nameAr: 'الرياض', parentId: riyadhRegion.id });
      expect(find('room_amenity', 'queen_bed')?.meta).toMatchObject({ sleeps: 2 });
      expect(all.filter((item) => item.kind === 'city').length).toBeGreaterThanOrEqual(40);
      expect(all.every((item) => item.id < USER_DEFINITION_ID_MIN && !item.own)).toBe(true);
    });

    it('tags the list and answers 304 without a body while the tag is current', async () => {
      const { token } = await owner();
      const first = await list(token);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]{43}"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');

      const again = await list(token, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await list(token, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);

      await create(token, { kind: 'amenity', nameEn: 'Popcorn machine' });
      const changed = await list(token, { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('gives two accounts the same tag while neither has entries of their own', async () => {
      const a = await owner();
      const b = await owner();
      expect((await list(a.token)).headers.etag).toBe((await list(b.token)).headers.etag);
    });
  });

  describe('POST /definitions/user', () => {
    it("adds an owner's own entry, visible only to that owner", async () => {
      const a = await owner();
      const b = await owner();
      const res = await create(a.token, {
        kind: 'amenity',
        nameAr: 'ركن للقراءة',
        nameEn: 'Reading nook',
      });
      expect(res.statusCode).toBe(201);
      const item = res.json().data as DefinitionItem;
      expect(item).toMatchObject({
        kind: 'amenity',
        code: 'own',
        nameAr: 'ركن للقراءة',
        nameEn: 'Reading nook',
        parentId: null,
        own: true,
        meta: {},
      });
      expect(item.id).toBeGreaterThanOrEqual(USER_DEFINITION_ID_MIN);
      expect((await items(a.token)).find((i) => i.id === item.id)).toEqual(item);
      expect((await items(b.token)).some((i) => i.id === item.id)).toBe(false);
    });

    it('fills an empty name with the other one', async () => {
      const { token } = await owner();
      const res = await create(token, { kind: 'poi_kind', nameAr: 'سوق شعبي', nameEn: ' ' });
      expect(res.json().data).toMatchObject({ nameAr: 'سوق شعبي', nameEn: 'سوق شعبي' });
    });

    it("keeps a bed's sleeping capacity and a city's region", async () => {
      const { token } = await owner();
      const bed = await create(token, {
        kind: 'room_amenity',
        nameEn: 'Family bed',
        meta: { sleeps: 3 },
      });
      expect(bed.json().data.meta).toEqual({ sleeps: 3 });
      const city = await create(token, {
        kind: 'city',
        nameAr: 'الدرب',
        nameEn: 'Ad Darb',
        parentId: 2009,
      });
      expect(city.statusCode).toBe(201);
      expect(city.json().data.parentId).toBe(2009);
    });

    it.each([
      [{ kind: 'amenity', nameAr: '', nameEn: '' }, 'body.nameAr', 'This field is required'],
      [{ kind: 'amenity', nameEn: 'x'.repeat(81) }, 'body.nameEn', 'Maximum 80 characters allowed'],
      [{ kind: 'country', nameEn: 'Atlantis' }, 'body.kind', 'Invalid value'],
      [{ nameEn: 'Hammock' }, 'body.kind', 'This field is required'],
      [
        { kind: 'amenity', nameEn: 'Cot', meta: { sleeps: 1 } },
        'body.meta.sleeps',
        'Invalid value',
      ],
      [
        { kind: 'room_amenity', nameEn: 'Dorm', meta: { sleeps: 11 } },
        'body.meta.sleeps',
        'This value is too large',
      ],
      [{ kind: 'amenity', nameEn: 'Lift', parentId: 2001 }, 'body.parentId', 'Invalid value'],
      [{ kind: 'city', nameEn: 'Nowhere', parentId: 3001 }, 'body.parentId', 'Unknown value'],
    ])('refuses %j at %s: %s', async (payload, path, message) => {
      const { token } = await owner();
      const res = await create(token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(res.json().details).toContainEqual(issueSaying(path, message));
    });

    it('allows at most 200 entries of their own per account (422 DEFINITIONS_LIMIT_REACHED)', async () => {
      const { token, userId } = await owner();
      await t.database.db.insert(definitionItems).values(
        Array.from({ length: 199 }, (_, i) => ({
          kind: 'amenity' as const,
          code: 'own',
          nameAr: `ميزة ${i}`,
          nameEn: `Feature ${i}`,
          ownerId: userId,
        })),
      );
      expect((await create(token, { kind: 'amenity', nameEn: 'Number 200' })).statusCode).toBe(201);
      const refused = await create(token, { kind: 'amenity', nameEn: 'Number 201' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'DEFINITIONS_LIMIT_REACHED',
        message:
          'You can add at most 200 definitions of your own. Delete one you no longer use first.',
      });
      expect(
        (await create((await owner()).token, { kind: 'amenity', nameEn: 'Other' })).statusCode,
      ).toBe(201);
    });
  });

  describe('POST /definitions/user at the same time', () => {
    const countOwn = async (userId: string) =>
      (
        await t.database.db
          .select({ id: definitionItems.id })
          .from(definitionItems)
          .where(eq(definitionItems.ownerId, userId))
      ).length;

    it('stores exactly 200 of 50 creations sent together from 190; the rest are refused', async () => {
      const { token, userId } = await owner();
      await t.database.db.insert(definitionItems).values(
        Array.from({ length: 190 }, (_, i) => ({
          kind: 'amenity' as const,
          code: 'own',
          nameAr: `ميزة ${i}`,
          nameEn: `Feature ${i}`,
          ownerId: userId,
        })),
      );
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          create(token, { kind: 'amenity', nameEn: `New ${i}` }),
        ),
      );
      const created = answers.filter((res) => res.statusCode === 201);
      const refused = answers.filter((res) => res.statusCode !== 201);
      expect(created).toHaveLength(10);
      expect(refused).toHaveLength(40);
      for (const res of refused) {
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ code: 'DEFINITIONS_LIMIT_REACHED' });
        expect(res.json().message).toContain('at most 200');
      }
      expect(await countOwn(userId)).toBe(200);
    });

    it('stores one of 50 identical creations and answers the others 409 DEFINITION_DUPLICATE', async () => {
      const { token, userId } = await owner();
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          create(token, { kind: 'amenity', nameAr: 'مسبح', nameEn: 'Pool' }),
        ),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([201, ...Array<number>(49).fill(409)]);
      expect(answers.find((res) => res.statusCode === 409)!.json()).toEqual({
        statusCode: 409,
        code: 'DEFINITION_DUPLICATE',
        error: 'Conflict',
        message: 'You already have a definition of this kind with this name.',
      });
      expect(await countOwn(userId)).toBe(1);
    });
  });

  describe('names of an owner’s entries', () => {
    it('refuses a name the owner has in that kind, in either language, whatever its case', async () => {
      const { token } = await owner();
      expect(
        (await create(token, { kind: 'amenity', nameAr: 'مسبح', nameEn: 'Pool' })).statusCode,
      ).toBe(201);
      for (const payload of [
        { kind: 'amenity', nameEn: '  pool ' },
        { kind: 'amenity', nameAr: 'مسبح', nameEn: 'Swimming pool' },
        { kind: 'amenity', nameAr: 'حوض سباحة', nameEn: 'POOL' },
      ]) {
        const res = await create(token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(409);
        expect(res.json().code).toBe('DEFINITION_DUPLICATE');
      }
    });

    it('takes the same name in another kind, for another owner, and again once deleted', async () => {
      const first = await owner();
      const pool = { kind: 'amenity', nameEn: 'Pool' };
      const created = await create(first.token, pool);
      expect(created.statusCode).toBe(201);
      expect((await create(first.token, { ...pool, kind: 'room_amenity' })).statusCode).toBe(201);
      expect((await create((await owner()).token, pool)).statusCode).toBe(201);
      expect((await remove(first.token, created.json().data.id)).statusCode).toBe(200);
      expect((await create(first.token, pool)).statusCode).toBe(201);
    });

    it('takes one city name once per region', async () => {
      const { token } = await owner();
      const city = { kind: 'city', nameEn: 'Al Nakheel' };
      expect((await create(token, { ...city, parentId: 2001 })).statusCode).toBe(201);
      expect((await create(token, { ...city, parentId: 2002 })).statusCode).toBe(201);
      expect((await create(token, { ...city, parentId: 2001 })).statusCode).toBe(409);
    });
  });

  describe('DELETE /definitions/user/:id', () => {
    it("deletes the owner's own entry", async () => {
      const { token } = await owner();
      const id = (await create(token, { kind: 'amenity', nameEn: 'Piano' })).json().data.id;
      const res = await remove(token, id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { ok: true } });
      expect((await items(token)).some((item) => item.id === id)).toBe(false);
      expect((await remove(token, id)).statusCode).toBe(404);
    });

    it("answers 404 for another account's entry, a seeded one and an unknown id", async () => {
      const a = await owner();
      const b = await owner();
      const id = (await create(a.token, { kind: 'amenity', nameEn: 'Telescope' })).json().data.id;
      for (const target of [id, 2, 6, 1682, 999_999]) {
        const res = await remove(b.token, target);
        expect(res.statusCode, String(target)).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
      expect((await items(a.token)).some((item) => item.id === id)).toBe(true);
      expect((await remove(a.token, 2)).statusCode).toBe(404);
    });

    it('refuses with 409 DEFINITION_IN_USE to delete an entry that a listing uses', async () => {
      const { token, userId } = await owner();
      const id = (await create(token, { kind: 'poi_kind', nameEn: 'Camel race track' })).json().data
        .id;
      await t.database.db.insert(photoUploads).values({ key: 'k', ownerId: userId });
      const [building] = await t.database.db
        .insert(buildings)
        .values({ ownerId: userId, name: 'Tower', propertyTypeId: 101, photoKey: 'k' })
        .returning();
      await t.database.db.insert(pointsOfInterest).values({
        buildingId: building!.id,
        label: 'Track',
        kindId: id,
        distanceValue: 2,
        distanceUnitId: 302,
        position: 0,
      });
      const res = await remove(token, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'DEFINITION_IN_USE',
        message: 'This definition is used by a listing and cannot be deleted.',
      });
      expect((await items(token)).some((item) => item.id === id)).toBe(true);
    });

    it('refuses an id that is not a positive integer', async () => {
      const { token } = await owner();
      for (const target of ['abc', '-1', '1.5', '99999999999']) {
        expect((await remove(token, target)).statusCode, target).toBe(400);
      }
    });
  });
});
