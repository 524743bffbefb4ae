import { describe, expect, it } from 'vitest';
import { emailField, loginRequest, signupRequest } from '../accounts/schemas';
import { userDefinitionParams, userDefinitionRequest } from '../definitions/schemas';
import {
  amenitiesSection,
  descriptionSection,
  listingsQuery,
  locationSection,
} from '../listings/schemas';
import { DB_INTEGER_MAX, dbId, dbIdParam, isStorableText, safeText } from './fields';

interface Parsed {
  success: boolean;
  error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
}

/** The message of the first issue at a path, or undefined when the value is accepted. */
function messageAt(result: Parsed, path: string): string | undefined {
  return result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;
}

describe('safeText', () => {
  it.each([
    ['a NUL character', 'Olaya\u0000Riyadh'],
    ['only a NUL character', '\u0000'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udfff'],
    ['a low surrogate before a high one', '\udc00\ud800'],
  ])('refuses text with %s as invalidText', (_name, value) => {
    expect(messageAt(safeText().safeParse(value), '')).toBe('validation.invalidText');
    expect(isStorableText(value)).toBe(false);
  });

  it.each([
    ['Arabic', 'شقة العليا الفاخرة'],
    ['a paired surrogate (emoji)', 'Olaya 🏠'],
    ['other control characters', 'line\nbreak\ttab'],
    ['empty text', ''],
  ])('accepts %s', (_name, value) => {
    expect(safeText().safeParse(value).success).toBe(true);
  });

  it('says required when the text is missing and invalidValue when it is not text', () => {
    expect(messageAt(safeText().safeParse(undefined), '')).toBe('validation.required');
    expect(messageAt(safeText().safeParse(null), '')).toBe('validation.required');
    expect(messageAt(safeText().safeParse(1), '')).toBe('validation.invalidValue');
    expect(messageAt(safeText().safeParse(['x']), '')).toBe('validation.invalidValue');
  });

  it('runs the rules chained after it only on storable text', () => {
    const issues = safeText().trim().min(5, 'short').safeParse('\u0000').error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual(['validation.invalidText']);
  });
});

describe('dbId', () => {
  it('accepts ids from 1 to the largest PostgreSQL integer', () => {
    expect(DB_INTEGER_MAX).toBe(2_147_483_647);
    expect(dbId.safeParse(1).success).toBe(true);
    expect(dbId.safeParse(2_147_483_647).success).toBe(true);
  });

  it.each([2_147_483_648, 1e308, 0, -1, 1.5])('refuses %s as invalidValue', (value) => {
    expect(messageAt(dbId.safeParse(value), '')).toBe('validation.invalidValue');
  });

  it('says mustBeNumber for text and required for nothing', () => {
    expect(messageAt(dbId.safeParse('1'), '')).toBe('validation.mustBeNumber');
    expect(messageAt(dbId.safeParse(undefined), '')).toBe('validation.required');
  });

  it('reads the same range from a URL', () => {
    expect(dbIdParam.safeParse('2147483647').data).toBe(2_147_483_647);
    for (const value of ['2147483648', '1e308', '0', '-1', 'abc', '1.5']) {
      expect(messageAt(dbIdParam.safeParse(value), '')).toBe('validation.invalidValue');
    }
  });
});

describe('the request schemas', () => {
  const signup = {
    firstName: 'Sara',
    lastName: 'Alharbi',
    email: 'sara@example.sa',
    password: 'Nuzul-Stay#2026',
  };

  it('say a value of the wrong type is invalid, and only a missing one is required', () => {
    expect(messageAt(loginRequest.safeParse({ email: 1, password: 'x' }), 'email')).toBe(
      'validation.invalidValue',
    );
    expect(messageAt(loginRequest.safeParse({ password: 'x' }), 'email')).toBe(
      'validation.required',
    );
    expect(messageAt(emailField.safeParse(''), '')).toBe('validation.required');
    expect(messageAt(loginRequest.safeParse({ ...signup, remember: 'yes' }), 'remember')).toBe(
      'validation.invalidValue',
    );
  });

  it('refuse NUL in sign-up names and definition names', () => {
    expect(
      messageAt(signupRequest.safeParse({ ...signup, firstName: 'Sa\u0000ra' }), 'firstName'),
    ).toBe('validation.invalidText');
    expect(
      messageAt(userDefinitionRequest.safeParse({ kind: 'amenity', nameAr: '\u0000' }), 'nameAr'),
    ).toBe('validation.invalidText');
  });

  it('refuse a lone surrogate in a description part', () => {
    const result = descriptionSection.safeParse({
      ar: { description: 'ن'.repeat(400), space: '\ud800' },
      en: {},
    });
    expect(messageAt(result, 'ar.space')).toBe('validation.invalidText');
  });

  it('refuse definition ids past the PostgreSQL integer range wherever they appear', () => {
    const location = {
      countryCode: 'SA',
      cityId: 2_147_483_648,
      address: 'King Fahd Road',
      postalCode: '12211',
      floorNumber: 1,
      totalFloors: 4,
      pointsOfInterest: [
        { label: 'Mosque', kindId: 2_147_483_648, distanceValue: 1, distanceUnitId: 1e308 },
      ],
    };
    const result = locationSection.safeParse(location);
    expect(messageAt(result, 'cityId')).toBe('validation.invalidValue');
    expect(messageAt(result, 'pointsOfInterest.0.kindId')).toBe('validation.invalidValue');
    expect(messageAt(result, 'pointsOfInterest.0.distanceUnitId')).toBe('validation.invalidValue');
    const rooms = amenitiesSection.safeParse({
      amenityIds: [2_147_483_648],
      rooms: [{ compositionId: 2, amenityIds: [2_147_483_648] }],
    });
    expect(messageAt(rooms, 'amenityIds.0')).toBe('validation.invalidValue');
    expect(messageAt(rooms, 'rooms.0.amenityIds.0')).toBe('validation.invalidValue');
    expect(messageAt(userDefinitionParams.safeParse({ id: '2147483648' }), 'id')).toBe(
      'validation.invalidValue',
    );
  });

  it('refuse NUL in the listings search and pages past the integer range', () => {
    expect(messageAt(listingsQuery.safeParse({ search: '\u0000' }), 'search')).toBe(
      'validation.invalidText',
    );
    expect(messageAt(listingsQuery.safeParse({ page: '2147483648' }), 'page')).toBe(
      'validation.invalidValue',
    );
  });
});
