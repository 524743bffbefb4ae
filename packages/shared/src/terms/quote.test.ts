import { describe, expect, it } from 'vitest';
import { feeTypeIds, VAT_FEE_TYPE_ID } from '../definitions/ids';
import { quoteStay, type QuoteInput } from './quote';
import type { BookingSettings, Season } from './responses';
import { cancellationPresets } from './rules';

type ChargeProfile = NonNullable<BookingSettings['chargeProfile']>;
type ProfileFee = ChargeProfile['fees'][number];

const early: Season = {
  id: '0b6f5c1e-5a4d-4c41-9d3e-000000000001',
  seasonName: 'Early summer',
  dailyPrice: 50_000,
  extraGuestPrice: 10_000,
  guests: 2,
  minStay: 2,
  maxStay: 14,
  dateFrom: '2026-06-01',
  dateTo: '2026-06-10',
};
const peak: Season = {
  id: '0b6f5c1e-5a4d-4c41-9d3e-000000000002',
  seasonName: 'Peak summer',
  dailyPrice: 60_000,
  extraGuestPrice: 5_000,
  guests: 3,
  minStay: 3,
  maxStay: 30,
  dateFrom: '2026-06-11',
  dateTo: '2026-06-30',
};

const availability: NonNullable<QuoteInput['availability']> = {
  basePrice: 40_000,
  minNights: 1,
  maxNights: 60,
  preparationHours: 24,
  openFrom: '2026-01-01',
  openUntil: '2026-12-31',
};

const checkInOut: NonNullable<QuoteInput['checkInOut']> = {
  checkInLocation: 'at_property',
  checkInFrom: '15:00',
  checkInTo: '23:00',
  checkOutTime: '12:00',
  earlyLateRanges: [{ feeType: 'late_check_out', from: '12:00', to: '14:00', cost: 10_000 }],
};

function fee(line: Partial<ProfileFee> & Pick<ProfileFee, 'discriminator'>): ProfileFee {
  return {
    kind: 'fee',
    typeId: feeTypeIds.cleaning,
    value: null,
    percentage: null,
    collectionTime: 'at_booking',
    optional: false,
    ...line,
  };
}
const tax = (line: Partial<ProfileFee> & Pick<ProfileFee, 'discriminator'>) =>
  fee({ kind: 'tax', typeId: VAT_FEE_TYPE_ID, ...line });
const vat15 = tax({ discriminator: 'percentage', percentage: 1_500 });

function profile(fees: ProfileFee[], changes: Partial<ChargeProfile> = {}): ChargeProfile {
  return {
    fees,
    downPayment: { type: 'percentage', percentage: 2_000, amount: null },
    securityDeposit: { type: 'amount', percentage: null, amount: 0 },
    ...changes,
  };
}

const base: QuoteInput = {
  stay: { arrival: '2026-06-12', departure: '2026-06-15' },
  guests: 2,
  property: { maxGuests: 6 },
  seasons: [early, peak],
  overrides: [],
  availability,
  chargeProfile: null,
  checkInOut,
  cancellationPolicies: [],
  now: { date: '2026-05-01', minutes: 10 * 60 },
};

const quote = (changes: Partial<QuoteInput> = {}) => quoteStay({ ...base, ...changes });
const stay = (arrival: string, departure: string) => ({ stay: { arrival, departure } });

