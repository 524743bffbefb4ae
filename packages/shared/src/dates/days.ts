/**
 * A calendar day without a time or a time zone, as PostgreSQL's `date` and the API carry it:
 * "YYYY-MM-DD". Two such strings compare in calendar order with `<` and `>`.
 *
 * Arithmetic counts whole days on UTC midnights, where every day is 24 hours long, so no
 * daylight-saving change and no local time zone of the machine can shift a date.
 */
export type IsoDate = string;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcMidnight(year: number, month: number, day: number): Date {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function toIso(date: Date): IsoDate {
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) throw new RangeError(`year ${year} is outside 0001–9999`);
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${month}-${day}`;
}

/** A real calendar day written YYYY-MM-DD: "2024-02-29" is one, "2026-02-30" is not. */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return year >= 1 && toIso(utcMidnight(year, month, day)) === value;
}

function parse(date: IsoDate): Date {
  if (!isIsoDate(date)) throw new RangeError(`not a calendar date: ${String(date)}`);
  return new Date(`${date}T00:00:00Z`);
}

/** The UTC midnight starting the day: the instant `Intl` formats a date-only value at. */
export function utcMidnightOf(date: IsoDate): Date {
  return parse(date);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isSafeInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  return toIso(new Date(parse(date).getTime() + days * DAY_MS));
}

/** `count` days from `date` on (date, date + 1, …), the first parsed once for all of them. */
export function daysFrom(date: IsoDate, count: number): IsoDate[] {
  if (count <= 0) return [];
  addDays(date, count - 1); // refuses a last day past 9999 as addDays does
  const start = parse(date).getTime();
  return Array.from({ length: count }, (_, index) => toIso(new Date(start + index * DAY_MS)));
}

/** Whole days from `from` to `to`: negative when `to` comes first. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((parse(to).getTime() - parse(from).getTime()) / DAY_MS);
}

/**
 * The same day of a later (or earlier) month, or that month's last day when it is shorter:
 * 31 January + 1 month is 28 February (29 in a leap year), as in PostgreSQL's
 * `date + interval '1 month'`, so a plan's end date agrees in SQL and here.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  if (!Number.isSafeInteger(months)) {
    throw new RangeError(`months must be an integer, got ${months}`);
  }
  const start = parse(date);
  const monthIndex = start.getUTCFullYear() * 12 + start.getUTCMonth() + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  const lastDay = utcMidnight(year, month + 1, 0).getUTCDate();
  return toIso(utcMidnight(year, month, Math.min(start.getUTCDate(), lastDay)));
}

/** For sorting: negative when `a` is earlier, 0 on the same day, positive when later. */
export function compareDates(a: IsoDate, b: IsoDate): number {
  return daysBetween(b, a);
}

/** 0 for Sunday to 6 for Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return parse(date).getUTCDay();
}

const FRIDAY = 5;
const SATURDAY = 6;

/** The Saudi weekend is Friday and Saturday. */
export function isWeekend(date: IsoDate): boolean {
  const day = dayOfWeek(date);
  return day === FRIDAY || day === SATURDAY;
}
