import { describe, expect, it } from 'vitest';
import { AREA_M2_MAX, m2FromSqf, SQF_PER_M2, sqfFromM2 } from './rules';
import { specificationsSection } from './schemas';

describe('m² and square feet', () => {
  it('uses 10.7639 square feet per square metre', () => {
    expect(SQF_PER_M2).toBe(10.7639);
  });

  it.each([
    [1, 10.76],
    [55.5, 597.4],
    [100, 1076.39],
    [0.01, 0.11],
    [AREA_M2_MAX, 1_076_390],
  ])('converts %d m² to %d sqf, to the hundredth', (m2, sqf) => {
    expect(sqfFromM2(m2)).toBe(sqf);
  });

  it.each([
    [1076.39, 100],
    [597.4, 55.5],
    [10, 0.93],
    [0.06, 0.01],
    [0.05, 0],
  ])('converts %d sqf to %d m², to the hundredth', (sqf, m2) => {
    expect(m2FromSqf(sqf)).toBe(m2);
  });

  it('gives back every m² area with two decimals, up to the largest, after a round trip through sqf', () => {
    const changed: number[] = [];
    for (let hundredths = 1; hundredths <= AREA_M2_MAX * 100; hundredths += 1) {
      const m2 = hundredths / 100;
      if (m2FromSqf(sqfFromM2(m2)) !== m2) changed.push(m2);
    }
    expect(changed).toEqual([]);
  });

  it('may move a sqf area by a hundredth on a round trip (a m² holds 10.76 of them)', () => {
    expect(sqfFromM2(m2FromSqf(10))).toBe(10.01);
  });

  it('lets the specifications take the largest area in both units', () => {
    const specifications = {
      propertyTypeId: 1,
      name: 'Olaya apartment',
      internalName: 'OLY-1',
      areaM2: AREA_M2_MAX,
      areaSqf: sqfFromM2(AREA_M2_MAX),
      sleep: 4,
      guests: 1,
      bedrooms: 2,
      bathrooms: 1,
      toilets: 1,
    };
    expect(specificationsSection.safeParse(specifications).error?.issues).toBeUndefined();
  });
});
