import {
  BILLING_PAGE_SIZE_DEFAULT,
  type BillingQuote,
  type CurrentSubscription,
  type Invoice,
  type InvoiceSummary,
  type Plan,
  type SubscribeInput,
  type SubscribeResponse,
  type Subscription,
} from '@nuzul/shared/billing';
import type { PayInvoiceResponse } from '@nuzul/shared/payments';
import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  apiGet,
  apiGetFile,
  apiGetPage,
  apiPost,
  type ApiFile,
  type PageMeta,
} from '../../app/api-client';
import type { ApiError } from '../../app/api-error';
import type { Language } from '../../app/i18n';

export type Subscribed = SubscribeResponse['data'];

export interface BillingPage<T> {
  data: T[];
  meta: PageMeta;
}

export const billingKeys = {
  all: ['billing'] as const,
  plans: ['billing', 'plans'] as const,
  quote: (planId: number, promoCode: string) => ['billing', 'quote', planId, promoCode] as const,
  current: ['billing', 'subscriptions', 'current'] as const,
  subscriptions: (page: number) => ['billing', 'subscriptions', 'list', page] as const,
  invoices: (page: number) => ['billing', 'invoices', 'list', page] as const,
  invoice: (id: string) => ['billing', 'invoices', 'one', id] as const,
};

// Every billing screen shows its own failures (a retry, an inline text): no toast from these
// reads. Subscribing is an action, whose refusal (plan no longer offered, trial used) is a toast.
const silent = { silent: true } as const;

/** The plans on offer, both cycles. */
export function usePlans() {
  return useQuery<Plan[], ApiError>({
    queryKey: billingKeys.plans,
    queryFn: ({ signal }) => apiGet<Plan[]>('/billing/plans', { ...silent, signal }),
  });
}

/**
 * The price of each plan with a promo code (`POST /billing/quote`): it only reads, so it is a
 * query per plan, kept while the code stays applied and asked again for a cycle's plans.
 */
export function usePromoQuotes(planIds: readonly number[], promoCode: string | null) {
  return useQueries({
    queries: planIds.map((planId) => ({
      queryKey: billingKeys.quote(planId, promoCode ?? ''),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiPost<BillingQuote>('/billing/quote', { planId, promoCode }, { ...silent, signal }),
      enabled: promoCode !== null,
      retry: false,
      staleTime: Infinity,
    })),
  });
}

/** The subscription in force, or null when there is none. */
export function useCurrentSubscription() {
  return useQuery<CurrentSubscription | null, ApiError>({
    queryKey: billingKeys.current,
    queryFn: async ({ signal }) =>
      (await apiGet<CurrentSubscription | null>('/subscriptions/current', { ...silent, signal })) ??
      null,
  });
}

export function useSubscriptions(page: number) {
  return useQuery<BillingPage<Subscription>, ApiError>({
    queryKey: billingKeys.subscriptions(page),
    queryFn: ({ signal }) =>
      apiGetPage<Subscription>('/subscriptions', {
        ...silent,
        signal,
        query: { page, pageSize: BILLING_PAGE_SIZE_DEFAULT },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoices(page: number) {
  return useQuery<BillingPage<InvoiceSummary>, ApiError>({
    queryKey: billingKeys.invoices(page),
    queryFn: ({ signal }) =>
      apiGetPage<InvoiceSummary>('/invoices', {
        ...silent,
        signal,
        query: { page, pageSize: BILLING_PAGE_SIZE_DEFAULT },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: string | undefined) {
  return useQuery<Invoice, ApiError>({
    queryKey: billingKeys.invoice(id ?? ''),
    queryFn: ({ signal }) => apiGet<Invoice>(`/invoices/${id}`, { ...silent, signal }),
    enabled: id !== undefined,
  });
}

/** Choosing a plan: a pending subscription and its invoice (a free plan is active at once). */
export function useSubscribe() {
  const client = useQueryClient();
  return useMutation<Subscribed, ApiError, SubscribeInput>({
    mutationFn: (body) => apiPost<Subscribed>('/subscriptions', body),
    onSuccess: ({ invoice }) => {
      client.setQueryData(billingKeys.invoice(String(invoice.id)), invoice);
      void client.invalidateQueries({ queryKey: ['billing', 'subscriptions'] });
      void client.invalidateQueries({ queryKey: ['billing', 'invoices', 'list'] });
    },
  });
}

/** Leaves the app for the payment provider's checkout page (a full page load; tests replace it). */
export const checkoutPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Proceed to payment: a checkout of the invoice at the provider, where the browser goes next.
 * A refusal (already paid, no longer payable) is a toast, and the invoice is read again.
 */
export function usePayInvoice(invoiceId: number) {
  const client = useQueryClient();
  return useMutation<PayInvoiceResponse['data'], ApiError>({
    mutationFn: () => apiPost<PayInvoiceResponse['data']>(`/invoices/${invoiceId}/pay`, {}),
    onSuccess: ({ redirectUrl }) => checkoutPage.open(redirectUrl),
    onError: () => {
      void client.invalidateQueries({ queryKey: billingKeys.invoice(String(invoiceId)) });
    },
  });
}

/** Hands a file to the browser to save, as a download (tests replace it). */
export const fileSaver = {
  save(blob: Blob, filename: string): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    // Some browsers read the address after the click returns: it is released a little later.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
};

/**
 * Download PDF: the invoice rendered by the server in the language asked for, fetched with the
 * signed-in token in its header (never in the address) and saved under the name the server
 * gives it (`INV-2026-000001.pdf`). A failure is a toast.
 */
export function useDownloadInvoicePdf(invoice: { id: number; number: string }) {
  return useMutation<ApiFile, ApiError, Language>({
    mutationFn: (lang) => apiGetFile(`/invoices/${invoice.id}/pdf`, { query: { lang } }),
    onSuccess: ({ blob, filename }) => fileSaver.save(blob, filename ?? `${invoice.number}.pdf`),
  });
}
