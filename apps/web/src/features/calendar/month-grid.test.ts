import { describe, expect, it } from 'vitest';
import { lastDayOf, monthOf, monthWeeks, shiftMonth, shownSpan } from './month-grid';

describe('monthWeeks', () => {
  it('starts on Sunday and leaves the days of other months empty', () => {
    // 1 March 2026 is a Sunday; 31 March a Tuesday.
    const weeks = monthWeeks('2026-03-15');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(weeks[4]).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);
  });

  it('puts Friday and Saturday in the last two columns', () => {
    // 1 May 2026 is a Friday.
    const [first] = monthWeeks('2026-05-01');
    expect(first).toEqual([null, null, null, null, null, '2026-05-01', '2026-05-02']);
  });

  it('holds every day of a leap February once', () => {
    const days = monthWeeks('2024-02-10')
      .flat()
      .filter((day) => day !== null);
    expect(days).toHaveLength(29);
    expect(days.at(-1)).toBe('2024-02-29');
  });
});

describe('months', () => {
  it('moves across years and knows each month’s last day', () => {
    expect(monthOf('2026-12-31')).toBe('2026-12-01');
    expect(shiftMonth('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftMonth('2026-01-15', -1)).toBe('2025-12-01');
    expect(lastDayOf('2026-02-03')).toBe('2026-02-28');
    expect(lastDayOf('2024-02-03')).toBe('2024-02-29');
  });

  it('asks for the days of the months shown, both ends included', () => {
    expect(shownSpan('2026-11-20', 2)).toEqual({ from: '2026-11-01', to: '2026-12-31' });
    expect(shownSpan('2026-11-20', 1)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});
