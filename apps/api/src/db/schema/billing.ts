import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  billingCycles,
  invoiceStatuses,
  planDurations,
  promoDiscountTypes,
  subscriptionStatuses,
} from '@nuzul/shared/billing';

/**
 * Billing (requirements-next §7): plans, promo codes and their redemptions, subscriptions,
 * invoices with their lines, and the per-year invoice counter. Money is integer halalas
 * (plans excluding VAT), rates basis points, subscription days `date`. `account_id` is the
 * account's user id; it is not a foreign key to another domain's table, like every domain's.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    /** Seeded plans keep their code; plans the admin adds have none. */
    code: text('code').unique(),
    /** The seed file's entry last applied: a start updates the plan only when the file changed. */
    seedHash: text('seed_hash'),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    price: integer('price').notNull(),
    billingCycle: text('billing_cycle', { enum: billingCycles }).notNull(),
    duration: text('duration', { enum: planDurations }).notNull(),
    customDays: integer('custom_days'),
    discountPercent: integer('discount_percent').notNull().default(0),
    propertyLimit: integer('property_limit').notNull(),
    allowsPropertyCreation: boolean('allows_property_creation').notNull().default(true),
    monthsFree: integer('months_free').notNull().default(0),
    promoCodeAllowed: boolean('promo_code_allowed').notNull().default(true),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('plans_price_not_negative', sql`${table.price} >= 0`),
    check(
      'plans_custom_days',
      sql`(${table.duration} = 'custom') = (${table.customDays} is not null) and (${table.customDays} is null or ${table.customDays} between 1 and 3650)`,
    ),
    check('plans_discount_range', sql`${table.discountPercent} between 0 and 10000`),
    check('plans_property_limit', sql`${table.propertyLimit} >= 1`),
  ],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case: codes compare without regard to case. */
    code: text('code').notNull().unique(),
    discountType: text('discount_type', { enum: promoDiscountTypes }).notNull(),
    percentOff: integer('percent_off'),
    amountOff: integer('amount_off'),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    maxRedemptions: integer('max_redemptions'),
    /** Counted in the invoice's transaction under the code's row lock. */
    redemptions: integer('redemptions').notNull().default(0),
    oncePerAccount: boolean('once_per_account').notNull().default(true),
    /** Null is every plan. */
    planIds: integer('plan_ids').array(),
    /** Null is both cycles. */
    cycles: text('cycles').array(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'promo_codes_discount_set',
      sql`(${table.discountType} = 'percent' and ${table.percentOff} between 1 and 10000 and ${table.amountOff} is null) or (${table.discountType} = 'amount' and ${table.amountOff} >= 1 and ${table.percentOff} is null)`,
    ),
    check(
      'promo_codes_redemptions',
      sql`${table.redemptions} >= 0 and (${table.maxRedemptions} is null or ${table.redemptions} <= ${table.maxRedemptions})`,
    ),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', { enum: subscriptionStatuses }).notNull().default('pending'),
    // What was bought, as it was: a later change of the plan does not change a subscription.
    duration: text('duration', { enum: planDurations }).notNull(),
    customDays: integer('custom_days'),
    propertyLimit: integer('property_limit').notNull(),
    allowsPropertyCreation: boolean('allows_property_creation').notNull(),
    /** Free plans (the trial) are taken once per account. */
    free: boolean('free').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** The smallest "days before the end" reminder sent (7, then 1); null before any. */
    reminderDays: integer('reminder_days'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('subscriptions_account_idx').on(table.accountId, table.createdAt),
    index('subscriptions_active_end_idx')
      .on(table.endDate)
      .where(sql`${table.status} = 'active'`),
    check(
      'subscriptions_dates',
      sql`(${table.startDate} is null) = (${table.endDate} is null) and (${table.startDate} is null or ${table.startDate} <= ${table.endDate})`,
    ),
  ],
);

/** One use of a promo code by an account, for its subscription's invoice. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.promoCodeId, table.subscriptionId] }),
    index('promo_redemptions_account_idx').on(table.promoCodeId, table.accountId),
  ],
);

/** The last invoice number of each year: taken (and so kept gapless) in the invoice's transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** `INV-2026-000001`. */
    number: text('number').notNull().unique(),
    accountId: uuid('account_id').notNull(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    /** The instant of issue: the QR code's timestamp. */
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    // The seller and the customer as they were at issue: an invoice never changes.
    sellerName: text('seller_name').notNull(),
    sellerAddress: text('seller_address').notNull(),
    sellerVat: text('seller_vat').notNull(),
    sellerCr: text('seller_cr').notNull(),
    customerName: text('customer_name').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    vatRate: integer('vat_rate').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    promoCode: text('promo_code'),
    status: text('status', { enum: invoiceStatuses }).notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('invoices_account_idx').on(table.accountId, table.issuedAt),
    uniqueIndex('invoices_subscription_idx').on(table.subscriptionId),
    check(
      'invoices_amounts',
      sql`${table.total} = ${table.subtotal} - ${table.discount} + ${table.vat} and ${table.discount} between 0 and ${table.subtotal}`,
    ),
    check('invoices_paid_at', sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    descriptionAr: text('description_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.invoiceId, table.position] }),
    check('invoice_lines_amount', sql`${table.amount} = ${table.unitPrice} * ${table.quantity}`),
  ],
);
