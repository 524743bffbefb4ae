import type {
  CurrentSubscription,
  Invoice,
  InvoiceSummary,
  Plan,
  Subscription,
} from '@nuzul/shared/billing';
import { zatcaQr } from '@nuzul/shared/billing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi, type Mock } from 'vitest';
import { billingRoutes } from './routes';

/** Test helpers of the billing screens: answers shaped as the API gives them (not app data). */

type Reply = [status: number, body: unknown];
interface Request {
  url: URL;
  body: unknown;
}
export type ApiRoutes = Record<string, Reply | ((request: Request) => Reply)>;

function answer([status, body]: Reply): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Answers `METHOD /path` (under /api/v1, without its query) from `routes`; others are 404. */
export function serveApi(fetchMock: Mock<typeof fetch>, routes: ApiRoutes): void {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const route = routes[`${init?.method ?? 'GET'} ${path}`];
    if (route === undefined) return answer([404, { code: 'NOT_FOUND', message: 'Not found' }]);
    const body: unknown = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    return answer(typeof route === 'function' ? route({ url, body }) : route);
  });
}

/** The bodies posted to a path, in order. */
export function postedTo(fetchMock: Mock<typeof fetch>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === `/api/v1${path}` && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

/** The query strings a path was read with, in order. */
export function queriesOf(fetchMock: Mock<typeof fetch>, path: string): string[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === `/api/v1${path}`)
    .map((url) => url.search);
}

/** Where the router went: a path no billing screen claims. */
function Probe() {
  const { pathname, search } = useLocation();
  return <p data-testid="probe" data-path={`${pathname}${search}`} />;
}

