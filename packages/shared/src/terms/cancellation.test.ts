import { describe, expect, it } from 'vitest';
import { cancellationPenalty, cancellationTable } from './cancellation';
import { cancellationPresets } from './rules';

// Strict: 0–7 days before arrival 100 %, 8–30 days 50 %.
const strict = [...cancellationPresets.strict];
const arrival = '2026-06-20';
const total = 241_788;

describe('cancellationTable', () => {
  it('lists the policies nearest to arrival first, each with its penalty on the total', () => {
    expect(cancellationTable([...strict].reverse(), total)).toEqual([
      { fromDays: 0, toDays: 7, penaltyPercent: 10_000, penalty: 241_788 },
      { fromDays: 8, toDays: 30, penaltyPercent: 5_000, penalty: 120_894 },
    ]);
  });

  it('rounds a penalty half-up to the halala', () => {
    // 50 % of 3.33 SAR is 1.665 → 1.67; 12.5 % of 0.04 SAR is 0.005 → 0.01.
    expect(cancellationTable([{ fromDays: 0, toDays: 1, penaltyPercent: 5_000 }], 333)).toEqual([
      { fromDays: 0, toDays: 1, penaltyPercent: 5_000, penalty: 167 },
    ]);
    expect(cancellationTable([{ fromDays: 0, toDays: 1, penaltyPercent: 1_250 }], 4)[0]).toEqual(
      expect.objectContaining({ penalty: 1 }),
    );
  });

  it('is empty without policies', () => {
    expect(cancellationTable([], total)).toEqual([]);
  });
});

describe('cancellationPenalty', () => {
  const cancelledOn = (date: string) => cancellationPenalty(strict, total, arrival, date);

  it.each([
    ['2026-06-13', 7, 10_000, 241_788, 'the last day of the 0–7 row'],
    ['2026-06-12', 8, 5_000, 120_894, 'the first day of the 8–30 row'],
    ['2026-05-21', 30, 5_000, 120_894, 'the last day of the 8–30 row'],
    ['2026-05-20', 31, 0, 0, 'one day before every row: no penalty'],
    ['2026-06-19', 1, 10_000, 241_788, 'the day before arrival'],
    ['2026-06-20', 0, 10_000, 241_788, 'the arrival day'],
  ])(
    'counts days before arrival as arrival − cancellation day: %s is %i days (%s)',
    (date, daysBefore, penaltyPercent, penalty) => {
      expect(cancelledOn(date)).toEqual({ daysBefore, penaltyPercent, penalty });
    },
  );

  it('counts a cancellation after the arrival day as 0 days before', () => {
    expect(cancelledOn('2026-06-22')).toEqual({
      daysBefore: 0,
      penaltyPercent: 10_000,
      penalty: 241_788,
    });
  });

  it('charges a one-day row (fromDays = toDays) on that day only', () => {
    const policies = [{ fromDays: 3, toDays: 3, penaltyPercent: 2_500 }];
    const on = (date: string) => cancellationPenalty(policies, 10_000, arrival, date).penalty;
    expect(on('2026-06-18')).toBe(0);
    expect(on('2026-06-17')).toBe(2_500);
    expect(on('2026-06-16')).toBe(0);
  });

  it('charges 0 % in a gap between rows and without any policy', () => {
    const policies = [
      { fromDays: 0, toDays: 2, penaltyPercent: 10_000 },
      { fromDays: 5, toDays: 9, penaltyPercent: 5_000 },
    ];
    expect(cancellationPenalty(policies, total, arrival, '2026-06-16')).toEqual({
      daysBefore: 4,
      penaltyPercent: 0,
      penalty: 0,
    });
    expect(cancellationPenalty([], total, arrival, '2026-06-19').penalty).toBe(0);
  });

  it('counts calendar days across a month end and a leap day', () => {
    expect(cancellationPenalty(strict, total, '2028-03-01', '2028-02-27').daysBefore).toBe(3);
    expect(cancellationPenalty(strict, total, '2026-03-01', '2026-02-27').daysBefore).toBe(2);
  });
});
