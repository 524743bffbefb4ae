import { describe, expect, it } from 'vitest';
import { MONEY_MAX_HALALAS } from './amounts';
import { basisPointsField, halalasAmount, money, moneySchema } from './schemas';

interface Parsed {
  success: boolean;
  error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
}

function messageAt(result: Parsed, path: string): string | undefined {
  return result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;
}

describe('halalasAmount', () => {
  it('accepts whole halalas from 0 to 10,000,000 SAR', () => {
    expect(MONEY_MAX_HALALAS).toBe(10_000_000_00);
    for (const value of [0, 1, 12_345, MONEY_MAX_HALALAS]) {
      expect(halalasAmount.safeParse(value).success).toBe(true);
    }
  });

  it.each([
    ['a fraction of a halala (more than two decimals of SAR)', 1234.5, 'validation.maxTwoDecimals'],
    ['more than 10,000,000 SAR', MONEY_MAX_HALALAS + 1, 'validation.tooLarge'],
    ['1e308', 1e308, 'validation.tooLarge'],
    ['a negative amount', -1, 'validation.invalidValue'],
    ['text', '100', 'validation.mustBeNumber'],
    ['nothing', undefined, 'validation.required'],
    ['null', null, 'validation.required'],
  ])('refuses %s', (_name, value, message) => {
    expect(messageAt(halalasAmount.safeParse(value), '')).toBe(message);
  });

  it('takes a field’s own lower bound chained after it', () => {
    const dailyPrice = halalasAmount.min(1, 'validation.atLeastOne');
    expect(messageAt(dailyPrice.safeParse(0), '')).toBe('validation.atLeastOne');
    expect(dailyPrice.safeParse(1).success).toBe(true);
  });
});

describe('moneySchema', () => {
  it('is an amount of halalas in SAR', () => {
    expect(moneySchema.parse({ amount: 12_345, currency: 'SAR' })).toEqual(money(12_345));
    expect(money(500)).toEqual({ amount: 500, currency: 'SAR' });
  });

  it('refuses another currency and a missing one', () => {
    expect(messageAt(moneySchema.safeParse({ amount: 1, currency: 'USD' }), 'currency')).toBe(
      'validation.invalidValue',
    );
    expect(messageAt(moneySchema.safeParse({ amount: 1 }), 'currency')).toBe('validation.required');
    expect(messageAt(moneySchema.safeParse({ amount: 1.5, currency: 'SAR' }), 'amount')).toBe(
      'validation.maxTwoDecimals',
    );
    expect(messageAt(moneySchema.safeParse(undefined), '')).toBe('validation.required');
  });
});

describe('basisPointsField', () => {
  it('takes 0 % to 100 % in hundredths of a percent', () => {
    expect(basisPointsField.safeParse(0).success).toBe(true);
    expect(basisPointsField.safeParse(1500).success).toBe(true);
    expect(basisPointsField.safeParse(10_000).success).toBe(true);
    expect(messageAt(basisPointsField.safeParse(10_001), '')).toBe('validation.tooLarge');
    expect(messageAt(basisPointsField.safeParse(12.5), '')).toBe('validation.maxTwoDecimals');
    expect(messageAt(basisPointsField.safeParse(-1), '')).toBe('validation.invalidValue');
  });
});
