import { z } from 'zod';
import { CURRENCY } from '../money/amounts';
import {
  billingCycles,
  invoiceStatuses,
  planDurations,
  promoDiscountTypes,
  subscriptionStatuses,
} from './rules';

const int = () => z.number().int();
const bilingual = z.object({ ar: z.string(), en: z.string() });

export const plan = z.object({
  id: int(),
  name: bilingual,
  /** Halalas, excluding VAT. */
  price: int(),
  /** The price after the plan's discount, with VAT: what a consumer pays without a promo. */
  priceWithVat: int(),
  currency: z.literal(CURRENCY),
  billingCycle: z.enum(billingCycles),
  duration: z.enum(planDurations),
  customDays: int().nullable(),
  /** Basis points. */
  discountPercent: int(),
  propertyLimit: int(),
  allowsPropertyCreation: z.boolean(),
  monthsFree: int(),
  promoCodeAllowed: z.boolean(),
  active: z.boolean(),
  sortOrder: int(),
});
export type Plan = z.infer<typeof plan>;

export const planResponse = z.object({ data: plan });
export const plansResponse = z.object({ data: z.array(plan) });
export type PlansResponse = z.infer<typeof plansResponse>;

/** A plan as the platform admin lists it: with the subscriptions taken on it (0 → deletable). */
export const adminPlan = plan.extend({ subscriptionCount: int() });
export type AdminPlan = z.infer<typeof adminPlan>;
export const adminPlansResponse = z.object({ data: z.array(adminPlan) });

export const billingQuote = z.object({
  planId: int(),
  /** The normalised code when one was applied, else null. */
  promoCode: z.string().nullable(),
  currency: z.literal(CURRENCY),
  price: int(),
  planDiscount: int(),
  promoDiscount: int(),
  /** planDiscount + promoDiscount. */
  discount: int(),
  /** price − discount: the amount VAT is on. */
  taxable: int(),
  /** Basis points (1500 = 15 %). */
  vatRate: int(),
  vat: int(),
  total: int(),
});
export type BillingQuote = z.infer<typeof billingQuote>;
export const billingQuoteResponse = z.object({ data: billingQuote });

export const pageMeta = z.object({ page: int(), pageSize: int(), total: int() });

export const subscriptionPlan = z.object({
  id: int(),
  name: bilingual,
  billingCycle: z.enum(billingCycles),
  duration: z.enum(planDurations),
  customDays: int().nullable(),
  propertyLimit: int(),
  allowsPropertyCreation: z.boolean(),
});

export const subscription = z.object({
  id: int(),
  plan: subscriptionPlan,
  status: z.enum(subscriptionStatuses),
  /** Set when it is paid (null while pending). */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
  /** The invoice's total with VAT. */
  amount: int(),
  currency: z.literal(CURRENCY),
  invoiceId: int(),
  invoiceNumber: z.string(),
  invoiceStatus: z.enum(invoiceStatuses),
});
export type Subscription = z.infer<typeof subscription>;

export const currentSubscription = subscription.extend({
  daysLeft: int(),
  propertiesUsed: int(),
  propertyLimit: int(),
});
export type CurrentSubscription = z.infer<typeof currentSubscription>;
/** `GET /subscriptions/current`: the active subscription, or null when there is none. */
export const currentSubscriptionResponse = z.object({ data: currentSubscription.nullable() });

export const subscriptionsResponse = z.object({ data: z.array(subscription), meta: pageMeta });
export type SubscriptionsResponse = z.infer<typeof subscriptionsResponse>;

export const invoiceItem = z.object({
  description: bilingual,
  unitPrice: int(),
  quantity: int(),
  amount: int(),
});

/** Spec §3 "Invoice", field for field; `registrationNo` is the seller's VAT number. */
export const invoice = z.object({
  id: int(),
  number: z.string(),
  issuedBy: z.object({
    name: z.string(),
    address: z.string(),
    vatNumber: z.string(),
    crNumber: z.string(),
  }),
  customerName: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  registrationNo: z.string(),
  items: z.array(invoiceItem),
  currency: z.literal(CURRENCY),
  subtotal: int(),
  discount: int(),
  vatRate: int(),
  vat: int(),
  total: int(),
  status: z.enum(invoiceStatuses),
  paidAt: z.string().nullable(),
  /** ZATCA phase-1 QR content (TLV, base64). */
  qr: z.string(),
  subscriptionId: int(),
  promoCode: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoice>;
export const invoiceResponse = z.object({ data: invoice });

export const invoiceSummary = z.object({
  id: int(),
  number: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  total: int(),
  currency: z.literal(CURRENCY),
  status: z.enum(invoiceStatuses),
  paidAt: z.string().nullable(),
  subscriptionId: int(),
  planName: bilingual,
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;
export const invoicesResponse = z.object({ data: z.array(invoiceSummary), meta: pageMeta });

/** `POST /subscriptions` → 201: the pending (or, for a free plan, active) subscription. */
export const subscribeResponse = z.object({
  data: z.object({ subscription, invoice }),
});
export type SubscribeResponse = z.infer<typeof subscribeResponse>;

export const promoCode = z.object({
  id: int(),
  code: z.string(),
  discountType: z.enum(promoDiscountTypes),
  percentOff: int().nullable(),
  amountOff: int().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  maxRedemptions: int().nullable(),
  /** How many times it has been used. */
  redemptions: int(),
  oncePerAccount: z.boolean(),
  planIds: z.array(int()).nullable(),
  cycles: z.array(z.enum(billingCycles)).nullable(),
  active: z.boolean(),
});
export type PromoCode = z.infer<typeof promoCode>;
export const promoCodeResponse = z.object({ data: promoCode });
export const promoCodesResponse = z.object({ data: z.array(promoCode) });
