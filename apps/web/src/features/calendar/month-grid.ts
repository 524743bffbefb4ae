import { addDays, addMonths, dayOfWeek, type IsoDate } from '@nuzul/shared/dates';

/**
 * The week starts on Sunday, as the Saudi working week does, so Friday and Saturday (the
 * weekend) are the last two columns.
 */
export const WEEK_START = 0;

/** The first day of the date's month. */
export function monthOf(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** The month `count` months after (or before) the month of `month`. */
export function shiftMonth(month: IsoDate, count: number): IsoDate {
  return addMonths(monthOf(month), count);
}

/** The last day of the month. */
export function lastDayOf(month: IsoDate): IsoDate {
  return addDays(addMonths(monthOf(month), 1), -1);
}

/**
 * A month as weeks of seven cells, Sunday first; the cells before the 1st and after the last
 * day are null (a month shows only its own days).
 */
export function monthWeeks(month: IsoDate): (IsoDate | null)[][] {
  const first = monthOf(month);
  const last = lastDayOf(first);
  const lead = (dayOfWeek(first) - WEEK_START + 7) % 7;
  const cells: (IsoDate | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** The weekday columns, Sunday first, as day-of-week numbers (0 = Sunday). */
export function weekdayColumns(): number[] {
  return Array.from({ length: 7 }, (_, index) => (WEEK_START + index) % 7);
}

/** The days asked of the calendar endpoint for the months shown: `[first, last]` inclusive. */
export function shownSpan(firstMonth: IsoDate, monthCount: number): { from: IsoDate; to: IsoDate } {
  const from = monthOf(firstMonth);
  return { from, to: lastDayOf(shiftMonth(from, monthCount - 1)) };
}
