import type { CalendarBooking, CalendarDay } from '@nuzul/shared/bookings';
import { addDays, type DayRange, type IsoDate } from '@nuzul/shared/dates';

/** The calendar's days by date. */
export type DayMap = ReadonlyMap<IsoDate, CalendarDay>;

export function dayMap(days: readonly CalendarDay[]): DayMap {
  return new Map(days.map((day) => [day.date, day]));
}

/** A piece of a booking's bar on one day. */
export interface BarPart {
  booking: CalendarBooking;
  /** The booking's first night (its arrival) is this day: the bar's start. */
  starts: boolean;
  /** The booking's last night is this day (the guest leaves the next morning). */
  ends: boolean;
}

/** The bars of a day, one per booking holding its night, arrival to departure. */
export function barParts(day: CalendarDay): BarPart[] {
  return day.bookings.map((booking) => ({
    booking,
    starts: booking.dateFrom === day.date,
    ends: addDays(day.date, 1) === booking.dateTo,
  }));
}

export type RangeAction = 'block' | 'makeAvailable' | 'book' | 'settings';

/**
 * Whether an action may apply to the chosen days (the API checks again). Booked dates
 * cannot be changed (spec §4): Block, Make Available and the day settings refuse a range
 * with a booking on any unit. Book Reservation needs a free unit on every night and no block.
 * A day the calendar has not answered for is refused.
 */
export function rangeAllows(days: DayMap, units: number, range: DayRange, action: RangeAction) {
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    const day = days.get(date);
    if (day === undefined) return false;
    if (action === 'book') {
      if (day.status === 'blocked' || day.bookings.length >= units) return false;
    } else if (day.bookings.length > 0) {
      return false;
    }
  }
  return true;
}
