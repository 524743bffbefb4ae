import type { CalendarDay } from '@nuzul/shared/bookings';
import { describe, expect, it } from 'vitest';
import { arrivalDisabled, departureDisabled, unavailableNights } from './night-availability';

function day(date: string, extra: Partial<CalendarDay> = {}): CalendarDay {
  return {
    date,
    status: 'available',
    price: 45_000,
    priceSource: 'base',
    minNights: null,
    maxNights: null,
    preparationHours: null,
    bookings: [],
    blockNote: null,
    ...extra,
  };
}

const booking = (id: string, unitNo = 1) => ({
  id,
  guestName: 'Huda Saleh',
  status: 'confirmed' as const,
  dateFrom: '2026-03-12',
  dateTo: '2026-03-14',
  unitNo,
});

const days = [
  day('2026-03-10'),
  day('2026-03-11', { status: 'blocked' }),
  day('2026-03-12', { status: 'booked', bookings: [booking('b1')] }),
  day('2026-03-13', { status: 'booked', bookings: [booking('b1')] }),
  day('2026-03-14'),
];

describe('unavailableNights', () => {
  it('takes blocked nights and nights with every unit booked', () => {
    expect([...unavailableNights(days, 1)]).toEqual(['2026-03-11', '2026-03-12', '2026-03-13']);
  });

  it('leaves a night free while a unit is', () => {
    expect([...unavailableNights(days, 2)]).toEqual(['2026-03-11']);
  });

  it('does not count the booking being edited', () => {
    expect([...unavailableNights(days, 1, 'b1')]).toEqual(['2026-03-11']);
  });
});

describe('the date range picker', () => {
  const taken = unavailableNights(days, 1);

  it('offers arrivals from today on free nights only', () => {
    expect(arrivalDisabled('2026-03-09', '2026-03-10', taken)).toBe(true);
    expect(arrivalDisabled('2026-03-10', '2026-03-10', taken)).toBe(false);
    expect(arrivalDisabled('2026-03-12', '2026-03-10', taken)).toBe(true);
    expect(arrivalDisabled('2026-03-14', '2026-03-10', taken)).toBe(false);
  });

  it('offers departures up to the first taken night, which may be the departure day', () => {
    expect(departureDisabled('2026-03-10', '2026-03-10', taken, 365)).toBe(true);
    expect(departureDisabled('2026-03-11', '2026-03-10', taken, 365)).toBe(false);
    expect(departureDisabled('2026-03-12', '2026-03-10', taken, 365)).toBe(true);
    expect(departureDisabled('2026-03-20', '2026-03-14', taken, 365)).toBe(false);
  });

  it('offers no departure past the longest stay', () => {
    expect(departureDisabled('2026-03-21', '2026-03-14', taken, 7)).toBe(false);
    expect(departureDisabled('2026-03-22', '2026-03-14', taken, 7)).toBe(true);
  });
});