/** The billing screens (their lazy routes, as the app has them) starting at `path`. */
export function renderBilling(path: string, extra: RouteObject[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        // Shown while a screen's chunk loads, as the app's root shows its loading view.
        hydrateFallbackElement: <p data-testid="route-loading" />,
        children: [...billingRoutes, ...extra, { path: '*', element: <Probe /> }],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** jsdom has no ResizeObserver; antd's Segmented, Table and Descriptions measure with one. */
export class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/** Every media query matches: the screens lay themselves out as on a wide screen. */
export function wideScreen(): void {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const planDefaults = {
  currency: 'SAR',
  customDays: null,
  discountPercent: 0,
  allowsPropertyCreation: true,
  monthsFree: 0,
  promoCodeAllowed: true,
  active: true,
} as const;

export const trialPlan: Plan = {
  ...planDefaults,
  id: 1,
  name: { ar: 'تجربة مجانية', en: 'Free trial' },
  price: 0,
  priceWithVat: 0,
  billingCycle: 'monthly',
  duration: 'custom',
  customDays: 14,
  propertyLimit: 1,
  promoCodeAllowed: false,
  sortOrder: 0,
};

/** 99.00 SAR a month; with 15 % VAT 113.85. */
export const basicMonthly: Plan = {
  ...planDefaults,
  id: 2,
  name: { ar: 'الأساسية', en: 'Basic' },
  price: 99_00,
  priceWithVat: 113_85,
  billingCycle: 'monthly',
  duration: '1_month',
  propertyLimit: 3,
  sortOrder: 10,
};

/** 299.00 SAR less 10 % = 269.10; with VAT (40.365 → 40.37) 309.47. */
export const proMonthly: Plan = {
  ...planDefaults,
  id: 4,
  name: { ar: 'الاحترافية', en: 'Pro' },
  price: 299_00,
  priceWithVat: 309_47,
  billingCycle: 'monthly',
  duration: '1_month',
  discountPercent: 1000,
  propertyLimit: 15,
  sortOrder: 20,
};

/** Ten months' price for a year: "2 months free". */
export const basicYearly: Plan = {
  ...planDefaults,
  id: 3,
  name: { ar: 'الأساسية', en: 'Basic' },
  price: 990_00,
  priceWithVat: 1138_50,
  billingCycle: 'yearly',
  duration: '1_year',
  propertyLimit: 3,
  monthsFree: 2,
  sortOrder: 11,
};

export const testPlans: Plan[] = [proMonthly, basicYearly, basicMonthly, trialPlan];

const subscriptionPlanOf = (plan: Plan): Subscription['plan'] => ({
  id: plan.id,
  name: plan.name,
  billingCycle: plan.billingCycle,
  duration: plan.duration,
  customDays: plan.customDays,
  propertyLimit: plan.propertyLimit,
  allowsPropertyCreation: plan.allowsPropertyCreation,
});

export const activeSubscription: Subscription = {
  id: 7,
  plan: subscriptionPlanOf(basicMonthly),
  status: 'active',
  startDate: '2026-03-20',
  endDate: '2026-04-20',
  createdAt: '2026-03-20T09:00:00.000Z',
  amount: 113_85,
  currency: 'SAR',
  invoiceId: 41,
  invoiceNumber: 'INV-2026-000041',
  invoiceStatus: 'paid',
};

export const currentSubscription: CurrentSubscription = {
  ...activeSubscription,
  daysLeft: 12,
  propertiesUsed: 2,
  propertyLimit: 3,
};

export const pendingSubscription: Subscription = {
  ...activeSubscription,
  id: 8,
  plan: subscriptionPlanOf(proMonthly),
  status: 'pending',
  startDate: null,
  endDate: null,
  amount: 309_47,
  invoiceId: 42,
  invoiceNumber: 'INV-2026-000042',
  invoiceStatus: 'pending',
};

const seller = {
  name: 'Nuzul Company',
  address: 'King Fahd Road, Riyadh',
  vatNumber: '310122393500003',
  crNumber: '1010010000',
};

/**
 * Basic monthly with the promo code SUMMER10 (10 %): 99.00 − 9.90 = 89.10, VAT 13.365 → 13.37,
 * total 102.47; its QR made by the shared ZATCA encoder, as the API makes it.
 */
export const pendingInvoice: Invoice = {
  id: 42,
  number: 'INV-2026-000042',
  issuedBy: seller,
  customerName: 'Sara Al-Harbi',
  issueDate: '2026-03-20',
  dueDate: '2026-03-27',
  registrationNo: seller.vatNumber,
  items: [
    {
      description: { ar: 'الباقة الأساسية — شهرية', en: 'Basic plan — monthly' },
      unitPrice: 99_00,
      quantity: 1,
      amount: 99_00,
    },
  ],
  currency: 'SAR',
  subtotal: 99_00,
  discount: 9_90,
  vatRate: 1500,
  vat: 13_37,
  total: 102_47,
  status: 'pending',
  paidAt: null,
  qr: zatcaQr({
    sellerName: seller.name,
    vatNumber: seller.vatNumber,
    timestamp: new Date('2026-03-20T09:00:00Z'),
    total: 102_47,
    vat: 13_37,
  }),
  subscriptionId: 8,
  promoCode: 'SUMMER10',
};

/** Paid at 01:30 on 21 March in Riyadh, which is still 20 March in UTC. */
export const paidInvoice: Invoice = {
  ...pendingInvoice,
  id: 41,
  number: 'INV-2026-000041',
  status: 'paid',
  paidAt: '2026-03-20T22:30:00.000Z',
};

export const invoiceSummaryOf = (invoice: Invoice, planName: Plan['name']): InvoiceSummary => ({
  id: invoice.id,
  number: invoice.number,
  issueDate: invoice.issueDate,
  dueDate: invoice.dueDate,
  total: invoice.total,
  currency: 'SAR',
  status: invoice.status,
  paidAt: invoice.paidAt,
  subscriptionId: invoice.subscriptionId,
  planName,
});

export const pageOf = <T,>(data: T[], page = 1, total = data.length) => ({
  data,
  meta: { page, pageSize: 10, total },
});
