import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, parsePercent, parseSar, toSarText } from './text';

// Node 20's ICU writes Arabic amounts with Arabic-Indic digits, the Arabic thousands (U+066C)
// and decimal (U+066B) separators and the abbreviation "ر.س." after a no-break space, wrapped
// in right-to-left marks (U+200F); a minus sign is preceded by an Arabic letter mark (U+061C).
// English puts "SAR" and a no-break space before the amount.
const RLM = '\u200f';
const ALM = '\u061c';
const NBSP = '\u00a0';

describe('parseSar', () => {
  it.each([
    ['123.45', 12_345],
    ['7', 700],
    ['7.5', 750],
    ['0.05', 5],
    ['1.15', 115], // Math.floor(1.15 * 100) is 114
    ['007.10', 710],
    [' 12 ', 1200],
    ['١٢٣٫٤٥', 12_345],
    ['۷۵', 7500],
    ['10000000', 1_000_000_000],
  ])('reads %j as %d halalas', (text, halalas) => {
    expect(parseSar(text)).toBe(halalas);
  });

  it.each(['1.005', '1,234', '1e3', '', '.5', '5.', '+5', 'abc', '12 SAR', '0x10', 'Infinity'])(
    'refuses %j',
    (text) => {
      expect(parseSar(text)).toBeUndefined();
    },
  );

  it('refuses a negative amount unless the field allows one', () => {
    expect(parseSar('-12.50')).toBeUndefined();
    expect(parseSar('-12.50', { allowNegative: true })).toBe(-1250);
  });

  it('refuses an amount past the safe integers instead of rounding it', () => {
    expect(parseSar('90071992547409.91')).toBe(9_007_199_254_740_991);
    expect(parseSar('90071992547409.92')).toBeUndefined();
  });
});

describe('parsePercent', () => {
  it('reads a percentage with at most two decimals as basis points', () => {
    expect(parsePercent('15')).toBe(1500);
    expect(parsePercent('12.5')).toBe(1250);
    expect(parsePercent('0.01')).toBe(1);
    expect(parsePercent('١٢٫٥')).toBe(1250);
    expect(parsePercent('12.345')).toBeUndefined();
    expect(parsePercent('-1')).toBeUndefined();
  });
});

describe('toSarText', () => {
  it.each([
    [12_345, '123.45'],
    [5, '0.05'],
    [0, '0.00'],
    [100_000, '1000.00'],
    [-5, '-0.05'],
    [-12_345, '-123.45'],
    [9_007_199_254_740_991, '90071992547409.91'],
  ])('writes %d halalas as %j', (halalas, text) => {
    expect(toSarText(halalas)).toBe(text);
    expect(parseSar(text, { allowNegative: true })).toBe(halalas);
  });

  it('refuses a fraction of a halala', () => {
    expect(() => toSarText(0.5)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [123_456, `SAR${NBSP}1,234.56`],
    [0, `SAR${NBSP}0.00`],
    [5, `SAR${NBSP}0.05`],
    [-1_234, `-SAR${NBSP}12.34`],
    [1_000_000_000, `SAR${NBSP}10,000,000.00`],
  ])('writes %d halalas in English as %j', (halalas, text) => {
    expect(formatMoney(halalas, 'en')).toBe(text);
  });

  it.each([
    [123_456, `${RLM}١٬٢٣٤٫٥٦${NBSP}ر.س.${RLM}`],
    [0, `${RLM}٠٫٠٠${NBSP}ر.س.${RLM}`],
    [5, `${RLM}٠٫٠٥${NBSP}ر.س.${RLM}`],
    [-1_234, `${ALM}-${RLM}١٢٫٣٤${NBSP}ر.س.${RLM}`],
    [1_000_000_000, `${RLM}١٠٬٠٠٠٬٠٠٠٫٠٠${NBSP}ر.س.${RLM}`],
  ])('writes %d halalas in Arabic with Arabic-Indic digits', (halalas, text) => {
    expect(formatMoney(halalas, 'ar')).toBe(text);
  });

  it('shows the last halala of an amount a float could not hold', () => {
    expect(String(Number('90071992547409.93'))).toBe('90071992547409.94');
    expect(formatMoney(9_007_199_254_740_991, 'en')).toBe(`SAR${NBSP}90,071,992,547,409.91`);
  });
});

describe('formatPercent', () => {
  it('writes basis points as a percentage with up to two decimals', () => {
    expect(formatPercent(1500, 'en')).toBe('15%');
    expect(formatPercent(1250, 'en')).toBe('12.5%');
    expect(formatPercent(1, 'en')).toBe('0.01%');
    expect(formatPercent(10_000, 'en')).toBe('100%');
    expect(formatPercent(1500, 'ar')).toBe('١٥٪\u061c');
    expect(formatPercent(1250, 'ar')).toBe('١٢٫٥٪\u061c');
  });
});