describe('quoteStay: the price of each night', () => {
  it('prices a stay across two seasons night by night', () => {
    const q = quote(stay('2026-06-09', '2026-06-13'));
    expect(q.nights).toBe(4);
    expect(q.nightly.map((n) => [n.date, n.price, n.source, n.seasonId])).toEqual([
      ['2026-06-09', 50_000, 'season', early.id],
      ['2026-06-10', 50_000, 'season', early.id],
      ['2026-06-11', 60_000, 'season', peak.id],
      ['2026-06-12', 60_000, 'season', peak.id],
    ]);
    expect(q.rent).toBe(220_000);
    expect(q.currency).toBe('SAR');
  });

  it('counts season days inclusively: the first and the last day of a season are in it', () => {
    const q = quote({
      ...stay('2026-06-01', '2026-06-02'),
      seasons: [{ ...early, dateTo: '2026-06-01' }],
    });
    expect(q.nightly[0]).toMatchObject({ price: 50_000, source: 'season' });
  });

  it('prices a night outside every season at the base price (decision A-5)', () => {
    const q = quote(stay('2026-05-31', '2026-06-02'));
    expect(q.nightly.map((n) => [n.date, n.price, n.source, n.seasonId])).toEqual([
      ['2026-05-31', 40_000, 'base', null],
      ['2026-06-01', 50_000, 'season', early.id],
    ]);
    expect(q.rent).toBe(90_000);
    expect(q.unpricedNights).toEqual([]);
  });

  it('prices a night with a per-day override at the override, before season and base price', () => {
    const q = quote({
      ...stay('2026-05-31', '2026-06-03'),
      overrides: [
        { date: '2026-05-31', price: 33_300 },
        { date: '2026-06-02', price: 77_700 },
      ],
    });
    expect(q.nightly.map((n) => [n.price, n.source, n.seasonId])).toEqual([
      [33_300, 'override', null],
      [50_000, 'season', early.id],
      [77_700, 'override', early.id],
    ]);
    expect(q.rent).toBe(161_000);
  });

  it('leaves a night that nothing prices unpriced, and the stay cannot be booked', () => {
    const q = quote({ ...stay('2026-05-30', '2026-06-02'), availability: null });
    expect(q.nightly.map((n) => [n.date, n.price, n.source])).toEqual([
      ['2026-05-30', null, null],
      ['2026-05-31', null, null],
      ['2026-06-01', 50_000, 'season'],
    ]);
    expect(q.unpricedNights).toEqual(['2026-05-30', '2026-05-31']);
    expect(q.rent).toBe(50_000);
    expect(q.bookable).toBe(false);
  });

  it('prices a stay of one night', () => {
    const q = quote(stay('2026-06-12', '2026-06-13'));
    expect(q).toMatchObject({ nights: 1, rent: 60_000, total: 60_000 });
  });

  it('prices a stay of 365 nights exactly, to the halala', () => {
    const q = quote({
      ...stay('2026-01-01', '2027-01-01'),
      availability: { ...availability, basePrice: 33_333, maxNights: 365, openUntil: '2027-06-30' },
      chargeProfile: profile([vat15]),
      now: { date: '2025-12-01', minutes: 0 },
    });
    expect(q.nights).toBe(365);
    // 335 base nights × 333.33 + 10 × 500 + 20 × 600 SAR
    expect(q.rent).toBe(335 * 33_333 + 10 * 50_000 + 20 * 60_000);
    expect(q.rent).toBe(12_866_555);
    // 15 % of 128,665.55 SAR is 19,299.8325: one rounding, on the whole rent.
    expect(q.taxes).toBe(1_929_983);
    expect(q.total).toBe(14_796_538);
    expect(q.rules).toMatchObject({ maxStay: 365, maxStayMet: true });
    expect(q.bookable).toBe(true);
  });

  it('refuses a stay without a night and a guest count below one', () => {
    expect(() => quote(stay('2026-06-12', '2026-06-12'))).toThrow(RangeError);
    expect(() => quote({ guests: 0 })).toThrow(RangeError);
    expect(() => quote({ guests: 1.5 })).toThrow(RangeError);
  });
});

