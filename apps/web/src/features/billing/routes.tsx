import type { RouteObject } from 'react-router';

// Each screen is a chunk of its own, fetched when its route matches.

/** The plans, the subscriptions and the invoices, inside the signed-in layout. */
export const billingRoutes: RouteObject[] = [
  {
    path: '/subscriptions',
    lazy: async () => ({
      Component: (await import('./pages/subscriptions-page')).SubscriptionsPage,
    }),
  },
  {
    path: '/subscriptions/plans',
    lazy: async () => ({ Component: (await import('./pages/plans-page')).PlansPage }),
  },
  {
    path: '/subscriptions/invoices',
    lazy: async () => ({
      Component: (await import('./pages/invoice-list-page')).InvoiceListPage,
    }),
  },
  {
    path: '/subscriptions/invoices/:id',
    lazy: async () => ({ Component: (await import('./pages/invoice-page')).InvoicePage }),
  },
  {
    path: '/subscriptions/payment-result',
    lazy: async () => ({
      Component: (await import('./pages/payment-result-page')).PaymentResultPage,
    }),
  },
];
