import type { Language } from '@nuzul/shared/accounts';
import { intlLocale, utcMidnightOf, type IsoDate } from '@nuzul/shared/dates';

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

// Date-only values are formatted at their UTC midnight in UTC: the day never moves with the
// browser's time zone.
function dateFormat(language: Language, calendar: string, options: Intl.DateTimeFormatOptions) {
  return cached(`${language}|${calendar}|${JSON.stringify(options)}`, () => {
    return new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-${calendar}`, {
      ...options,
      timeZone: 'UTC',
    });
  });
}

/** The day of the month in the language's digits: "7", "٧". */
export function dayNumber(date: IsoDate, language: Language): string {
  return dateFormat(language, 'gregory', { day: 'numeric' }).format(utcMidnightOf(date));
}

/** The Umm al-Qura day beneath it ("ar-SA-u-ca-islamic-umalqura"): "19", "١٩". */
export function hijriDayNumber(date: IsoDate, language: Language): string {
  return dateFormat(language, 'islamic-umalqura', { day: 'numeric' }).format(utcMidnightOf(date));
}

/** A month's title: "March 2026", "مارس ٢٠٢٦". */
export function monthTitle(month: IsoDate, language: Language): string {
  return dateFormat(language, 'gregory', { month: 'long', year: 'numeric' }).format(
    utcMidnightOf(month),
  );
}

/** The Hijri months a Gregorian month spans: "Ramadan – Shawwal 1447 AH". */
export function hijriMonthsTitle(first: IsoDate, last: IsoDate, language: Language): string {
  const format = dateFormat(language, 'islamic-umalqura', { month: 'long', year: 'numeric' });
  return format.formatRange(utcMidnightOf(first), utcMidnightOf(last));
}

/** A weekday's short name, 0 = Sunday: "Sun", "الأحد". */
export function weekdayName(dayOfWeek: number, language: Language): string {
  // 4 January 1970 was a Sunday.
  const sunday = Date.UTC(1970, 0, 4);
  return dateFormat(language, 'gregory', { weekday: 'short' }).format(
    new Date(sunday + dayOfWeek * 86_400_000),
  );
}

/** A day in full for the screen reader and the tooltip: "Friday, 20 March 2026". */
export function fullDay(date: IsoDate, language: Language): string {
  return dateFormat(language, 'gregory', { dateStyle: 'full' }).format(utcMidnightOf(date));
}

/** A night's price in the cell, in whole riyals when it has no halalas: "450", "٤٥٠٫٥". */
export function cellPrice(halalas: number, language: Language): string {
  return cached(`${language}|price`, () => {
    return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 });
  }).format(halalas / 100);
}
