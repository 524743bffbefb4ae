import { describe, expect, it } from 'vitest';
import { MONEY_MAX_HALALAS, multiplyHalalas, subtractHalalas, sumHalalas } from './amounts';
import {
  applyRate,
  divideRoundingHalfUp,
  percentOf,
  VAT_BASIS_POINTS,
  vatOn,
  withVat,
} from './rates';

describe('divideRoundingHalfUp', () => {
  it.each([
    [5n, 2n, 3n],
    [7n, 2n, 4n],
    [4n, 3n, 1n],
    [5n, 3n, 2n],
    [0n, 7n, 0n],
  ])('rounds %d / %d to %d (a tie goes up)', (numerator, denominator, expected) => {
    expect(divideRoundingHalfUp(numerator, denominator)).toBe(expected);
  });

  it.each([
    [-5n, 2n, -3n],
    [-7n, 2n, -4n],
    [-4n, 3n, -1n],
    [-5n, 3n, -2n],
  ])('rounds a negative tie away from zero: %d / %d is %d', (numerator, denominator, expected) => {
    expect(divideRoundingHalfUp(numerator, denominator)).toBe(expected);
  });

  it('rounds a negative amount to the exact negative of the positive one', () => {
    for (let numerator = 0n; numerator <= 300n; numerator += 1n) {
      expect(divideRoundingHalfUp(-numerator, 20n)).toBe(-divideRoundingHalfUp(numerator, 20n));
    }
  });

  it('refuses a zero or negative denominator', () => {
    expect(() => divideRoundingHalfUp(1n, 0n)).toThrow(RangeError);
    expect(() => divideRoundingHalfUp(1n, -2n)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it.each([
    [10, 1500, 2], // 1.5 halalas: a tie, rounded up
    [5, 1500, 1], // 0.75
    [3, 1500, 0], // 0.45
    [110, 1500, 17], // 16.5
    [100_00, 1250, 12_50], // 12.5 % of 100.00 SAR
    [33_33, 5000, 16_67], // half of 33.33 SAR is 16.665
    [1, 10_000, 1],
    [12_345, 0, 0],
  ])('takes %d halalas × %d basis points as %d halalas', (amount, basisPoints, expected) => {
    expect(percentOf(amount, basisPoints)).toBe(expected);
  });

  it('rounds a negative share away from zero (a refund mirrors its charge)', () => {
    expect(percentOf(-10, 1500)).toBe(-2);
    expect(percentOf(-3, 1500)).toBe(0);
    expect(percentOf(-110, 1500)).toBe(-17);
  });

  it('is exact for the largest price', () => {
    expect(percentOf(MONEY_MAX_HALALAS, 1)).toBe(100_000);
    expect(percentOf(MONEY_MAX_HALALAS, 1500)).toBe(150_000_000);
  });

  it('refuses a rate that is not whole basis points', () => {
    expect(() => percentOf(100, 12.5)).toThrow(RangeError);
  });
});

describe('applyRate', () => {
  it('multiplies by a fraction exactly and rounds once', () => {
    expect(applyRate(100, 1, 3)).toBe(33);
    expect(applyRate(200, 1, 3)).toBe(67);
    expect(applyRate(700_00, 3, 7)).toBe(300_00);
    expect(applyRate(1_000_00, 2, 8)).toBe(250_00);
  });

  it('refuses fractional amounts and rates', () => {
    expect(() => applyRate(10.5, 1, 2)).toThrow(RangeError);
    expect(() => applyRate(10, 0.5, 1)).toThrow(RangeError);
    expect(() => applyRate(10, 1, 0)).toThrow(RangeError);
  });
});

describe('VAT', () => {
  it('is 15 %', () => {
    expect(VAT_BASIS_POINTS).toBe(1500);
    expect(vatOn(100_00)).toBe(15_00);
    expect(withVat(100_00)).toBe(115_00);
  });

  it('rounds half-up to the halala: 0.10 SAR carries 0.02 SAR of VAT', () => {
    expect(vatOn(10)).toBe(2);
    expect(withVat(10)).toBe(12);
    expect(vatOn(3)).toBe(0);
  });

  it('follows the billing vector: 100.00 SAR less 10 % and a 20 SAR promo is 70.00, VAT 10.50, total 80.50', () => {
    const price = 100_00;
    const afterDiscount = subtractHalalas(price, percentOf(price, 1000));
    const taxable = subtractHalalas(afterDiscount, 20_00);
    expect(taxable).toBe(70_00);
    expect(vatOn(taxable)).toBe(10_50);
    expect(withVat(taxable)).toBe(80_50);
  });

  it('takes another rate when given one', () => {
    expect(vatOn(100_00, 500)).toBe(5_00);
  });
});

describe('sums and products of amounts', () => {
  it('adds exactly where floating-point riyals would not (0.10 + 0.20)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumHalalas([10, 20])).toBe(30);
    expect(sumHalalas([])).toBe(0);
  });

  it('multiplies a nightly price by nights', () => {
    expect(multiplyHalalas(450_00, 3)).toBe(1_350_00);
    expect(multiplyHalalas(MONEY_MAX_HALALAS, 365)).toBe(365_000_000_000);
  });

  it('subtracts to a negative balance', () => {
    expect(subtractHalalas(100_00, 150_00)).toBe(-50_00);
  });

  it('refuses fractions of a halala and results past the safe integers', () => {
    expect(() => sumHalalas([10, 0.5])).toThrow(RangeError);
    expect(() => sumHalalas([Number.NaN])).toThrow(RangeError);
    expect(() => multiplyHalalas(100, 1.5)).toThrow(RangeError);
    expect(() => multiplyHalalas(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
    expect(() => sumHalalas([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});