describe('quoteStay: extra guests', () => {
  it('charges the extra guest price per night for each guest above those the season includes', () => {
    // Early summer includes 2 guests, 100 SAR per extra guest and night.
    const q = quote({ ...stay('2026-06-03', '2026-06-05'), guests: 4 });
    expect(q.nightly.map((n) => n.extraGuests)).toEqual([20_000, 20_000]);
    expect(q.extraGuests).toBe(40_000);
  });

  it('charges nothing for the guests a season includes', () => {
    const q = quote({ ...stay('2026-06-03', '2026-06-05'), guests: 2 });
    expect(q.extraGuests).toBe(0);
    expect(quote({ ...stay('2026-06-03', '2026-06-05'), guests: 1 }).extraGuests).toBe(0);
  });

  it('takes each night its own season’s included guests and extra guest price', () => {
    const q = quote({ ...stay('2026-06-10', '2026-06-12'), guests: 4 });
    expect(q.nightly.map((n) => n.extraGuests)).toEqual([2 * 10_000, 1 * 5_000]);
    expect(q.extraGuests).toBe(25_000);
  });

  it('charges no extra guests on a base-price night or an override outside every season', () => {
    const q = quote({
      ...stay('2026-05-30', '2026-06-02'),
      guests: 5,
      overrides: [{ date: '2026-05-31', price: 45_000 }],
    });
    expect(q.nightly.map((n) => [n.source, n.extraGuests])).toEqual([
      ['base', 0],
      ['override', 0],
      ['season', 3 * 10_000],
    ]);
  });

  it('keeps the season’s extra guest price on an override night inside the season', () => {
    const q = quote({
      ...stay('2026-06-05', '2026-06-06'),
      guests: 3,
      overrides: [{ date: '2026-06-05', price: 70_000 }],
    });
    expect(q.nightly[0]).toMatchObject({ price: 70_000, source: 'override', extraGuests: 10_000 });
    expect(q.total).toBe(80_000);
  });
});

