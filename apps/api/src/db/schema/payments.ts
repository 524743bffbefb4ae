import { sql } from 'drizzle-orm';
import {
  check,
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
import { paymentProviders, paymentStatuses } from '@nuzul/shared/payments';

/**
 * Payments (requirements-next §7.6): one row per checkout started for an invoice, the webhook
 * events already acted on, and the sandbox provider's own record of its payments. Amounts are
 * halalas. `invoice_id` and `account_id` name billing's invoice and the account; like every
 * domain's, they are no foreign keys to another domain's tables.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id').notNull(),
    accountId: uuid('account_id').notNull(),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payments_provider_payment_idx').on(table.provider, table.providerPaymentId),
    index('payments_invoice_idx').on(table.invoiceId, table.createdAt),
    check('payments_amount_positive', sql`${table.amount} > 0`),
    check('payments_paid_at', sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`),
  ],
);

/**
 * A provider's webhook event that was acted on: the key makes a redelivered event (the same
 * id, five times) one change.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider', { enum: paymentProviders }).notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * The sandbox provider's side: what a real gateway keeps on its servers. Its status is what
 * `fetchPayment` answers, so a webhook is acted on by the provider's state, not the event's.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    /** Unguessable: the checkout page is reached by it alone. */
    id: text('id').primaryKey(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    /** Where the checkout sends the browser back to. */
    callbackUrl: text('callback_url').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'sandbox_payments_paid_at',
      sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`,
    ),
  ],
);
