import { describe, expect, it } from 'vitest';
import {
  dayCount,
  dayRangeHas,
  dayRangesOverlap,
  daysOfStay,
  eachDay,
  eachNight,
  isValidDayRange,
  isValidStay,
  nightsBetween,
  stayHasNight,
  stayOfDays,
  stayOverlapsDays,
  staysOverlap,
} from './ranges';

describe('a stay [arrival, departure)', () => {
  it.each([
    ['2026-03-20', '2026-03-21', 1],
    ['2026-01-30', '2026-02-02', 3],
    ['2026-02-27', '2026-03-01', 2],
    ['2024-02-28', '2024-03-01', 2],
    ['2026-12-30', '2027-01-02', 3],
    ['2026-01-01', '2027-01-01', 365],
  ])('from %s to %s has %d nights', (arrival, departure, nights) => {
    expect(nightsBetween(arrival, departure)).toBe(nights);
    expect(eachNight(arrival, departure)).toHaveLength(nights);
  });

  it('has one night at least: departure on the arrival day or before is refused', () => {
    expect(isValidStay('2026-03-20', '2026-03-21')).toBe(true);
    expect(isValidStay('2026-03-20', '2026-03-20')).toBe(false);
    expect(isValidStay('2026-03-20', '2026-03-19')).toBe(false);
    expect(() => nightsBetween('2026-03-20', '2026-03-20')).toThrow(RangeError);
    expect(() => eachNight('2026-03-21', '2026-03-20')).toThrow(RangeError);
  });

  it('has a night on each day from arrival, not on the departure day', () => {
    expect(eachNight('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    const stay = { arrival: '2026-02-27', departure: '2026-03-01' };
    expect(stayHasNight(stay, '2026-02-27')).toBe(true);
    expect(stayHasNight(stay, '2026-02-28')).toBe(true);
    expect(stayHasNight(stay, '2026-03-01')).toBe(false);
    expect(stayHasNight(stay, '2026-02-26')).toBe(false);
  });

  it('does not overlap a stay arriving on its departure day (back to back)', () => {
    const first = { arrival: '2026-03-20', departure: '2026-03-23' };
    expect(staysOverlap(first, { arrival: '2026-03-23', departure: '2026-03-25' })).toBe(false);
    expect(staysOverlap(first, { arrival: '2026-03-17', departure: '2026-03-20' })).toBe(false);
  });

  it('overlaps a stay sharing one night, or inside it', () => {
    const first = { arrival: '2026-03-20', departure: '2026-03-23' };
    expect(staysOverlap(first, { arrival: '2026-03-22', departure: '2026-03-25' })).toBe(true);
    expect(staysOverlap(first, { arrival: '2026-03-18', departure: '2026-03-21' })).toBe(true);
    expect(staysOverlap(first, { arrival: '2026-03-21', departure: '2026-03-22' })).toBe(true);
    expect(staysOverlap(first, { arrival: '2026-03-01', departure: '2026-04-01' })).toBe(true);
  });
});

describe('a day range [from, to] (seasons, blocks, calendar choices)', () => {
  it('may be a single day; its end may not come before its start', () => {
    expect(isValidDayRange('2026-06-10', '2026-06-10')).toBe(true);
    expect(isValidDayRange('2026-06-10', '2026-06-09')).toBe(false);
    expect(dayCount('2026-06-10', '2026-06-10')).toBe(1);
    expect(() => dayCount('2026-06-10', '2026-06-09')).toThrow(RangeError);
  });

  it('counts both ends: 1–10 June is 10 days, 27 February – 2 March 4 days', () => {
    expect(dayCount('2026-06-01', '2026-06-10')).toBe(10);
    expect(eachDay('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(eachDay('2024-02-28', '2024-03-01')).toHaveLength(3);
    expect(eachDay('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('covers both end days', () => {
    const season = { from: '2026-06-01', to: '2026-06-10' };
    expect(dayRangeHas(season, '2026-06-01')).toBe(true);
    expect(dayRangeHas(season, '2026-06-10')).toBe(true);
    expect(dayRangeHas(season, '2026-06-11')).toBe(false);
    expect(dayRangeHas(season, '2026-05-31')).toBe(false);
  });

  it('overlaps a range starting on its last day: 1–10 and 10–20 June do, 1–10 and 11–20 do not', () => {
    const june1to10 = { from: '2026-06-01', to: '2026-06-10' };
    expect(dayRangesOverlap(june1to10, { from: '2026-06-10', to: '2026-06-20' })).toBe(true);
    expect(dayRangesOverlap(june1to10, { from: '2026-06-11', to: '2026-06-20' })).toBe(false);
    expect(dayRangesOverlap(june1to10, { from: '2026-05-20', to: '2026-06-01' })).toBe(true);
    expect(dayRangesOverlap(june1to10, { from: '2026-06-05', to: '2026-06-05' })).toBe(true);
    expect(dayRangesOverlap(june1to10, { from: '2026-05-01', to: '2026-05-31' })).toBe(false);
  });
});

describe('between stays and day ranges', () => {
  it('books the chosen days as nights: days 10–12 are arrival 10, departure 13', () => {
    expect(stayOfDays({ from: '2026-03-10', to: '2026-03-12' })).toEqual({
      arrival: '2026-03-10',
      departure: '2026-03-13',
    });
    const lastDayOfYear = stayOfDays({ from: '2026-12-31', to: '2026-12-31' });
    expect(lastDayOfYear).toEqual({ arrival: '2026-12-31', departure: '2027-01-01' });
    expect(nightsBetween(lastDayOfYear.arrival, lastDayOfYear.departure)).toBe(1);
  });

  it('shows a stay on the calendar as its nights, without the departure day', () => {
    expect(daysOfStay({ arrival: '2026-02-27', departure: '2026-03-01' })).toEqual({
      from: '2026-02-27',
      to: '2026-02-28',
    });
    expect(() => daysOfStay({ arrival: '2026-03-01', departure: '2026-03-01' })).toThrow(
      RangeError,
    );
  });

  it('converts back and forth without losing a day', () => {
    const days = { from: '2026-12-29', to: '2027-01-02' };
    expect(daysOfStay(stayOfDays(days))).toEqual(days);
    expect(eachDay(days.from, days.to)).toEqual(
      eachNight(stayOfDays(days).arrival, stayOfDays(days).departure),
    );
  });

  it('finds a block on a night of a stay, not on its departure day', () => {
    const stay = { arrival: '2026-03-20', departure: '2026-03-23' };
    expect(stayOverlapsDays(stay, { from: '2026-03-23', to: '2026-03-25' })).toBe(false);
    expect(stayOverlapsDays(stay, { from: '2026-03-22', to: '2026-03-22' })).toBe(true);
    expect(stayOverlapsDays(stay, { from: '2026-03-15', to: '2026-03-20' })).toBe(true);
    expect(stayOverlapsDays(stay, { from: '2026-03-15', to: '2026-03-19' })).toBe(false);
  });
});
