import { intlLocale } from '@nuzul/shared/dates';
import type { Language } from '../../app/i18n';

export type BucketGrouping = 'month' | 'day';

/**
 * A chart bucket ("2026-11-01", its first day) as people read it on an axis: "Nov 2026" /
 * "نوفمبر ٢٠٢٦" by month, "Nov 24" / "٢٤ نوفمبر" by day. Gregorian in both languages, in UTC
 * so that no time zone moves a day.
 */
export function bucketLabel(bucket: string, groupBy: BucketGrouping, language: Language): string {
  const [year = 1970, month = 1, day = 1] = bucket.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const options: Intl.DateTimeFormatOptions =
    groupBy === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC', calendar: 'gregory' }
      : { month: 'short', day: 'numeric', timeZone: 'UTC', calendar: 'gregory' };
  return new Intl.DateTimeFormat(intlLocale(language), options).format(date);
}

/** A count as people read it in the language ("1,234", "١٬٢٣٤"). */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}
