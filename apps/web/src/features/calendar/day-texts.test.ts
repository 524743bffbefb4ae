import { describe, expect, it } from 'vitest';
import { cellPrice, dayNumber, hijriDayNumber, monthTitle, weekdayName } from './day-texts';

describe('calendar texts', () => {
  it('writes the day and its Umm al-Qura day in the language’s digits', () => {
    // 20 March 2026 is 1 Shawwal 1447.
    expect(dayNumber('2026-03-20', 'en')).toBe('20');
    expect(hijriDayNumber('2026-03-20', 'en')).toBe('1');
    expect(dayNumber('2026-03-20', 'ar')).toBe('٢٠');
    expect(hijriDayNumber('2026-03-19', 'ar')).toBe('٣٠');
  });

  it('names months and weekdays', () => {
    expect(monthTitle('2026-03-01', 'en')).toBe('March 2026');
    expect(weekdayName(5, 'en')).toBe('Fri');
    expect(weekdayName(0, 'ar')).toBe('الأحد');
  });

  it('writes a night’s price in riyals, with halalas only when it has them', () => {
    expect(cellPrice(45_000, 'en')).toBe('450');
    expect(cellPrice(45_050, 'en')).toBe('450.5');
    expect(cellPrice(123_400, 'en')).toBe('1,234');
    expect(cellPrice(45_000, 'ar')).toBe('٤٥٠');
  });
});
