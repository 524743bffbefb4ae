import { describe, expect, it } from 'vitest';
import { testProperty } from '../test-harness';
import {
  descriptionValuesOf,
  locationValuesOf,
  sameBody,
  toDescriptionBody,
  toLocationBody,
  toSpecificationsBody,
  specificationsValuesOf,
} from './section-values';

describe('section values', () => {
  it('round-trips a saved property without a change', () => {
    const location = locationValuesOf(testProperty);
    expect(sameBody(toLocationBody(location), toLocationBody(locationValuesOf(testProperty)))).toBe(
      true,
    );
    const specs = specificationsValuesOf(testProperty);
    expect(toSpecificationsBody(specs)).toMatchObject({
      name: 'Olaya flat',
      areaM2: 100,
      buildingId: null,
    });
  });

  it('starts a new property in Saudi Arabia with no points of interest', () => {
    expect(locationValuesOf(undefined)).toMatchObject({ countryCode: 'SA', pointsOfInterest: [] });
  });

  it('treats empty text, null and absent alike, and ignores surrounding spaces and key order', () => {
    expect(sameBody({ a: '', b: null, c: 'x ' }, { c: 'x' })).toBe(true);
    expect(sameBody({ ids: [3, 1] }, { ids: [1, 3] })).toBe(true);
    expect(sameBody({ a: 'x' }, { a: 'y' })).toBe(false);
  });

  it('sends only the description parts that have text', () => {
    const values = descriptionValuesOf(testProperty);
    values.en.headline = '  Quiet flat ';
    expect(toDescriptionBody(values)).toEqual({
      ar: {},
      en: { headline: 'Quiet flat' },
      availableFrom: null,
    });
  });
});
