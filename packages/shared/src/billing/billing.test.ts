import { describe, expect, it } from 'vitest';
import { invoiceTotals, promoDiscountOn, quotePlan } from './amounts';
import { daysLeft, hasEnded, normalizePromoCode, subscriptionEnd } from './rules';
import { billingQuoteInput, planInput, promoCodeInput } from './schemas';
import { zatcaQr } from './zatca';

describe('subscriptionEnd', () => {
  it.each([
    ['2026-03-10', '1_day', null, '2026-03-11'],
    ['2026-03-10', '1_week', null, '2026-03-17'],
    ['2026-03-10', '1_month', null, '2026-04-10'],
    ['2026-03-10', '6_months', null, '2026-09-10'],
    ['2026-03-10', '1_year', null, '2027-03-10'],
    ['2026-03-10', 'custom', 14, '2026-03-24'],
    ['2026-03-10', 'custom', 3650, '2036-03-07'],
  ] as const)('%s + %s (%s days) ends on %s', (start, duration, customDays, end) => {
    expect(subscriptionEnd(start, duration, customDays)).toBe(end);
  });

  it('keeps a month end inside the shorter month: 31 January + 1 month is 28 February, 29 in a leap year', () => {
    expect(subscriptionEnd('2026-01-31', '1_month')).toBe('2026-02-28');
    expect(subscriptionEnd('2028-01-31', '1_month')).toBe('2028-02-29');
    expect(subscriptionEnd('2026-08-31', '6_months')).toBe('2027-02-28');
    expect(subscriptionEnd('2028-02-29', '1_year')).toBe('2029-02-28');
  });

  it('refuses a custom duration outside 1 to 3650 days', () => {
    expect(() => subscriptionEnd('2026-03-10', 'custom', 0)).toThrow(RangeError);
    expect(() => subscriptionEnd('2026-03-10', 'custom', 3651)).toThrow(RangeError);
    expect(() => subscriptionEnd('2026-03-10', 'custom', null)).toThrow(RangeError);
  });

  it('counts days left to the end and ends the day after the end date', () => {
    expect(daysLeft('2026-03-24', '2026-03-17')).toBe(7);
    expect(daysLeft('2026-03-24', '2026-03-24')).toBe(0);
    expect(daysLeft('2026-03-24', '2026-04-01')).toBe(0);
    expect(hasEnded('2026-03-24', '2026-03-24')).toBe(false);
    expect(hasEnded('2026-03-24', '2026-03-25')).toBe(true);
  });
});

describe('invoiceTotals', () => {
  it('takes VAT on the subtotal less the discount: 100.00 SAR less 30.00 is 70.00, VAT 10.50, total 80.50', () => {
    expect(invoiceTotals([{ unitPrice: 100_00, quantity: 1 }], 30_00, 1500)).toEqual({
      amounts: [100_00],
      subtotal: 100_00,
      discount: 30_00,
      taxable: 70_00,
      vat: 10_50,
      total: 80_50,
    });
  });

  it('rounds VAT half-up once on the total, not per line', () => {
    // Three lines of 0.10 SAR: per line 0.015 → 0.02 each (0.06); once on 0.30 → 0.045 → 0.05.
    const totals = invoiceTotals([{ unitPrice: 10, quantity: 3 }], 0);
    expect(totals.vat).toBe(5);
    expect(totals.total).toBe(35);
    expect(invoiceTotals([{ unitPrice: 10, quantity: 1 }], 0).vat).toBe(2); // 1.5 → 2
    expect(invoiceTotals([{ unitPrice: 3, quantity: 1 }], 0).vat).toBe(0); // 0.45 → 0
  });

  it('multiplies unit price by quantity and sums the lines', () => {
    const totals = invoiceTotals(
      [
        { unitPrice: 49_00, quantity: 2 },
        { unitPrice: 1_50, quantity: 3 },
      ],
      0,
    );
    expect(totals.amounts).toEqual([98_00, 4_50]);
    expect(totals.subtotal).toBe(102_50);
    expect(totals.vat).toBe(15_38); // 15.375 → 15.38
    expect(totals.total).toBe(117_88);
  });

  it('never discounts below zero', () => {
    expect(invoiceTotals([{ unitPrice: 50_00, quantity: 1 }], 80_00)).toMatchObject({
      discount: 50_00,
      taxable: 0,
      vat: 0,
      total: 0,
    });
  });
});

