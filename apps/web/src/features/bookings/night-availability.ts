import type { CalendarDay } from '@nuzul/shared/bookings';
import { addDays, type IsoDate } from '@nuzul/shared/dates';

/**
 * The nights a stay cannot take: blocked, or with every unit booked by another booking
 * (a booking being edited does not stand in its own way).
 */
export function unavailableNights(
  days: readonly CalendarDay[],
  units: number,
  ownBookingId?: string,
): Set<IsoDate> {
  const nights = new Set<IsoDate>();
  for (const day of days) {
    const others = day.bookings.filter((booking) => booking.id !== ownBookingId).length;
    if (day.status === 'blocked' || others >= units) nights.add(day.date);
  }
  return nights;
}

/** An arrival day: today or later, on a free night. */
export function arrivalDisabled(date: IsoDate, today: IsoDate, taken: ReadonlySet<IsoDate>) {
  return date < today || taken.has(date);
}

/**
 * A departure day for the arrival: after it, with every night between free. The first taken
 * night after the arrival may itself be the departure day (the next guest arrives then).
 */
export function departureDisabled(
  date: IsoDate,
  arrival: IsoDate,
  taken: ReadonlySet<IsoDate>,
  maxNights: number,
) {
  if (date <= arrival || date > addDays(arrival, maxNights)) return true;
  for (let night = arrival; night < date; night = addDays(night, 1)) {
    if (taken.has(night)) return true;
  }
  return false;
}