describe('quoteStay: fees and taxes', () => {
  // 3 nights in Peak summer for 4 guests: rent 1,800 SAR + 1 extra guest × 3 nights × 50 SAR.
  const peakStay = { ...stay('2026-06-12', '2026-06-15'), guests: 4 };

  it('rents 1,950 SAR with extra guests for the stay the fee examples use', () => {
    expect(quote(peakStay)).toMatchObject({ rent: 180_000, extraGuests: 15_000, total: 195_000 });
  });

  it.each([
    ['per stay: the value once', fee({ discriminator: 'per_stay', value: 15_000 }), 15_000],
    ['per night: the value × nights', fee({ discriminator: 'per_night', value: 5_000 }), 15_000],
    ['per person: the value × guests', fee({ discriminator: 'per_person', value: 2_000 }), 8_000],
    [
      'per person per night: the value × guests × nights',
      fee({ discriminator: 'per_person_per_night', value: 1_000 }),
      12_000,
    ],
    [
      'percentage: of the rent with extra guests',
      fee({ discriminator: 'percentage', percentage: 1_000 }),
      19_500,
    ],
  ])('charges a fee %s', (_rule, line, amount) => {
    const q = quote({ ...peakStay, chargeProfile: profile([line]) });
    expect(q.lines).toEqual([
      {
        kind: 'fee',
        typeId: feeTypeIds.cleaning,
        discriminator: line.discriminator,
        collectionTime: 'at_booking',
        optional: false,
        percentage: line.percentage,
        amount,
      },
    ]);
    expect(q.fees).toBe(amount);
    expect(q.total).toBe(195_000 + amount);
  });

  it.each([
    [
      'per stay',
      tax({ discriminator: 'per_stay', typeId: feeTypeIds.tourism, value: 3_000 }),
      3_000,
    ],
    [
      'per night',
      tax({ discriminator: 'per_night', typeId: feeTypeIds.municipality, value: 1_000 }),
      3_000,
    ],
    [
      'per person',
      tax({ discriminator: 'per_person', typeId: feeTypeIds.tourism, value: 500 }),
      2_000,
    ],
    [
      'per person per night',
      tax({ discriminator: 'per_person_per_night', typeId: feeTypeIds.tourism, value: 250 }),
      3_000,
    ],
  ])('charges a flat tax %s by its discriminator, as a fee', (_rule, line, amount) => {
    const q = quote({ ...peakStay, chargeProfile: profile([line]) });
    expect(q.lines.map((l) => l.amount)).toEqual([amount]);
    expect(q).toMatchObject({ fees: 0, taxes: amount, vat: 0, total: 195_000 + amount });
  });

  it('takes a fee’s percentage of the rent, and a tax’s of the rent and the fees', () => {
    const q = quote({
      ...peakStay,
      chargeProfile: profile([
        fee({ discriminator: 'per_stay', value: 20_000 }),
        fee({ discriminator: 'percentage', typeId: feeTypeIds.service, percentage: 1_000 }),
        vat15,
      ]),
    });
    // Service 10 % of 1,950 = 195; VAT 15 % of 1,950 + 200 + 195 = 2,345 → 351.75.
    expect(q.lines.map((l) => l.amount)).toEqual([20_000, 19_500, 35_175]);
    expect(q).toMatchObject({ fees: 39_500, taxes: 35_175, vat: 35_175, total: 269_675 });
  });

  it('taxes every fee even when the tax comes first in the charge profile', () => {
    const q = quote({
      ...peakStay,
      chargeProfile: profile([vat15, fee({ discriminator: 'per_stay', value: 20_000 })]),
    });
    // 15 % of 1,950 + 200 SAR.
    expect(q.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['tax', 32_250],
      ['fee', 20_000],
    ]);
  });

  it('reports as VAT only the tax lines of the VAT fee type', () => {
    const q = quote({
      ...peakStay,
      chargeProfile: profile([
        vat15,
        tax({ discriminator: 'percentage', typeId: feeTypeIds.tourism, percentage: 500 }),
      ]),
    });
    // 15 % and 5 % of 1,950 SAR; a tax is not in another tax's base.
    expect(q).toMatchObject({ taxes: 29_250 + 9_750, vat: 29_250, total: 195_000 + 39_000 });
    expect(q.lines.map((l) => l.percentage)).toEqual([1_500, 500]);
  });

  it.each([
    [333, 50, '15 % of 3.33 SAR is 0.4995 → 0.50'],
    [331, 50, '15 % of 3.31 SAR is 0.4965 → 0.50'],
    [330, 50, '15 % of 3.30 SAR is 0.495 → 0.50 (a tie goes up)'],
    [10, 2, '15 % of 0.10 SAR is 0.015 → 0.02 (a tie goes up)'],
    [3, 0, '15 % of 0.03 SAR is 0.0045 → 0.00'],
  ])('rounds a percentage line half-up to the halala: rent %i → VAT %i (%s)', (rent, vat) => {
    const q = quote({
      ...stay('2026-06-12', '2026-06-13'),
      overrides: [{ date: '2026-06-12', price: rent }],
      chargeProfile: profile([vat15]),
    });
    expect(q).toMatchObject({ rent, vat, total: rent + vat });
  });

  it('rounds a line once, on its whole base: 3 nights of 3.30 SAR pay VAT 1.49, not 3 × 0.50', () => {
    const q = quote({
      ...stay('2026-06-12', '2026-06-15'),
      overrides: ['2026-06-12', '2026-06-13', '2026-06-14'].map((date) => ({ date, price: 330 })),
      chargeProfile: profile([vat15]),
    });
    // 15 % of 9.90 SAR is 1.485 → 1.49; rounding 0.495 per night would make 1.50.
    expect(q).toMatchObject({ rent: 990, vat: 149 });
  });

  it('lists an optional line but keeps it out of the fees, the taxes, the tax base and the total', () => {
    const q = quote({
      ...peakStay,
      chargeProfile: profile([
        fee({ discriminator: 'per_stay', typeId: feeTypeIds.linen, value: 5_000, optional: true }),
        vat15,
        tax({
          discriminator: 'per_stay',
          typeId: feeTypeIds.tourism,
          value: 1_000,
          optional: true,
        }),
      ]),
    });
    expect(q.lines.map((l) => [l.optional, l.amount])).toEqual([
      [true, 5_000],
      [false, 29_250],
      [true, 1_000],
    ]);
    expect(q).toMatchObject({ fees: 0, taxes: 29_250, vat: 29_250, total: 224_250 });
  });

  it('without a charge profile, charges the rent alone and asks no down payment', () => {
    const q = quote(peakStay);
    expect(q).toMatchObject({
      lines: [],
      fees: 0,
      taxes: 0,
      vat: 0,
      total: 195_000,
      downPayment: 0,
      securityDeposit: 0,
      due: { atBooking: 0, atCheckIn: 195_000, atCheckOut: 0 },
    });
  });
});

