import { describe, expect, it } from 'vitest';
import { availabilitySection, checkInOutSection, quoteQuery, seasonInput } from './schemas';

const season = {
  seasonName: 'الصيف',
  dailyPrice: 50_000,
  extraGuestPrice: 0,
  guests: 2,
  minStay: 1,
  maxStay: 7,
  dateFrom: '2027-06-01',
  dateTo: '2027-06-10',
};
const availability = {
  basePrice: 40_000,
  minNights: 1,
  maxNights: 30,
  preparationHours: 0,
  openFrom: '2026-11-22',
  openUntil: '2027-11-22',
};

const pathsOf = (result: { error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('date pairs that are no calendar days', () => {
  it.each(['', 'nope', '2027-02-30', '2027-6-1'])(
    'refuses %j at its field instead of throwing while comparing',
    (bad) => {
      expect(pathsOf(seasonInput.safeParse({ ...season, dateFrom: bad }))).toEqual(['dateFrom']);
      expect(pathsOf(availabilitySection.safeParse({ ...availability, openUntil: bad }))).toEqual([
        'openUntil',
      ]);
      expect(pathsOf(quoteQuery.safeParse({ from: bad, to: '2027-06-03', guests: '2' }))).toEqual([
        'from',
      ]);
    },
  );

  it('still compares two real days', () => {
    expect(pathsOf(seasonInput.safeParse({ ...season, dateTo: '2027-05-31' }))).toEqual(['dateTo']);
    expect(
      pathsOf(quoteQuery.safeParse({ from: '2027-06-03', to: '2027-06-03', guests: 2 })),
    ).toEqual(['to']);
  });
});

describe('early and late ranges sit outside the regular check-in and check-out times', () => {
  const section = (range: { feeType: string; from: string; to: string }) => ({
    checkInLocation: 'at_property',
    checkInFrom: '15:00',
    checkInTo: '23:00',
    checkOutTime: '12:00',
    earlyLateRanges: [{ ...range, cost: 0 }],
  });
  const keyOf = (range: { feeType: string; from: string; to: string }) => {
    const result = checkInOutSection.safeParse(section(range));
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('accepts an early check-in ending at the check-in start, refuses one ending after it', () => {
    expect(keyOf({ feeType: 'early_check_in', from: '10:00', to: '15:00' })).toBeNull();
    expect(keyOf({ feeType: 'early_check_in', from: '10:00', to: '15:15' })).toBe(
      'validation.earlyCheckInTooLate',
    );
  });

  it('accepts a late check-in from the end of the window, even past midnight; refuses one inside it', () => {
    expect(keyOf({ feeType: 'late_check_in', from: '23:00', to: '02:00' })).toBeNull();
    expect(keyOf({ feeType: 'late_check_in', from: '22:45', to: '23:30' })).toBe(
      'validation.lateCheckInTooEarly',
    );
    expect(keyOf({ feeType: 'late_check_in', from: '14:00', to: '15:30' })).toBe(
      'validation.lateCheckInTooEarly',
    );
  });

  it('judges a window that passes midnight by the minutes after its start', () => {
    const result = checkInOutSection.safeParse({
      ...section({ feeType: 'late_check_in', from: '01:00', to: '03:00' }),
      checkInFrom: '20:00',
      checkInTo: '01:00',
    });
    expect(result.success).toBe(true);
  });

  it('accepts a late check-out from the check-out time, refuses one starting before it', () => {
    expect(keyOf({ feeType: 'late_check_out', from: '12:00', to: '14:00' })).toBeNull();
    expect(keyOf({ feeType: 'late_check_out', from: '11:45', to: '14:00' })).toBe(
      'validation.lateCheckOutTooEarly',
    );
  });
});
