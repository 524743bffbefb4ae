import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@nuzul/shared/errors';
import { definitionItems } from '../../db/schema/index';
import { createVerifiedAccount, get, loginToken } from '../../test/accounts-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { definitionsLookup, type DefinitionsLookup } from './definitions.lookup';

describe('definitionsLookup', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let lookup: DefinitionsLookup;
  let owner: string;
  let stranger: string;
  let ownAmenity: number;
  let ownBed: number;

  async function userId() {
    const { email } = await createVerifiedAccount(t.app, mail);
    const token = await loginToken(t.app, email);
    return (await get(t.app, '/user/me', token)).json().data.id as string;
  }

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url } });
    lookup = definitionsLookup(t.database.db);
    owner = await userId();
    stranger = await userId();
    const rows = await t.database.db
      .insert(definitionItems)
      .values([
        { kind: 'amenity', code: 'own', nameAr: 'بيانو', nameEn: 'Piano', ownerId: owner },
        {
          kind: 'room_amenity',
          code: 'own',
          nameAr: 'سرير عائلي',
          nameEn: 'Family bed',
          ownerId: owner,
          meta: { sleeps: 3 },
        },
      ])
      .returning();
    [ownAmenity, ownBed] = rows.map((row) => row.id) as [number, number];
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  async function refusal(work: Promise<void>) {
    const error = await work.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  describe('assertKnown', () => {
    it("accepts seeded entries of the kind and the owner's own", async () => {
      await lookup.assertKnown(owner, 'amenity', [501, 520, ownAmenity, 501], 'body.amenityIds');
      await lookup.assertKnown(owner, 'room_composition', [2, 6], 'body.rooms');
      await lookup.assertKnown(stranger, 'amenity', [], 'body.amenityIds');
    });

    it("refuses another owner's entry", async () => {
      const error = await refusal(
        lookup.assertKnown(stranger, 'amenity', [501, ownAmenity], 'body.amenityIds'),
      );
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toBe('Unknown value');
      expect(error.details).toEqual([
        { path: 'body.amenityIds', code: 'unknownDefinition', message: 'Unknown value' },
      ]);
    });

    it('refuses an unknown id and an entry of another kind', async () => {
      const unknown = await refusal(lookup.assertKnown(owner, 'amenity', [99_999], 'body.a'));
      expect(unknown.details).toEqual([
        { path: 'body.a', code: 'unknownDefinition', message: 'Unknown value' },
      ]);
      await refusal(lookup.assertKnown(owner, 'amenity', [6], 'body.amenityIds'));
      await refusal(lookup.assertKnown(owner, 'city', [2001], 'body.cityId'));
    });
  });

  it('finds seeded ids by code and leaves out unknown codes', async () => {
    const ids = await lookup.idsByCode('image_type', ['bedroom', 'bathroom', 'nope']);
    expect(ids).toEqual(
      new Map([
        ['bedroom', 201],
        ['bathroom', 202],
      ]),
    );
    expect(await lookup.idsByCode('amenity', [])).toEqual(new Map());
    expect((await lookup.idsByCode('amenity', ['own'])).size).toBe(0);
  });

  it("tells how many people the owner's beds and the seeded beds sleep", async () => {
    const facts = await lookup.roomAmenityFacts(owner, [801, 804, 840, ownBed, 999_999]);
    expect(facts.sleeps(801)).toBe(2);
    expect(facts.sleeps(804)).toBe(1);
    expect(facts.sleeps(840)).toBeUndefined();
    expect(facts.sleeps(ownBed)).toBe(3);
    expect(facts.sleeps(999_999)).toBeUndefined();
    expect((await lookup.roomAmenityFacts(stranger, [ownBed])).sleeps(ownBed)).toBeUndefined();
  });

  it('knows the ISO countries by alpha-2 code', async () => {
    expect(await lookup.countryExists('SA')).toBe(true);
    expect(await lookup.countryExists('AE')).toBe(true);
    expect(await lookup.countryExists('XX')).toBe(false);
    expect(await lookup.countryExists('sa')).toBe(false);
  });
});
