import type { PlanValues } from '@nuzul/shared/billing';

/** A seeded plan: its fixed code and its values as the admin would write them. */
export interface SeedPlan extends PlanValues {
  code: string;
}

const plan = (
  code: string,
  values: Omit<PlanValues, 'active' | 'customDays'> & { customDays?: number },
): SeedPlan => ({
  code,
  active: true,
  ...values,
  customDays: values.customDays ?? null,
});

/**
 * The plans every installation starts with (requirements-next §7.1). Prices are halalas
 * excluding VAT. Yearly plans cost ten months: "2 months free". A plan is updated from this
 * file at start only when its entry here changed, so the admin's edits survive restarts.
 */
export const seedPlans: readonly SeedPlan[] = [
  plan('trial', {
    name: { ar: 'تجربة مجانية', en: 'Free trial' },
    price: 0,
    billingCycle: 'monthly',
    duration: 'custom',
    customDays: 14,
    discountPercent: 0,
    propertyLimit: 1,
    allowsPropertyCreation: true,
    monthsFree: 0,
    promoCodeAllowed: false,
    sortOrder: 0,
  }),
  plan('basic_monthly', {
    name: { ar: 'الأساسية', en: 'Basic' },
    price: 99_00,
    billingCycle: 'monthly',
    duration: '1_month',
    discountPercent: 0,
    propertyLimit: 3,
    allowsPropertyCreation: true,
    monthsFree: 0,
    promoCodeAllowed: true,
    sortOrder: 10,
  }),
  plan('basic_yearly', {
    name: { ar: 'الأساسية', en: 'Basic' },
    price: 990_00,
    billingCycle: 'yearly',
    duration: '1_year',
    discountPercent: 0,
    propertyLimit: 3,
    allowsPropertyCreation: true,
    monthsFree: 2,
    promoCodeAllowed: true,
    sortOrder: 11,
  }),
  plan('pro_monthly', {
    name: { ar: 'الاحترافية', en: 'Pro' },
    price: 299_00,
    billingCycle: 'monthly',
    duration: '1_month',
    discountPercent: 0,
    propertyLimit: 15,
    allowsPropertyCreation: true,
    monthsFree: 0,
    promoCodeAllowed: true,
    sortOrder: 20,
  }),
  plan('pro_yearly', {
    name: { ar: 'الاحترافية', en: 'Pro' },
    price: 2_990_00,
    billingCycle: 'yearly',
    duration: '1_year',
    discountPercent: 0,
    propertyLimit: 15,
    allowsPropertyCreation: true,
    monthsFree: 2,
    promoCodeAllowed: true,
    sortOrder: 21,
  }),
  plan('business_yearly', {
    name: { ar: 'الأعمال', en: 'Business' },
    price: 9_990_00,
    billingCycle: 'yearly',
    duration: '1_year',
    discountPercent: 0,
    propertyLimit: 100,
    allowsPropertyCreation: true,
    monthsFree: 2,
    promoCodeAllowed: true,
    sortOrder: 31,
  }),
];