describe('promo codes and the plan quote', () => {
  it('follows the vector: 100.00 SAR, 10 % plan discount, 20 SAR promo → 70.00 + 10.50 = 80.50', () => {
    expect(
      quotePlan(
        { price: 100_00, discountPercent: 1000 },
        { discountType: 'amount', amountOff: 20_00 },
      ),
    ).toMatchObject({
      price: 100_00,
      planDiscount: 10_00,
      promoDiscount: 20_00,
      discount: 30_00,
      taxable: 70_00,
      vat: 10_50,
      total: 80_50,
    });
  });

  it('takes a percent promo from the price after the plan discount', () => {
    // 199.00 less 10 % = 179.10; 25 % of that = 44.775 → 44.78; 134.32 + VAT 20.148 → 20.15.
    expect(
      quotePlan(
        { price: 199_00, discountPercent: 1000 },
        { discountType: 'percent', percentOff: 2500 },
      ),
    ).toMatchObject({
      planDiscount: 19_90,
      promoDiscount: 44_78,
      taxable: 134_32,
      vat: 20_15,
      total: 154_47,
    });
  });

  it('never takes a price below 0', () => {
    expect(promoDiscountOn(15_00, { discountType: 'amount', amountOff: 20_00 })).toBe(15_00);
    expect(promoDiscountOn(15_00, { discountType: 'percent', percentOff: 10_000 })).toBe(15_00);
    expect(
      quotePlan({ price: 15_00, discountPercent: 0 }, { discountType: 'amount', amountOff: 20_00 }),
    ).toMatchObject({ promoDiscount: 15_00, taxable: 0, vat: 0, total: 0 });
  });

  it('quotes a free plan at 0', () => {
    expect(quotePlan({ price: 0, discountPercent: 0 })).toMatchObject({ total: 0, vat: 0 });
  });

  it('compares codes without regard to case or surrounding spaces', () => {
    expect(normalizePromoCode('  summer-10 ')).toBe('SUMMER-10');
    expect(billingQuoteInput.parse({ planId: 3, promoCode: ' welcome ' })).toEqual({
      planId: 3,
      promoCode: 'WELCOME',
    });
    expect(billingQuoteInput.parse({ planId: 3, promoCode: '' })).toEqual({ planId: 3 });
  });
});

describe('zatcaQr', () => {
  it('matches the published ZATCA vector (Bobs Records)', () => {
    expect(
      zatcaQr({
        sellerName: 'Bobs Records',
        vatNumber: '310122393500003',
        timestamp: new Date('2022-04-25T15:30:00Z'),
        total: 1000_00,
        vat: 150_00,
      }),
    ).toBe(
      'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==',
    );
  });

  it('measures an Arabic seller name in UTF-8 bytes (two per letter)', () => {
    const sellerName = 'نزول'; // 4 letters, 8 bytes
    const qr = zatcaQr({
      sellerName,
      vatNumber: '310122393500003',
      timestamp: new Date('2026-01-01T09:00:00.250Z'),
      total: 80_50,
      vat: 10_50,
    });
    const bytes = Uint8Array.from(atob(qr), (char) => char.charCodeAt(0));
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(8);
    expect(new TextDecoder().decode(bytes.slice(2, 10))).toBe(sellerName);
    const rest = new TextDecoder().decode(bytes.slice(10));
    expect(rest).toContain('2026-01-01T09:00:00Z');
    expect(rest).toContain('80.50');
    expect(rest).toContain('10.50');
  });

  it('refuses a field longer than 255 bytes', () => {
    expect(() =>
      zatcaQr({
        sellerName: 'ش'.repeat(128),
        vatNumber: '310122393500003',
        timestamp: new Date(),
        total: 0,
        vat: 0,
      }),
    ).toThrow(RangeError);
  });
});

describe('admin inputs', () => {
  const plan = {
    name: { ar: 'أساسية', en: 'Basic' },
    price: 99_00,
    billingCycle: 'monthly',
    duration: '1_month',
    propertyLimit: 3,
  };

  it('fills a plan defaults and drops custom days for a fixed duration', () => {
    expect(planInput.parse({ ...plan, customDays: 30 })).toMatchObject({
      customDays: null,
      discountPercent: 0,
      allowsPropertyCreation: true,
      monthsFree: 0,
      promoCodeAllowed: true,
      active: true,
      sortOrder: 0,
    });
  });

  it('needs custom days from 1 to 3650 for a custom duration', () => {
    const issues = (input: object) =>
      planInput
        .safeParse(input)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ ...plan, duration: 'custom' })).toEqual([
      ['customDays', 'validation.required'],
    ]);
    expect(issues({ ...plan, duration: 'custom', customDays: 3651 })).toEqual([
      ['customDays', 'validation.customDaysRange'],
    ]);
    expect(issues({ ...plan, propertyLimit: 0 })).toEqual([
      ['propertyLimit', 'validation.atLeastOne'],
    ]);
  });

  it('needs a promo code its amount, a code of letters and digits, and dates in order', () => {
    const issues = (input: object) =>
      promoCodeInput
        .safeParse(input)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ code: 'SUMMER', discountType: 'percent' })).toEqual([
      ['percentOff', 'validation.required'],
    ]);
    expect(issues({ code: 'a b', discountType: 'amount', amountOff: 5_00 })).toEqual([
      ['code', 'validation.promoCodeFormat'],
    ]);
    expect(
      issues({
        code: 'SUMMER',
        discountType: 'amount',
        amountOff: 5_00,
        validFrom: '2026-07-01',
        validTo: '2026-06-30',
      }),
    ).toEqual([['validTo', 'validation.dateOrder']]);
    expect(
      promoCodeInput.parse({
        code: 'summer',
        discountType: 'amount',
        amountOff: 5_00,
        percentOff: 10,
        planIds: [],
      }),
    ).toMatchObject({
      code: 'SUMMER',
      percentOff: null,
      amountOff: 5_00,
      planIds: null,
      cycles: null,
    });
  });
});
