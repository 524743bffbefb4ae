import type { DefinitionItem } from '@nuzul/shared/definitions';
import { describe, expect, it } from 'vitest';
import { buildLookup, matchesSearch } from './definitions-lookup';

function item(
  id: number,
  kind: DefinitionItem['kind'],
  change: Partial<DefinitionItem> = {},
): DefinitionItem {
  return {
    id,
    kind,
    code: `c${id}`,
    nameAr: `ع${id}`,
    nameEn: `E${id}`,
    parentId: null,
    sortOrder: 0,
    own: false,
    meta: {},
    ...change,
  };
}

const items = [
  item(1682, 'country', { code: 'SA', nameAr: 'السعودية', nameEn: 'Saudi Arabia' }),
  item(1784, 'country', { code: 'AE' }),
  item(2001, 'region', { parentId: 1682 }),
  item(3001, 'city', { parentId: 2001, nameAr: 'الرياض', nameEn: 'Riyadh' }),
  item(3999, 'city', { parentId: 2999 }),
  item(100001, 'city', { own: true, code: 'own', nameAr: 'قريتي', nameEn: 'My village' }),
  item(801, 'room_amenity', { meta: { category: 'bed', sleeps: 2 } }),
  item(821, 'room_amenity', { meta: { category: 'bath' } }),
];

describe('buildLookup', () => {
  it('names an entry in the interface language', () => {
    expect(buildLookup(items, 'ar').name(3001)).toBe('الرياض');
    expect(buildLookup(items, 'en').name(3001)).toBe('Riyadh');
    expect(buildLookup(items, 'en').name(42)).toBe('#42');
  });

  it('lists the cities of a country through its regions, with the owner’s own cities', () => {
    const lookup = buildLookup(items, 'en');
    expect(lookup.citiesOf('SA').map((city) => city.id)).toEqual([3001, 100001]);
    expect(lookup.citiesOf('AE').map((city) => city.id)).toEqual([100001]);
    expect(lookup.countryOf('SA')?.id).toBe(1682);
  });

  it('knows how many people a bed sleeps', () => {
    const lookup = buildLookup(items, 'en');
    expect(lookup.sleeps(801)).toBe(2);
    expect(lookup.sleeps(821)).toBeUndefined();
  });
});

describe('matchesSearch', () => {
  it('finds an entry by either name, ignoring case', () => {
    expect(matchesSearch({ nameAr: 'الرياض', nameEn: 'Riyadh' }, 'riy')).toBe(true);
    expect(matchesSearch({ nameAr: 'الرياض', nameEn: 'Riyadh' }, 'الري')).toBe(true);
    expect(matchesSearch({ nameAr: 'الرياض', nameEn: 'Riyadh' }, 'jed')).toBe(false);
    expect(matchesSearch({ nameAr: 'الرياض', nameEn: 'Riyadh' }, '  ')).toBe(true);
  });
});
