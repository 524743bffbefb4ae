import { bookingSourceIds, feeTypeIds, paymentMethodIds } from '@nuzul/shared/definitions';
import type { SeedEntry } from './definitions.seed';

const names: Record<keyof typeof feeTypeIds, { en: string; ar: string }> = {
  cleaning: { en: 'Cleaning fee', ar: 'رسوم التنظيف' },
  service: { en: 'Service fee', ar: 'رسوم الخدمة' },
  housekeeping: { en: 'Housekeeping', ar: 'التدبير المنزلي' },
  linen: { en: 'Linen and towels', ar: 'المفارش والمناشف' },
  resort: { en: 'Resort fee', ar: 'رسوم المنتجع' },
  parking: { en: 'Parking', ar: 'مواقف السيارات' },
  pet: { en: 'Pet fee', ar: 'رسوم الحيوانات الأليفة' },
  utilities: { en: 'Utilities', ar: 'الخدمات (كهرباء وماء)' },
  tourism: { en: 'Tourism fee', ar: 'رسوم السياحة' },
  municipality: { en: 'Municipality fee', ar: 'رسوم البلدية' },
  vat: { en: 'VAT', ar: 'ضريبة القيمة المضافة' },
  other: { en: 'Other', ar: 'أخرى' },
};

/** Types of fees and taxes of a charge profile; `vat` is what a quote reports as VAT. */
export const feeTypes: SeedEntry[] = Object.entries(feeTypeIds).map(([code, id]) => ({
  id,
  code,
  ...names[code as keyof typeof feeTypeIds],
}));

const methodNames: Record<keyof typeof paymentMethodIds, { en: string; ar: string }> = {
  cash: { en: 'Cash on arrival', ar: 'نقدًا عند الوصول' },
  bank_transfer: { en: 'Bank transfer', ar: 'تحويل بنكي' },
  credit_card: { en: 'Credit card (Visa / Mastercard)', ar: 'بطاقة ائتمان (فيزا / ماستركارد)' },
  mada: { en: 'mada', ar: 'مدى' },
  apple_pay: { en: 'Apple Pay', ar: 'آبل باي' },
  stc_pay: { en: 'STC Pay', ar: 'إس تي سي باي' },
  sadad: { en: 'SADAD', ar: 'سداد' },
  cheque: { en: 'Cheque', ar: 'شيك' },
};

/** Ways an owner may accept guests' payments (not the subscription's payment). */
export const paymentMethods: SeedEntry[] = Object.entries(paymentMethodIds).map(([code, id]) => ({
  id,
  code,
  ...methodNames[code as keyof typeof paymentMethodIds],
}));

// Brands are written in Arabic letters in Arabic, as the other seeded brands are (آبل باي).
const sourceNames: Record<keyof typeof bookingSourceIds, { en: string; ar: string }> = {
  direct: { en: 'Direct', ar: 'مباشر' },
  phone: { en: 'Phone', ar: 'هاتف' },
  walk_in: { en: 'Walk-in', ar: 'حضور مباشر' },
  airbnb: { en: 'Airbnb', ar: 'إير بي إن بي' },
  booking_com: { en: 'Booking.com', ar: 'بوكينج.كوم' },
  gathern: { en: 'Gathern', ar: 'جاذر إن' },
  vrbo: { en: 'Vrbo', ar: 'في آر بي أو' },
  expedia: { en: 'Expedia', ar: 'إكسبيديا' },
  agoda: { en: 'Agoda', ar: 'أجودا' },
  other: { en: 'Other', ar: 'أخرى' },
};

/** Where a booking came from: the owner's own channels, then the platforms, then other. */
export const bookingSources: SeedEntry[] = Object.entries(bookingSourceIds).map(([code, id]) => ({
  id,
  code,
  ...sourceNames[code as keyof typeof bookingSourceIds],
}));
