import type { CalendarDay } from '@nuzul/shared/bookings';
import { describe, expect, it } from 'vitest';
import { barParts, dayMap, rangeAllows } from './day-view';

function day(date: string, extra: Partial<CalendarDay> = {}): CalendarDay {
  return {
    date,
    status: 'available',
    price: 45_000,
    priceSource: 'season',
    minNights: null,
    maxNights: null,
    preparationHours: null,
    bookings: [],
    blockNote: null,
    ...extra,
  };
}

const stay = {
  id: '00000000-0000-4000-8000-0000000000b1',
  guestName: 'Huda Saleh',
  status: 'confirmed' as const,
  dateFrom: '2026-03-12',
  dateTo: '2026-03-14',
  unitNo: 1,
};

describe('barParts', () => {
  it('starts the bar on the arrival and ends it on the last night, not the departure day', () => {
    expect(barParts(day('2026-03-12', { status: 'booked', bookings: [stay] }))).toEqual([
      { booking: stay, starts: true, ends: false },
    ]);
    expect(barParts(day('2026-03-13', { status: 'booked', bookings: [stay] }))).toEqual([
      { booking: stay, starts: false, ends: true },
    ]);
    expect(barParts(day('2026-03-14'))).toEqual([]);
  });
});

describe('rangeAllows', () => {
  const days = dayMap([
    day('2026-03-11'),
    day('2026-03-12', { status: 'booked', bookings: [stay] }),
    day('2026-03-13', { status: 'booked', bookings: [stay] }),
    day('2026-03-14'),
    day('2026-03-15', { status: 'blocked', blockNote: 'Painting' }),
  ]);

  it('refuses every action over a booked day on a one-unit property', () => {
    for (const action of ['block', 'makeAvailable', 'settings', 'book'] as const) {
      expect(rangeAllows(days, 1, { from: '2026-03-11', to: '2026-03-12' }, action)).toBe(false);
    }
  });

  it('lets the day after the last night (the departure day) be blocked or booked', () => {
    expect(rangeAllows(days, 1, { from: '2026-03-14', to: '2026-03-14' }, 'block')).toBe(true);
    expect(rangeAllows(days, 1, { from: '2026-03-14', to: '2026-03-14' }, 'book')).toBe(true);
  });

  it('refuses a reservation over a blocked day but lets it be made available or blocked', () => {
    const blocked = { from: '2026-03-14', to: '2026-03-15' };
    expect(rangeAllows(days, 1, blocked, 'book')).toBe(false);
    expect(rangeAllows(days, 1, blocked, 'makeAvailable')).toBe(true);
    expect(rangeAllows(days, 1, blocked, 'block')).toBe(true);
  });

  it('books a two-unit property’s day with one booking, but does not change it', () => {
    const range = { from: '2026-03-12', to: '2026-03-13' };
    expect(rangeAllows(days, 2, range, 'book')).toBe(true);
    expect(rangeAllows(days, 2, range, 'block')).toBe(false);
  });

  it('refuses days the calendar did not answer for', () => {
    expect(rangeAllows(days, 1, { from: '2026-03-15', to: '2026-03-16' }, 'block')).toBe(false);
  });
});
