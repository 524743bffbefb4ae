import { describe, expect, it } from 'vitest';
import { availabilitySection, quoteQuery, seasonInput } from './schemas';

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
