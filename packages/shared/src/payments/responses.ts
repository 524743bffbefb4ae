import { z } from 'zod';
import { invoicePaymentStatuses } from './rules';

/** `POST /invoices/:id/pay` → 201: where the browser goes to pay. */
export const payInvoiceResponse = z.object({ data: z.object({ redirectUrl: z.string() }) });
export type PayInvoiceResponse = z.infer<typeof payInvoiceResponse>;

/** `GET /invoices/:id/payment`: the invoice's payment as the payment-result page polls it. */
export const invoicePayment = z.object({
  status: z.enum(invoicePaymentStatuses),
  /** ISO instant, set when paid. */
  paidAt: z.string().nullable(),
});
export type InvoicePayment = z.infer<typeof invoicePayment>;
export const invoicePaymentResponse = z.object({ data: invoicePayment });
