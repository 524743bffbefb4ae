import {
  quotePlan,
  zatcaQr,
  type Invoice,
  type InvoiceSummary,
  type Plan,
  type PromoCode,
  type Subscription,
} from '@nuzul/shared/billing';
import { CURRENCY } from '@nuzul/shared/money';
import type {
  InvoiceLineRow,
  InvoiceRow,
  PlanRow,
  PromoRow,
  SubscriptionRow,
} from './billing.repository';

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: { ar: row.nameAr, en: row.nameEn },
    price: row.price,
    priceWithVat: quotePlan(row).total,
    currency: CURRENCY,
    billingCycle: row.billingCycle,
    duration: row.duration,
    customDays: row.customDays,
    discountPercent: row.discountPercent,
    propertyLimit: row.propertyLimit,
    allowsPropertyCreation: row.allowsPropertyCreation,
    monthsFree: row.monthsFree,
    promoCodeAllowed: row.promoCodeAllowed,
    active: row.active,
    sortOrder: row.sortOrder,
  };
}

export function toPromoCode(row: PromoRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    percentOff: row.percentOff,
    amountOff: row.amountOff,
    validFrom: row.validFrom,
    validTo: row.validTo,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    oncePerAccount: row.oncePerAccount,
    planIds: row.planIds,
    cycles: row.cycles as PromoCode['cycles'],
    active: row.active,
  };
}

export function toSubscription(row: {
  subscription: SubscriptionRow;
  invoice: InvoiceRow;
  plan: PlanRow;
}): Subscription {
  const { subscription: s, invoice, plan } = row;
  return {
    id: s.id,
    plan: {
      id: plan.id,
      name: { ar: plan.nameAr, en: plan.nameEn },
      billingCycle: plan.billingCycle,
      duration: s.duration,
      customDays: s.customDays,
      propertyLimit: s.propertyLimit,
      allowsPropertyCreation: s.allowsPropertyCreation,
    },
    status: s.status,
    startDate: s.startDate,
    endDate: s.endDate,
    createdAt: s.createdAt.toISOString(),
    amount: invoice.total,
    currency: CURRENCY,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    invoiceStatus: invoice.status,
  };
}

export function toInvoice(row: InvoiceRow, lines: InvoiceLineRow[]): Invoice {
  return {
    id: row.id,
    number: row.number,
    issuedBy: {
      name: row.sellerName,
      address: row.sellerAddress,
      vatNumber: row.sellerVat,
      crNumber: row.sellerCr,
    },
    customerName: row.customerName,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    registrationNo: row.sellerVat,
    items: lines.map((line) => ({
      description: { ar: line.descriptionAr, en: line.descriptionEn },
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      amount: line.amount,
    })),
    currency: CURRENCY,
    subtotal: row.subtotal,
    discount: row.discount,
    vatRate: row.vatRate,
    vat: row.vat,
    total: row.total,
    status: row.status,
    paidAt: row.paidAt?.toISOString() ?? null,
    qr: zatcaQr({
      sellerName: row.sellerName,
      vatNumber: row.sellerVat,
      timestamp: row.issuedAt,
      total: row.total,
      vat: row.vat,
    }),
    subscriptionId: row.subscriptionId,
    promoCode: row.promoCode,
  };
}

export function toInvoiceSummary(row: { invoice: InvoiceRow; plan: PlanRow }): InvoiceSummary {
  const { invoice, plan } = row;
  return {
    id: invoice.id,
    number: invoice.number,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    total: invoice.total,
    currency: CURRENCY,
    status: invoice.status,
    paidAt: invoice.paidAt?.toISOString() ?? null,
    subscriptionId: invoice.subscriptionId,
    planName: { ar: plan.nameAr, en: plan.nameEn },
  };
}
