import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BATHROOM_COMPOSITION_ID,
  BEDROOM_COMPOSITION_ID,
  REGION_ID_OFFSET,
  SAUDI_ARABIA_ID,
  USER_DEFINITION_ID_MIN,
  bookingSourceIds,
  definitionIdBlocks,
  definitionKinds,
} from '@nuzul/shared/definitions';
import { REQUIRED_IMAGE_TYPE_CODES } from '@nuzul/shared/listings';
import { definitionItems } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDefinitions, seedRows } from './definitions.seed';

const rows = seedRows();
const ofKind = (kind: string) => rows.filter((row) => row.kind === kind);
const byCode = (kind: string, code: string) => ofKind(kind).find((row) => row.code === code);

describe('seedRows', () => {
  it('gives every entry a unique id inside the block of its kind', () => {
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    for (const row of rows) {
      const block = definitionIdBlocks[row.kind];
      expect(row.id, `${row.kind} ${row.code}`).toBeGreaterThanOrEqual(block.from);
      expect(row.id, `${row.kind} ${row.code}`).toBeLessThanOrEqual(block.to);
      expect(row.id).toBeLessThan(USER_DEFINITION_ID_MIN);
    }
  });

  it('gives every entry a code unique within its kind and names in both languages', () => {
    for (const kind of definitionKinds) {
      const codes = ofKind(kind).map((row) => row.code);
      expect(codes.length, kind).toBeGreaterThan(0);
      expect(new Set(codes).size, kind).toBe(codes.length);
    }
    for (const row of rows) {
      expect(row.nameEn.trim(), row.code).not.toBe('');
      expect(row.nameAr, `${row.kind} ${row.code}`).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('fixes the bathroom composition at id 2 and the bedroom at id 6 (spec §9)', () => {
    expect(BATHROOM_COMPOSITION_ID).toBe(2);
    expect(BEDROOM_COMPOSITION_ID).toBe(6);
    expect(byCode('room_composition', 'bathroom')?.id).toBe(2);
    expect(byCode('room_composition', 'bedroom')?.id).toBe(6);
  });

  it('lists every ISO country by numeric code, Saudi Arabia first', () => {
    const countries = ofKind('country');
    expect(countries.length).toBeGreaterThanOrEqual(249);
    const sa = byCode('country', 'SA')!;
    expect(sa).toMatchObject({ id: SAUDI_ARABIA_ID, nameEn: 'Saudi Arabia', sortOrder: 0 });
    expect(sa.nameAr).toBe('السعودية');
    expect(byCode('country', 'AE')?.id).toBe(1784);
    expect(byCode('country', 'US')).toMatchObject({ id: 1840, nameEn: 'United States' });
  });

  it('places the 13 regions in Saudi Arabia and every city in one of them', () => {
    const regions = ofKind('region');
    expect(regions).toHaveLength(13);
    expect(regions.every((row) => row.parentId === SAUDI_ARABIA_ID)).toBe(true);
    const regionIds = new Set(regions.map((row) => row.id));
    const cities = ofKind('city');
    expect(cities.length).toBeGreaterThanOrEqual(40);
    for (const city of cities) expect(regionIds.has(city.parentId!), city.code).toBe(true);
    expect(byCode('region', 'SA-01')).toMatchObject({ id: REGION_ID_OFFSET + 1 });
    expect(byCode('city', 'riyadh')).toMatchObject({
      nameAr: 'الرياض',
      parentId: REGION_ID_OFFSET + 1,
    });
    expect(byCode('city', 'jeddah')?.parentId).toBe(byCode('region', 'SA-02')!.id);
    expect(byCode('city', 'hafr_al_batin')?.parentId).toBe(byCode('region', 'SA-04')!.id);
  });

  it('marks the image types that every property must show', () => {
    const required = ofKind('image_type').filter((row) => row.meta.required === true);
    expect(required.map((row) => row.code).sort()).toEqual([...REQUIRED_IMAGE_TYPE_CODES].sort());
  });

  it('tells how many people each bed sleeps and gives every amenity a category', () => {
    expect(byCode('room_amenity', 'king_bed')?.meta).toMatchObject({ sleeps: 2 });
    expect(byCode('room_amenity', 'single_bed')?.meta).toMatchObject({ sleeps: 1 });
    expect(byCode('room_amenity', 'wardrobe')?.meta.sleeps).toBeUndefined();
    expect(ofKind('amenity').every((row) => typeof row.meta.category === 'string')).toBe(true);
    expect(byCode('amenity', 'majlis')?.meta).toEqual({ category: 'family' });
  });

  it('lists the booking sources of requirements-next §1.5, Direct first and Other last', () => {
    const sources = ofKind('booking_source');
    expect(sources.map((row) => row.nameEn)).toEqual([
      'Direct',
      'Phone',
      'Walk-in',
      'Airbnb',
      'Booking.com',
      'Gathern',
      'Vrbo',
      'Expedia',
      'Agoda',
      'Other',
    ]);
    expect(byCode('booking_source', 'direct')).toMatchObject({
      id: bookingSourceIds.direct,
      nameAr: 'مباشر',
      sortOrder: 0,
    });
    expect(byCode('booking_source', 'gathern')?.nameAr).toBe('جاذر إن');
    expect(byCode('booking_source', 'walk_in')?.nameAr).toBe('حضور مباشر');
  });
});

describe('seedDefinitions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const stored = () => t.database.db.select().from(definitionItems).orderBy(definitionItems.id);

  it('stores the whole seed when the app starts', async () => {
    const all = await stored();
    expect(all).toHaveLength(rows.length);
    expect(all.every((row) => row.ownerId === null)).toBe(true);
  });

  it('writes nothing when the seed is already stored', async () => {
    const before = await stored();
    expect(await seedDefinitions(t.database.db)).toEqual({ written: 0 });
    expect(await stored()).toEqual(before);
  });

  it('puts back a seeded row that was changed, and only that row', async () => {
    await t.database.db
      .update(definitionItems)
      .set({ nameEn: 'Changed', meta: { sleeps: 9 } })
      .where(and(eq(definitionItems.id, 801), isNull(definitionItems.ownerId)));
    expect(await seedDefinitions(t.database.db)).toEqual({ written: 1 });
    const [king] = await t.database.db
      .select()
      .from(definitionItems)
      .where(eq(definitionItems.id, 801));
    expect(king).toMatchObject({ nameEn: 'King bed', meta: { category: 'bed', sleeps: 2 } });
  });
});
