import type { Language } from '../accounts/rules';
import { intlLocale } from '../intl/locales';
import { utcMidnightOf, type IsoDate } from './days';

export type DateStyle = 'full' | 'long' | 'medium' | 'short';

export interface FormatDateOptions {
  /** The Umm al-Qura (Hijri) date instead of the Gregorian one. */
  hijri?: boolean;
  style?: DateStyle;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // A date-only value is formatted at its UTC midnight in UTC: the day never moves with
    // the time zone of the machine or the browser.
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

// The calendar is always named: ICU versions disagree on whether ar-SA defaults to the
// Gregorian or the Umm al-Qura calendar (Node 20 picks Gregorian).
function calendarLocale(language: Language, hijri: boolean): string {
  return `${intlLocale(language)}-u-ca-${hijri ? 'islamic-umalqura' : 'gregory'}`;
}

/**
 * A calendar day for people to read. With Node 20's ICU, 2026-03-20 is "March 20, 2026" and
 * "٢٠ مارس ٢٠٢٦" (long, the default); with `hijri` it is "Shawwal 1, 1447 AH" and
 * "١ شوال ١٤٤٧ هـ".
 */
export function formatDate(
  date: IsoDate,
  language: Language,
  { hijri = false, style = 'long' }: FormatDateOptions = {},
): string {
  return formatterFor(calendarLocale(language, hijri), { dateStyle: style }).format(
    utcMidnightOf(date),
  );
}

export interface HijriDate {
  year: number;
  /** 1 (Muharram) to 12 (Dhu al-Hijjah). */
  month: number;
  day: number;
}

/** The Umm al-Qura date of a day as numbers, e.g. for the small Hijri day on a calendar. */
export function hijriDate(date: IsoDate): HijriDate {
  const parts = formatterFor('en-u-ca-islamic-umalqura-nu-latn', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(utcMidnightOf(date));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}
