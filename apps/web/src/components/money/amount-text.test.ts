import { describe, expect, it } from 'vitest';
import {
  basisPointsFromText,
  halalasFromText,
  textFromBasisPoints,
  textFromHalalas,
} from './amount-text';

describe('halalasFromText', () => {
  it('reads riyals exactly as halalas, where floating point would not (0.29 × 100)', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(halalasFromText('0.29')).toBe(29);
    expect(halalasFromText('123.45')).toBe(12345);
    expect(halalasFromText('7')).toBe(700);
    expect(halalasFromText('١٢٣٫٤٥')).toBe(12345);
  });

  it('is null for a blank field', () => {
    expect(halalasFromText('')).toBeNull();
    expect(halalasFromText(null)).toBeNull();
    expect(halalasFromText(undefined)).toBeNull();
  });

  it('passes a third decimal on as a fraction of a halala, for the schema to refuse', () => {
    expect(Number.isInteger(halalasFromText('12.345'))).toBe(false);
  });
});

describe('textFromHalalas', () => {
  it('writes halalas as riyals with two decimals', () => {
    expect(textFromHalalas(12345)).toBe('123.45');
    expect(textFromHalalas(5)).toBe('0.05');
    expect(textFromHalalas(0)).toBe('0.00');
    expect(textFromHalalas(null)).toBeNull();
    expect(textFromHalalas(1234.5)).toBeNull();
  });
});

describe('percent text', () => {
  it('reads a percentage as basis points and writes it back without trailing zeros', () => {
    expect(basisPointsFromText('15')).toBe(1500);
    expect(basisPointsFromText('12.5')).toBe(1250);
    expect(basisPointsFromText('0.01')).toBe(1);
    expect(textFromBasisPoints(1500)).toBe('15');
    expect(textFromBasisPoints(1250)).toBe('12.5');
    expect(textFromBasisPoints(1)).toBe('0.01');
    expect(textFromBasisPoints(10_000)).toBe('100');
    expect(textFromBasisPoints(null)).toBeNull();
  });
});