describe('quoteStay: down payment, security deposit and what is due when', () => {
  const peakStay = { ...stay('2026-06-12', '2026-06-15'), guests: 4 };
  const lines = [
    fee({ discriminator: 'per_stay', value: 20_000, collectionTime: 'at_check_in' }),
    fee({
      discriminator: 'percentage',
      typeId: feeTypeIds.service,
      percentage: 1_000,
      collectionTime: 'at_booking',
    }),
    fee({
      discriminator: 'per_night',
      typeId: feeTypeIds.utilities,
      value: 1_000,
      collectionTime: 'at_check_out',
    }),
    tax({ discriminator: 'percentage', percentage: 1_500, collectionTime: 'at_booking' }),
    fee({ discriminator: 'per_stay', typeId: feeTypeIds.linen, value: 9_900, optional: true }),
  ];
  // Rent 1,950; fees 200 + 195 + 30 = 425; VAT 15 % of 2,375 = 356.25; total 2,731.25 SAR.
  const total = 273_125;

  it('takes a percentage down payment of the total, rounded half-up', () => {
    const q = quote({ ...peakStay, chargeProfile: profile(lines) });
    expect(q.total).toBe(total);
    // 20 % of 2,731.25 = 546.25
    expect(q.downPayment).toBe(54_625);
  });

  it('takes the rent as the down payment at booking, the rest at check-in, each line at its time', () => {
    const q = quote({ ...peakStay, chargeProfile: profile(lines) });
    expect(q.due).toEqual({
      atBooking: 54_625 + 19_500 + 35_625,
      atCheckIn: 195_000 - 54_625 + 20_000,
      atCheckOut: 3_000,
    });
    expect(q.due.atBooking + q.due.atCheckIn + q.due.atCheckOut).toBe(q.total);
  });

  it('takes an amount down payment as it is, and caps it at the total', () => {
    const amount = (value: number) =>
      quote({
        ...peakStay,
        chargeProfile: profile(lines, {
          downPayment: { type: 'amount', percentage: null, amount: value },
        }),
      }).downPayment;
    expect(amount(50_000)).toBe(50_000);
    expect(amount(total)).toBe(total);
    expect(amount(total + 1)).toBe(total);
  });

  it('takes at booking no more of the rent than the rent, and reports the whole down payment', () => {
    const q = quote({
      ...peakStay,
      chargeProfile: profile(lines, {
        downPayment: { type: 'percentage', percentage: 10_000, amount: null },
      }),
    });
    expect(q.downPayment).toBe(total);
    expect(q.due).toEqual({
      atBooking: 195_000 + 19_500 + 35_625,
      atCheckIn: 20_000,
      atCheckOut: 3_000,
    });
  });

  it('adds the three due parts up to the total, whatever the down payment and collection times', () => {
    const downPayments: ChargeProfile['downPayment'][] = [
      { type: 'percentage', percentage: 1, amount: null },
      { type: 'percentage', percentage: 3_333, amount: null },
      { type: 'percentage', percentage: 10_000, amount: null },
      { type: 'amount', percentage: null, amount: 1 },
      { type: 'amount', percentage: null, amount: 999_999_999 },
    ];
    for (const downPayment of downPayments) {
      for (const guests of [1, 4, 6]) {
        for (const departure of ['2026-06-13', '2026-06-20', '2026-07-04']) {
          const q = quote({
            ...stay('2026-06-09', departure),
            guests,
            chargeProfile: profile(lines, { downPayment }),
          });
          expect(q.due.atBooking + q.due.atCheckIn + q.due.atCheckOut).toBe(q.total);
          expect(Object.values(q.due).every((part) => part >= 0)).toBe(true);
        }
      }
    }
  });

  it('keeps the security deposit apart from the total: a percentage of the total or an amount', () => {
    const percentage = quote({
      ...peakStay,
      chargeProfile: profile(lines, {
        securityDeposit: { type: 'percentage', percentage: 2_500, amount: null },
      }),
    });
    // 25 % of 2,731.25 = 682.8125
    expect(percentage).toMatchObject({ total, securityDeposit: 68_281 });
    const amount = quote({
      ...peakStay,
      chargeProfile: profile(lines, {
        securityDeposit: { type: 'amount', percentage: null, amount: 100_000 },
      }),
    });
    expect(amount).toMatchObject({ total, securityDeposit: 100_000 });
    expect(amount.due.atBooking + amount.due.atCheckIn + amount.due.atCheckOut).toBe(total);
  });

  it('lists each cancellation policy with its penalty on the total, nearest to arrival first', () => {
    const q = quote({
      ...peakStay,
      chargeProfile: profile(lines),
      cancellationPolicies: [
        { fromDays: 8, toDays: 30, penaltyPercent: 5_000 },
        { fromDays: 0, toDays: 7, penaltyPercent: 10_000 },
      ],
    });
    expect(q.cancellation).toEqual([
      { fromDays: 0, toDays: 7, penaltyPercent: 10_000, penalty: total },
      // 50 % of 2,731.25 = 1,365.625
      { fromDays: 8, toDays: 30, penaltyPercent: 5_000, penalty: 136_563 },
    ]);
  });
});

