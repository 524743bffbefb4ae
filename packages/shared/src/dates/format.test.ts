import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, hijriDate } from './format';

// Node 20's ICU: Arabic uses Arabic-Indic digits; its numeric styles put a right-to-left
// mark (U+200F) before each slash, and Hijri dates end in "هـ" / "AH".
const RLM = '\u200f';

const machineTimeZone = process.env.TZ;

afterEach(() => {
  if (machineTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineTimeZone;
});

describe('formatDate', () => {
  it('writes the Gregorian day in the long style by default', () => {
    expect(formatDate('2026-03-20', 'en')).toBe('March 20, 2026');
    expect(formatDate('2026-03-20', 'ar')).toBe('٢٠ مارس ٢٠٢٦');
  });

  it('writes the Umm al-Qura (Hijri) day when asked', () => {
    expect(formatDate('2026-03-20', 'en', { hijri: true })).toBe('Shawwal 1, 1447 AH');
    expect(formatDate('2026-03-20', 'ar', { hijri: true })).toBe('١ شوال ١٤٤٧ هـ');
  });

  it.each([
    ['full', 'Friday, March 20, 2026', 'الجمعة، ٢٠ مارس ٢٠٢٦'],
    ['medium', 'Mar 20, 2026', `٢٠${RLM}/٠٣${RLM}/٢٠٢٦`],
    ['short', '3/20/26', `٢٠${RLM}/٣${RLM}/٢٠٢٦`],
  ] as const)('writes the %s style', (style, english, arabic) => {
    expect(formatDate('2026-03-20', 'en', { style })).toBe(english);
    expect(formatDate('2026-03-20', 'ar', { style })).toBe(arabic);
  });

  it('writes both calendars across the Gregorian and the Hijri new year', () => {
    expect(formatDate('2026-12-31', 'en')).toBe('December 31, 2026');
    expect(formatDate('2027-01-01', 'ar')).toBe('١ يناير ٢٠٢٧');
    expect(formatDate('2027-01-01', 'en', { hijri: true })).toBe('Rajab 23, 1448 AH');
    expect(formatDate('2026-06-15', 'ar', { hijri: true })).toBe('٢٩ ذو الحجة ١٤٤٧ هـ');
    expect(formatDate('2026-06-16', 'ar', { hijri: true })).toBe('١ محرم ١٤٤٨ هـ');
    expect(formatDate('2026-06-16', 'en', { hijri: true, style: 'short' })).toBe('1/1/1448 AH');
  });

  it('shows the same day on a machine far west or east of UTC', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDate('2026-03-20', 'en')).toBe('March 20, 2026');
    process.env.TZ = 'Pacific/Kiritimati';
    expect(formatDate('2026-03-20', 'en', { hijri: true })).toBe('Shawwal 1, 1447 AH');
  });

  it('refuses a day that does not exist', () => {
    expect(() => formatDate('2026-02-30', 'en')).toThrow(RangeError);
  });
});

describe('hijriDate', () => {
  it.each([
    ['2026-03-19', { year: 1447, month: 9, day: 30 }],
    ['2026-03-20', { year: 1447, month: 10, day: 1 }],
    ['2026-06-15', { year: 1447, month: 12, day: 29 }],
    ['2026-06-16', { year: 1448, month: 1, day: 1 }],
    ['2024-02-29', { year: 1445, month: 8, day: 19 }],
  ])('gives %s as the Umm al-Qura day %o', (date, hijri) => {
    expect(hijriDate(date)).toEqual(hijri);
  });
});
