import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysFrom,
  compareDates,
  dayOfWeek,
  daysBetween,
  isIsoDate,
  isWeekend,
} from './days';
import { isoDate } from './schemas';

const machineTimeZone = process.env.TZ;

afterEach(() => {
  if (machineTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineTimeZone;
});

describe('isIsoDate and the isoDate schema', () => {
  it.each(['2026-03-20', '2024-02-29', '2000-02-29', '2026-12-31', '0001-01-01', '9999-12-31'])(
    'accept the real day %s',
    (value) => {
      expect(isIsoDate(value)).toBe(true);
      expect(isoDate.safeParse(value).data).toBe(value);
    },
  );

  it.each([
    ['30 February', '2026-02-30'],
    ['29 February of a common year', '2025-02-29'],
    ['29 February of 2100 (not a leap year)', '2100-02-29'],
    ['31 April', '2026-04-31'],
    ['month 13', '2026-13-01'],
    ['month 0', '2026-00-10'],
    ['day 0', '2026-01-00'],
    ['year 0', '0000-01-01'],
    ['one-digit month and day', '2026-1-5'],
    ['a timestamp', '2026-01-05T00:00:00Z'],
    ['spaces', ' 2026-01-05'],
    ['Arabic-Indic digits', '٢٠٢٦-٠١-٠٥'],
    ['empty text', ''],
  ])('refuse %s as invalidValue', (_name, value) => {
    expect(isIsoDate(value)).toBe(false);
    expect(isoDate.safeParse(value).error?.issues[0]?.message).toBe('validation.invalidValue');
  });

  it('says required for nothing and invalidValue for a number', () => {
    expect(isoDate.safeParse(undefined).error?.issues[0]?.message).toBe('validation.required');
    expect(isoDate.safeParse(null).error?.issues[0]?.message).toBe('validation.required');
    expect(isoDate.safeParse(20260320).error?.issues[0]?.message).toBe('validation.invalidValue');
  });
});

describe('addDays', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-01-01', 365, '2024-12-31'],
    ['2026-03-20', 0, '2026-03-20'],
  ])('moves %s by %d days to %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('counts whole days whatever the machine’s time zone and its daylight saving', () => {
    process.env.TZ = 'America/Los_Angeles'; // clocks moved forward on 8 March 2026
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    process.env.TZ = 'Pacific/Kiritimati'; // UTC+14
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('refuses a date that is not a day and a fraction of a day', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-03-20', 0.5)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it('counts days across months, years and leap days; negative backwards', () => {
    expect(daysBetween('2026-01-31', '2026-03-01')).toBe(29);
    expect(daysBetween('2024-01-31', '2024-03-01')).toBe(30);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2026-03-20', '2026-03-13')).toBe(-7);
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-03-31', 6, '2026-09-30'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-01-15', -1, '2025-12-15'],
  ])(
    'moves %s by %d months to %s (the month’s last day when shorter)',
    (date, months, expected) => {
      expect(addMonths(date, months)).toBe(expected);
    },
  );
});

describe('compareDates', () => {
  it('sorts days in calendar order', () => {
    const days = ['2027-01-01', '2026-12-31', '2026-02-01', '2026-12-30'];
    expect([...days].sort(compareDates)).toEqual([
      '2026-02-01',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(compareDates('2026-03-20', '2026-03-20')).toBe(0);
  });
});

describe('the Saudi weekend', () => {
  it('is Friday and Saturday', () => {
    expect(dayOfWeek('2026-03-20')).toBe(5);
    expect(isWeekend('2026-03-19')).toBe(false); // Thursday
    expect(isWeekend('2026-03-20')).toBe(true); // Friday
    expect(isWeekend('2026-03-21')).toBe(true); // Saturday
    expect(isWeekend('2026-03-22')).toBe(false); // Sunday
  });
});

describe('daysFrom', () => {
  it('answers count days from the date on, across months, leap days and years', () => {
    expect(daysFrom('2024-02-28', 3)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysFrom('2026-12-31', 2)).toEqual(['2026-12-31', '2027-01-01']);
    expect(daysFrom('2026-12-31', 0)).toEqual([]);
  });

  it('refuses a day that is not one, and a last day past 9999, as addDays does', () => {
    expect(() => daysFrom('2026-02-30', 1)).toThrow(RangeError);
    expect(() => daysFrom('9999-12-31', 2)).toThrow(RangeError);
    expect(daysFrom('9999-12-30', 2)).toEqual(['9999-12-30', '9999-12-31']);
  });
});
