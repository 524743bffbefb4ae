import { addDays, daysBetween, daysFrom, type IsoDate } from './days';

/**
 * A stay is the nights from arrival up to, not including, departure: `[arrival, departure)`.
 * The departure day is not a night, so it may be the next guest's arrival day. A stay has at
 * least one night. Bookings store it as dateFrom = arrival, dateTo = departure.
 */
export interface Stay {
  arrival: IsoDate;
  departure: IsoDate;
}

/**
 * Days counted with both ends: `[from, to]`. Seasons, blocks and a range chosen on the
 * calendar are day ranges; `from === to` is one day. They store dateFrom and dateTo too,
 * which is why the two shapes have different names here.
 */
export interface DayRange {
  from: IsoDate;
  to: IsoDate;
}

/** At least one night: the departure comes after the arrival. */
export function isValidStay(arrival: IsoDate, departure: IsoDate): boolean {
  return daysBetween(arrival, departure) >= 1;
}

/** The start is not after the end (a one-day range is valid). */
export function isValidDayRange(from: IsoDate, to: IsoDate): boolean {
  return daysBetween(from, to) >= 0;
}

/** Nights of a stay; throws for a departure that is not after the arrival. */
export function nightsBetween(arrival: IsoDate, departure: IsoDate): number {
  if (!isValidStay(arrival, departure)) {
    throw new RangeError(`departure ${departure} is not after arrival ${arrival}`);
  }
  return daysBetween(arrival, departure);
}

/** The date of each night of a stay, arrival first; the departure day is not among them. */
export function eachNight(arrival: IsoDate, departure: IsoDate): IsoDate[] {
  return daysFrom(arrival, nightsBetween(arrival, departure));
}

/** Days of a range, both ends counted: 1–10 June is 10 days. */
export function dayCount(from: IsoDate, to: IsoDate): number {
  if (!isValidDayRange(from, to))
    throw new RangeError(`range end ${to} is before its start ${from}`);
  return daysBetween(from, to) + 1;
}

/** Each day of a range, both ends included. */
export function eachDay(from: IsoDate, to: IsoDate): IsoDate[] {
  return daysFrom(from, dayCount(from, to));
}

/**
 * The stay whose nights are the chosen days: departure is the day after the last chosen
 * day. Book Reservation on calendar days 10–12 is arrival 10, departure 13 (3 nights).
 */
export function stayOfDays(range: DayRange): Stay {
  if (!isValidDayRange(range.from, range.to)) {
    throw new RangeError(`range end ${range.to} is before its start ${range.from}`);
  }
  return { arrival: range.from, departure: addDays(range.to, 1) };
}

/** The days a stay occupies on the calendar: its nights, without the departure day. */
export function daysOfStay(stay: Stay): DayRange {
  if (!isValidStay(stay.arrival, stay.departure)) {
    throw new RangeError(`departure ${stay.departure} is not after arrival ${stay.arrival}`);
  }
  return { from: stay.arrival, to: addDays(stay.departure, -1) };
}

/** Whether the date is one of the stay's nights (the departure day is not). */
export function stayHasNight(stay: Stay, date: IsoDate): boolean {
  return stay.arrival <= date && date < stay.departure;
}

/** Whether the range covers the date, both ends included. */
export function dayRangeHas(range: DayRange, date: IsoDate): boolean {
  return range.from <= date && date <= range.to;
}

/** Two stays share a night; back-to-back stays (one leaves the day the other arrives) do not. */
export function staysOverlap(a: Stay, b: Stay): boolean {
  return a.arrival < b.departure && b.arrival < a.departure;
}

/** Two day ranges share a day: 1–10 and 10–20 June do, 1–10 and 11–20 June do not. */
export function dayRangesOverlap(a: DayRange, b: DayRange): boolean {
  return a.from <= b.to && b.from <= a.to;
}

/** A stay has a night on one of the range's days (a booking over a block). */
export function stayOverlapsDays(stay: Stay, range: DayRange): boolean {
  return stay.arrival <= range.to && range.from < stay.departure;
}
