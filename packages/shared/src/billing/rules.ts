/**
 * Billing (spec §3 "Subscription plan", "Invoice", §6, §9; requirements-next §7): plans and
 * their durations, promo codes, subscriptions and invoices. Amounts are halalas, excluding
 * VAT on a plan; rates are basis points; days are ISO dates.
 */
import { addDays, addMonths, daysBetween, type IsoDate } from '../dates/days';

/** Spec §9 "Billing monthly or yearly". */
export const billingCycles = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof billingCycles)[number];

/** Spec §3 "duration (1 day, 1 week, 1 month, 6 months, 1 year, custom days)". */
export const planDurations = [
  '1_day',
  '1_week',
  '1_month',
  '6_months',
  '1_year',
  'custom',
] as const;
export type PlanDuration = (typeof planDurations)[number];

export const CUSTOM_DAYS_MIN = 1;
export const CUSTOM_DAYS_MAX = 3650;

/**
 * `pending` until its invoice is paid, `active` from payment to its end date, then `expired`;
 * `cancelled` when replaced or left unpaid past the invoice's due date.
 */
export const subscriptionStatuses = ['pending', 'active', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const invoiceStatuses = ['pending', 'paid', 'failed', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** An invoice is due a week after it is issued (requirements-next §7.5). */
export const INVOICE_DUE_DAYS = 7;

/** Reminders go out this many days before a subscription ends. */
export const EXPIRY_REMINDER_DAYS = [7, 1] as const;

export const promoDiscountTypes = ['percent', 'amount'] as const;
export type PromoDiscountType = (typeof promoDiscountTypes)[number];

export const PLAN_NAME_MAX_LENGTH = 80;
export const PROPERTY_LIMIT_MAX = 10_000;
export const MONTHS_FREE_MAX = 12;
export const SORT_ORDER_MAX = 10_000;
export const PROMO_CODE_MIN_LENGTH = 3;
export const PROMO_CODE_MAX_LENGTH = 32;
export const PROMO_MAX_REDEMPTIONS_MAX = 1_000_000;
export const BILLING_PAGE_SIZE_DEFAULT = 10;
export const BILLING_PAGE_SIZE_MAX = 100;

/** Letters, digits, dashes and underscores; compared without regard to case. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A promo code as stored and compared: trimmed and upper-case ("summer-10" is "SUMMER-10"). */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The last day of a subscription that starts on `start`: the start plus its duration, a month
 * keeping its day or falling to the month's last (31 January + 1 month is 28 February, 29 in a
 * leap year), as PostgreSQL's `date + interval` does. It is active through that day and
 * expired from the next.
 */
export function subscriptionEnd(
  start: IsoDate,
  duration: PlanDuration,
  customDays?: number | null,
): IsoDate {
  switch (duration) {
    case '1_day':
      return addDays(start, 1);
    case '1_week':
      return addDays(start, 7);
    case '1_month':
      return addMonths(start, 1);
    case '6_months':
      return addMonths(start, 6);
    case '1_year':
      return addMonths(start, 12);
    case 'custom': {
      if (
        customDays == null ||
        !Number.isSafeInteger(customDays) ||
        customDays < CUSTOM_DAYS_MIN ||
        customDays > CUSTOM_DAYS_MAX
      ) {
        throw new RangeError(`a custom duration needs 1 to 3650 days, got ${String(customDays)}`);
      }
      return addDays(start, customDays);
    }
  }
}

/** Whole days from `today` to the end date; 0 on the last day and after it. */
export function daysLeft(endDate: IsoDate, today: IsoDate): number {
  return Math.max(0, daysBetween(today, endDate));
}

/** True once the end date has passed (`endDate < today`). */
export function hasEnded(endDate: IsoDate, today: IsoDate): boolean {
  return daysBetween(endDate, today) > 0;
}
