import { addDays, addMonths, type IsoDate } from '@nuzul/shared/dates';
import { feeTypeIds, paymentMethodIds } from '@nuzul/shared/definitions';
import { cancellationPresets } from '@nuzul/shared/terms';

/** Nightly prices of each demo property, in halalas: its base price and its high season. */
const prices: Record<string, { base: number; season: number; seasonName: string }> = {
  riyadh: { base: 38_000, season: 52_000, seasonName: 'موسم الرياض' },
  jeddah: { base: 95_000, season: 130_000, seasonName: 'صيف جدة' },
  ula: { base: 120_000, season: 165_000, seasonName: 'شتاء العلا' },
};

/**
 * The Property Booking sections of a demo property, dated from the day the demo is made:
 * one high season over the next three months, the base price for the rest of the year.
 */
export function demoTerms(key: string, today: IsoDate) {
  const price = prices[key] ?? { base: 40_000, season: 50_000, seasonName: 'الموسم' };
  return {
    chargeProfile: {
      fees: [
        {
          kind: 'fee',
          typeId: feeTypeIds.cleaning,
          discriminator: 'per_stay',
          value: 15_000,
          collectionTime: 'at_check_in',
        },
        {
          kind: 'tax',
          typeId: feeTypeIds.vat,
          discriminator: 'percentage',
          percentage: 1_500,
          collectionTime: 'at_booking',
        },
      ],
      downPayment: { type: 'percentage', percentage: 3_000 },
      securityDeposit: { type: 'amount', amount: 50_000 },
    },
    checkInOut: {
      checkInLocation: 'self_check_in',
      checkInFrom: '15:00',
      checkInTo: '23:00',
      checkOutTime: '12:00',
      earlyLateRanges: [{ feeType: 'late_check_out', from: '12:00', to: '15:00', cost: 10_000 }],
    },
    season: {
      seasonName: price.seasonName,
      dailyPrice: price.season,
      extraGuestPrice: 7_500,
      guests: 2,
      minStay: 2,
      maxStay: 30,
      dateFrom: addDays(today, 1),
      dateTo: addMonths(today, 3),
    },
    availability: {
      basePrice: price.base,
      minNights: 1,
      maxNights: 60,
      preparationHours: 12,
      openFrom: today,
      openUntil: addMonths(today, 12),
    },
    arrival: {
      landlordName: 'نورة القحطاني',
      landlordEmail: 'demo@nuzul.sa',
      landlordContact: '+966500000000',
      arrivalContactHours: 24,
      arrivalInstructions: [
        {
          language: 'ar',
          howToArrive: 'يصلك رمز الباب برسالة قبل الوصول بيوم. الموقف رقم ١٢ مخصص لك.',
          pickupDetails: '',
        },
        {
          language: 'en',
          howToArrive:
            'The door code reaches you by message a day before arrival. Bay 12 is yours.',
          pickupDetails: '',
        },
      ],
    },
    paymentMethods: {
      methods: [
        { methodId: paymentMethodIds.mada, note: '' },
        { methodId: paymentMethodIds.apple_pay, note: '' },
        { methodId: paymentMethodIds.bank_transfer, note: 'SA00 0000 0000 0000 0000 0000' },
      ],
    },
    terms: {
      terms: [
        { language: 'ar', url: 'https://nuzul.sa/ar/terms' },
        { language: 'en', url: 'https://nuzul.sa/en/terms' },
      ],
    },
    cancellation: { policies: [...cancellationPresets.moderate] },
  };
}
