import { expect } from 'vitest';
import { feeTypeIds, paymentMethodIds } from '@nuzul/shared/definitions';
import { location, specifications, type api } from '../modules/listings/listings.fixtures';

/**
 * Valid sections of the Property Booking step, as the wizard sends them. The tests' clock
 * stands at 2026-11-22 09:00 UTC (12:00 in Riyadh): seasons of June 2027 are ahead.
 */
export const chargeProfile = {
  fees: [
    {
      kind: 'fee',
      typeId: feeTypeIds.cleaning,
      discriminator: 'per_stay',
      value: 15_000,
      collectionTime: 'at_booking',
      optional: false,
    },
    {
      kind: 'tax',
      typeId: feeTypeIds.vat,
      discriminator: 'percentage',
      percentage: 1_500,
      collectionTime: 'at_booking',
      optional: false,
    },
  ],
  downPayment: { type: 'percentage', percentage: 2_000 },
  securityDeposit: { type: 'amount', amount: 50_000 },
};

export const checkInOut = {
  checkInLocation: 'self_check_in',
  checkInFrom: '20:00',
  checkInTo: '01:00',
  checkOutTime: '12:00',
  earlyLateRanges: [{ feeType: 'late_check_out', from: '12:00', to: '15:00', cost: 5_000 }],
};

export const availability = {
  basePrice: 40_000,
  minNights: 1,
  maxNights: 30,
  preparationHours: 24,
  openFrom: '2026-11-22',
  openUntil: '2027-11-22',
};

export const arrival = {
  landlordName: 'سارة الحربي',
  landlordEmail: 'sara@example.sa',
  landlordContact: '+966501234567',
  arrivalContactHours: 24,
  arrivalInstructions: [
    {
      language: 'ar',
      howToArrive: 'المدخل الشمالي، الدور الثالث، الرمز 4821',
      pickupDetails: 'المفتاح في الصندوق الذكي',
    },
  ],
};

export const paymentMethods = {
  methods: [
    { methodId: paymentMethodIds.mada, note: '' },
    { methodId: paymentMethodIds.bank_transfer, note: 'SA0380000000608010167519' },
  ],
};

export const terms = { terms: [{ language: 'ar', url: 'https://example.sa/terms' }] };

export const cancellation = {
  policies: [
    { fromDays: 0, toDays: 7, penaltyPercent: 10_000 },
    { fromDays: 8, toDays: 30, penaltyPercent: 5_000 },
  ],
};

/** 1–10 June 2027; `specifications.sleep` is 4, so 2 included guests are below it. */
export const season = {
  seasonName: 'صيف ٢٠٢٧',
  dailyPrice: 50_000,
  extraGuestPrice: 10_000,
  guests: 2,
  minStay: 2,
  maxStay: 14,
  dateFrom: '2027-06-01',
  dateTo: '2027-06-10',
};

/** Each section's PUT path and a valid body. */
export const sections = [
  ['chargeProfile', 'charge-profile', chargeProfile],
  ['checkInOut', 'check-in-out', checkInOut],
  ['availability', 'availability', availability],
  ['arrival', 'arrival', arrival],
  ['paymentMethods', 'payment-methods', paymentMethods],
  ['terms', 'terms', terms],
  ['cancellation', 'cancellation-policies', cancellation],
] as const;

/** A property through the Location and (unless told otherwise) Specifications steps. */
export async function createProperty(
  owner: ReturnType<typeof api>,
  options: { specifications?: boolean } = {},
): Promise<string> {
  const created = await owner.post('/properties', location);
  expect(created.statusCode).toBe(201);
  const id = created.json().data.id as string;
  if (options.specifications !== false) {
    const specs = await owner.put(`/properties/${id}/specifications`, specifications);
    expect(specs.statusCode).toBe(200);
  }
  return id;
}
