import { z } from 'zod';
import { compareDates, isIsoDate } from '../dates/days';
import { isoDate } from '../dates/schemas';
import { basisPointsField, halalasAmount } from '../money/schemas';
import { dbId, fieldError, safeText } from '../validation/fields';
import { messageKey } from '../validation/messages';
import {
  BILLING_PAGE_SIZE_DEFAULT,
  BILLING_PAGE_SIZE_MAX,
  CUSTOM_DAYS_MAX,
  CUSTOM_DAYS_MIN,
  MONTHS_FREE_MAX,
  PLAN_NAME_MAX_LENGTH,
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_MIN_LENGTH,
  PROMO_CODE_PATTERN,
  PROMO_MAX_REDEMPTIONS_MAX,
  PROPERTY_LIMIT_MAX,
  SORT_ORDER_MAX,
  billingCycles,
  normalizePromoCode,
  planDurations,
  promoDiscountTypes,
} from './rules';
import { DB_INTEGER_MAX } from '../validation/fields';

const required = fieldError();

const wholeNumber = (min: number, max: number) =>
  z
    .number(fieldError('mustBeNumber'))
    .int(messageKey('invalidValue'))
    .min(min, messageKey(min === 1 ? 'atLeastOne' : 'invalidValue'))
    .max(max, messageKey('tooLarge'));

const name = safeText()
  .trim()
  .min(1, messageKey('required'))
  .max(PLAN_NAME_MAX_LENGTH, messageKey('max80'));

/** A promo code as typed: trimmed, upper-cased, letters, digits, dashes and underscores. */
export const promoCodeField = safeText()
  .trim()
  .min(PROMO_CODE_MIN_LENGTH, messageKey('promoCodeFormat'))
  .max(PROMO_CODE_MAX_LENGTH, messageKey('promoCodeFormat'))
  .regex(PROMO_CODE_PATTERN, messageKey('promoCodeFormat'))
  .transform(normalizePromoCode);

/** A plan as the platform admin writes it (requirements-next §7.1). */
export const planInput = z
  .object(
    {
      name: z.object({ ar: name, en: name }, required),
      /** Halalas, excluding VAT; 0 is a free plan (the trial). */
      price: halalasAmount,
      billingCycle: z.enum(billingCycles, required),
      duration: z.enum(planDurations, required),
      /** Days, for the `custom` duration only. */
      customDays: z
        .number(fieldError('mustBeNumber'))
        .int(messageKey('customDaysRange'))
        .min(CUSTOM_DAYS_MIN, messageKey('customDaysRange'))
        .max(CUSTOM_DAYS_MAX, messageKey('customDaysRange'))
        .nullish(),
      /** Basis points: 1000 is 10 % off the price. */
      discountPercent: basisPointsField.default(0),
      propertyLimit: wholeNumber(1, PROPERTY_LIMIT_MAX),
      allowsPropertyCreation: z.boolean(required).default(true),
      monthsFree: wholeNumber(0, MONTHS_FREE_MAX).default(0),
      promoCodeAllowed: z.boolean(required).default(true),
      active: z.boolean(required).default(true),
      sortOrder: wholeNumber(0, SORT_ORDER_MAX).default(0),
    },
    required,
  )
  .superRefine((plan, ctx) => {
    if (plan.duration === 'custom' && plan.customDays == null) {
      ctx.addIssue({ code: 'custom', path: ['customDays'], message: messageKey('required') });
    }
  })
  .transform((plan) => ({
    ...plan,
    customDays: plan.duration === 'custom' ? (plan.customDays ?? null) : null,
  }));
export type PlanInput = z.input<typeof planInput>;
export type PlanValues = z.output<typeof planInput>;

const optionalDate = isoDate.nullish().transform((value) => value ?? null);

/** A promo code as the platform admin writes it (requirements-next §7.2). */
export const promoCodeInput = z
  .object(
    {
      code: promoCodeField,
      discountType: z.enum(promoDiscountTypes, required),
      /** Basis points, for the `percent` type. */
      percentOff: basisPointsField.min(1, messageKey('percentageRange')).nullish(),
      /** Halalas, for the `amount` type. */
      amountOff: halalasAmount.min(1, messageKey('amountPositive')).nullish(),
      /** First and last day it can be used; null is open-ended. */
      validFrom: optionalDate,
      validTo: optionalDate,
      /** How many times it can be used in all; null is without limit. */
      maxRedemptions: wholeNumber(1, PROMO_MAX_REDEMPTIONS_MAX).nullish(),
      oncePerAccount: z.boolean(required).default(true),
      /** The plans it applies to; null or empty is every plan. */
      planIds: z.array(dbId, required).max(100, messageKey('tooLarge')).nullish(),
      /** The billing cycles it applies to; null or empty is both. */
      cycles: z.array(z.enum(billingCycles, required), required).max(2).nullish(),
      active: z.boolean(required).default(true),
    },
    required,
  )
  .superRefine((promo, ctx) => {
    if (promo.discountType === 'percent' && promo.percentOff == null) {
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: messageKey('required') });
    }
    if (promo.discountType === 'amount' && promo.amountOff == null) {
      ctx.addIssue({ code: 'custom', path: ['amountOff'], message: messageKey('required') });
    }
    const { validFrom, validTo } = promo;
    if (isIsoDate(validFrom) && isIsoDate(validTo) && compareDates(validFrom, validTo) > 0) {
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: messageKey('dateOrder') });
    }
  })
  .transform((promo) => ({
    ...promo,
    percentOff: promo.discountType === 'percent' ? (promo.percentOff ?? null) : null,
    amountOff: promo.discountType === 'amount' ? (promo.amountOff ?? null) : null,
    maxRedemptions: promo.maxRedemptions ?? null,
    planIds: promo.planIds?.length ? [...new Set(promo.planIds)] : null,
    cycles: promo.cycles?.length ? [...new Set(promo.cycles)] : null,
  }));
export type PromoCodeInput = z.input<typeof promoCodeInput>;
export type PromoCodeValues = z.output<typeof promoCodeInput>;

/** An optional promo code: an empty field counts as none. */
const optionalPromoCode = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  promoCodeField.optional(),
);

/** `POST /billing/quote`: the price of a plan with an optional promo code. */
export const billingQuoteInput = z.object({ planId: dbId, promoCode: optionalPromoCode }, required);
export type BillingQuoteInput = z.input<typeof billingQuoteInput>;

/** `POST /subscriptions`: choosing a plan makes a pending subscription and its invoice. */
export const subscribeInput = z.object({ planId: dbId, promoCode: optionalPromoCode }, required);
export type SubscribeInput = z.input<typeof subscribeInput>;

/** `?page=&pageSize=` of the subscription and invoice lists. */
export const billingPageQuery = z.object(
  {
    page: z.coerce
      .number(required)
      .int(messageKey('invalidValue'))
      .min(1, messageKey('invalidValue'))
      .max(DB_INTEGER_MAX, messageKey('invalidValue'))
      .default(1),
    pageSize: z.coerce
      .number(required)
      .int(messageKey('invalidValue'))
      .min(1, messageKey('invalidValue'))
      .max(BILLING_PAGE_SIZE_MAX, messageKey('invalidValue'))
      .default(BILLING_PAGE_SIZE_DEFAULT),
  },
  required,
);
export type BillingPageQuery = z.input<typeof billingPageQuery>;