describe('quoteStay: stay rules', () => {
  it('takes min and max stay from the season of the arrival night', () => {
    // Arrival in Early summer (2–14 nights) though the second night is in Peak summer (3–30).
    const across = quote(stay('2026-06-10', '2026-06-12'));
    expect(across.rules).toMatchObject({ minStay: 2, maxStay: 14, minStayMet: true });
    const inPeak = quote(stay('2026-06-11', '2026-06-13'));
    expect(inPeak.rules).toMatchObject({ minStay: 3, maxStay: 30, minStayMet: false });
    expect(inPeak.bookable).toBe(false);
  });

  it('takes min and max stay from the availability defaults when no season covers the arrival', () => {
    const q = quote(stay('2026-05-31', '2026-06-02'));
    expect(q.rules).toMatchObject({ minStay: 1, maxStay: 60 });
  });

  it('allows 1 to 365 nights when neither a season nor availability is saved', () => {
    const q = quote({ ...stay('2026-05-20', '2026-05-21'), availability: null });
    expect(q.rules).toMatchObject({ minStay: 1, maxStay: 365, minStayMet: true, maxStayMet: true });
  });

  it('meets min stay at exactly min nights and max stay at exactly max nights', () => {
    const at = (departure: string) => quote(stay('2026-06-11', departure)).rules;
    expect(at('2026-06-13')).toMatchObject({ minStayMet: false, maxStayMet: true });
    expect(at('2026-06-14')).toMatchObject({ minStayMet: true, maxStayMet: true });
    const seasons = [{ ...peak, dateTo: '2026-08-31' }];
    const long = (departure: string) => quote({ ...stay('2026-06-11', departure), seasons }).rules;
    expect(long('2026-07-11')).toMatchObject({ maxStay: 30, maxStayMet: true });
    expect(long('2026-07-12')).toMatchObject({ maxStay: 30, maxStayMet: false });
  });

  it('allows up to the property’s max guests', () => {
    expect(quote({ guests: 6 }).rules.guestsAllowed).toBe(true);
    expect(quote({ guests: 7 }).rules.guestsAllowed).toBe(false);
    expect(quote({ guests: 7 }).bookable).toBe(false);
  });

  describe('preparation time (decision A-6: advance notice before the arrival day’s check-in)', () => {
    // 24 hours' notice; check-in from 15:00 on 2 May.
    const arrival = stay('2026-05-02', '2026-05-04');
    const at = (date: string, minutes: number, changes: Partial<QuoteInput> = {}) =>
      quote({ ...arrival, now: { date, minutes }, ...changes }).rules.preparationMet;

    it('is met exactly the preparation hours before check-in, not a minute later', () => {
      expect(at('2026-05-01', 15 * 60)).toBe(true);
      expect(at('2026-05-01', 15 * 60 + 1)).toBe(false);
      expect(at('2026-04-30', 23 * 60 + 59)).toBe(true);
    });

    it('counts from the start of the arrival day when check-in times are not saved', () => {
      expect(at('2026-05-01', 0, { checkInOut: null })).toBe(true);
      expect(at('2026-05-01', 1, { checkInOut: null })).toBe(false);
    });

    it('counts notice over several days', () => {
      const twoDays = { availability: { ...availability, preparationHours: 48 } };
      expect(at('2026-04-30', 15 * 60, twoDays)).toBe(true);
      expect(at('2026-04-30', 15 * 60 + 1, twoDays)).toBe(false);
    });

    it('with no notice, accepts an arrival today even after the check-in hour, not yesterday', () => {
      const none = { availability: { ...availability, preparationHours: 0 } };
      expect(at('2026-05-02', 23 * 60 + 59, none)).toBe(true);
      expect(at('2026-05-03', 0, none)).toBe(false);
      expect(at('2026-05-02', 23 * 60, { availability: null })).toBe(true);
    });

    it('makes the stay unbookable when not met', () => {
      expect(
        quote({ ...arrival, now: { date: '2026-05-01', minutes: 15 * 60 + 1 } }).bookable,
      ).toBe(false);
    });
  });

  describe('the bookable window', () => {
    const window = {
      availability: { ...availability, openFrom: '2026-06-01', openUntil: '2026-06-20' },
    };
    const within = (arrival: string, departure: string) =>
      quote({ ...window, ...stay(arrival, departure) }).rules.withinWindow;

    it('holds an arrival on its first day and a last night on its last day', () => {
      expect(within('2026-06-01', '2026-06-03')).toBe(true);
      expect(within('2026-06-18', '2026-06-21')).toBe(true);
    });

    it('refuses a night the day before it opens or the day after it closes', () => {
      expect(within('2026-05-31', '2026-06-03')).toBe(false);
      expect(within('2026-06-18', '2026-06-22')).toBe(false);
    });

    it('is closed when availability was never saved', () => {
      expect(quote({ availability: null }).rules.withinWindow).toBe(false);
    });
  });

  it('is bookable when every night is priced and every rule holds', () => {
    const q = quote();
    expect(q.rules).toEqual({
      minStay: 3,
      maxStay: 30,
      minStayMet: true,
      maxStayMet: true,
      guestsAllowed: true,
      preparationMet: true,
      withinWindow: true,
    });
    expect(q.bookable).toBe(true);
  });
});

