import { describe, expect, it } from 'vitest';
import { postalCodeIssue } from './postal-code';
import { locationSection } from './schemas';

const location = {
  countryCode: 'SA',
  cityId: 3001,
  address: 'King Fahd Road',
  postalCode: '12211',
  floorNumber: 2,
  totalFloors: 5,
};

function postalCodeMessage(countryCode: string, postalCode: string): string | undefined {
  const result = locationSection.safeParse({ ...location, countryCode, postalCode });
  return result.error?.issues.find((issue) => issue.path.join('.') === 'postalCode')?.message;
}

describe('postal code of a location', () => {
  it('accepts a Saudi postal code of 5 digits', () => {
    expect(postalCodeIssue('SA', '12211')).toBeUndefined();
    expect(postalCodeMessage('SA', '12211')).toBeUndefined();
    expect(postalCodeMessage('SA', ' 23816 ')).toBeUndefined();
  });

  it.each([
    ['letters', 'abc'],
    ['4 digits', '1221'],
    ['6 digits', '122110'],
    ['the ZIP+4 form', '12211-3456'],
    ['digits with a space', '122 11'],
    ['Arabic-Indic digits', '١٢٢١١'],
  ])('refuses %s in Saudi Arabia: "A Saudi postal code is 5 digits"', (_name, code) => {
    expect(postalCodeIssue('SA', code)).toBe('postalCodeSaudi');
    expect(postalCodeMessage('SA', code)).toBe('validation.postalCodeSaudi');
  });

  it.each([
    ['a British code with a space', 'GB', 'SW1A 1AA'],
    ['a Dutch code', 'NL', '1012 AB'],
    ['a code with a dash', 'PL', '00-950'],
    ['a lower-case Canadian code', 'CA', 'k1a 0b1'],
    ['10 characters', 'US', '12345-6789'],
  ])('accepts letters, digits, space and dash elsewhere: %s', (_name, country, code) => {
    expect(postalCodeIssue(country, code)).toBeUndefined();
    expect(postalCodeMessage(country, code)).toBeUndefined();
  });

  it.each([
    ['punctuation', 'AE', '12#45'],
    ['only a dash', 'AE', '-'],
    ['Arabic letters', 'EG', 'القاهرة'],
  ])('refuses %s elsewhere', (_name, country, code) => {
    expect(postalCodeIssue(country, code)).toBe('postalCodeInvalid');
    expect(postalCodeMessage(country, code)).toBe('validation.postalCodeInvalid');
  });

  it('refuses more than 10 characters as too long, and an empty code as required', () => {
    expect(postalCodeMessage('GB', 'SW1A 1AA 12')).toBe('validation.tooLong');
    expect(postalCodeMessage('SA', '')).toBe('validation.required');
    expect(postalCodeIssue('SA', '')).toBeUndefined();
  });
});

describe('coordinates of a location', () => {
  function messageAt(change: object, path: string): string | undefined {
    const result = locationSection.safeParse({ ...location, ...change });
    return result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;
  }

  it('refuses a latitude past ±90 and a longitude past ±180 instead of clamping them', () => {
    expect(messageAt({ latitude: 221.5 }, 'latitude')).toBe('validation.latitudeRange');
    expect(messageAt({ latitude: -90.01 }, 'latitude')).toBe('validation.latitudeRange');
    expect(messageAt({ longitude: 180.5 }, 'longitude')).toBe('validation.longitudeRange');
    expect(messageAt({ longitude: -181 }, 'longitude')).toBe('validation.longitudeRange');
  });

  it('accepts the bounds themselves and no coordinates at all', () => {
    expect(locationSection.safeParse({ ...location, latitude: 90, longitude: -180 }).success).toBe(
      true,
    );
    expect(
      locationSection.safeParse({ ...location, latitude: null, longitude: null }).success,
    ).toBe(true);
  });
});