describe('quoteStay: the stated example', () => {
  it('prices 3 nights for 4 guests across a season boundary with cleaning, service fee and VAT', () => {
    const q = quoteStay({
      stay: { arrival: '2026-06-09', departure: '2026-06-12' },
      guests: 4,
      property: { maxGuests: 6 },
      seasons: [
        { ...early, dailyPrice: 45_000, extraGuestPrice: 5_000, guests: 2 },
        { ...peak, dailyPrice: 60_000, extraGuestPrice: 7_500, guests: 3 },
      ],
      overrides: [],
      availability,
      chargeProfile: {
        fees: [
          fee({ discriminator: 'per_stay', value: 15_000, collectionTime: 'at_check_in' }),
          fee({ discriminator: 'percentage', typeId: feeTypeIds.service, percentage: 1_000 }),
          vat15,
        ],
        downPayment: { type: 'percentage', percentage: 3_000, amount: null },
        securityDeposit: { type: 'amount', percentage: null, amount: 50_000 },
      },
      checkInOut,
      cancellationPolicies: [...cancellationPresets.strict],
      now: { date: '2026-05-01', minutes: 10 * 60 },
    });
    expect(q.nightly.map((n) => [n.date, n.price, n.extraGuests])).toEqual([
      ['2026-06-09', 45_000, 10_000],
      ['2026-06-10', 45_000, 10_000],
      ['2026-06-11', 60_000, 7_500],
    ]);
    expect(q.lines.map((l) => l.amount)).toEqual([15_000, 17_750, 31_538]);
    expect(q).toMatchObject({
      rent: 150_000,
      extraGuests: 27_500,
      fees: 32_750,
      taxes: 31_538,
      vat: 31_538,
      total: 241_788,
      downPayment: 72_536,
      securityDeposit: 50_000,
      due: { atBooking: 121_824, atCheckIn: 119_964, atCheckOut: 0 },
      cancellation: [
        { fromDays: 0, toDays: 7, penaltyPercent: 10_000, penalty: 241_788 },
        { fromDays: 8, toDays: 30, penaltyPercent: 5_000, penalty: 120_894 },
      ],
      rules: { minStay: 2, maxStay: 14 },
      bookable: true,
    });
  });
});
