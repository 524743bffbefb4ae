import type { AdminPlan, PromoCode } from '@nuzul/shared/billing';
import { formatMoney } from '@nuzul/shared/money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { adminRoutes } from '../routes';

const fetchMock = vi.fn<typeof fetch>();

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

const basePlan: AdminPlan = {
  id: 2,
  name: { ar: 'الأساسية', en: 'Basic' },
  price: 99_00,
  priceWithVat: 113_85,
  currency: 'SAR',
  billingCycle: 'monthly',
  duration: '1_month',
  customDays: null,
  discountPercent: 0,
  propertyLimit: 3,
  allowsPropertyCreation: true,
  monthsFree: 0,
  promoCodeAllowed: true,
  active: true,
  sortOrder: 10,
  subscriptionCount: 4,
};
const plans: AdminPlan[] = [
  basePlan,
  {
    ...basePlan,
    id: 7,
    name: { ar: 'المؤسسات', en: 'Enterprise' },
    price: 1_200_00,
    billingCycle: 'yearly',
    duration: 'custom',
    customDays: 400,
    discountPercent: 1250,
    propertyLimit: 100,
    monthsFree: 2,
    active: false,
    sortOrder: 20,
    subscriptionCount: 0,
  },
];

const promo: PromoCode = {
  id: 5,
  code: 'RAMADAN20',
  discountType: 'amount',
  percentOff: null,
  amountOff: 20_00,
  validFrom: '2026-03-01',
  validTo: '2026-03-31',
  maxRedemptions: 10,
  redemptions: 3,
  oncePerAccount: true,
  planIds: [2],
  cycles: null,
  active: true,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** What the tests changes the API to answer to a write; by default it echoes the body. */
let answerWrite: (method: string, path: string, body: unknown) => Response = (_m, _p, body) =>
  json(200, { data: { ...(body as object), id: 99 } });

function serve() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = init?.method ?? 'GET';
    if (path === '/user/me') {
      return json(200, { data: { id: 'me', email: 'admin@x.sa', role: 'admin' } });
    }
    if (method === 'GET' && path === '/admin/plans') return json(200, { data: plans });
    if (method === 'GET' && path === '/admin/promo-codes') return json(200, { data: [promo] });
    if (method === 'GET' && path === '/admin/accounts') {
      return json(200, { data: [], meta: { page: 1, pageSize: 20, total: 0 } });
    }
    if (method !== 'GET') {
      return answerWrite(method, path, init?.body ? JSON.parse(String(init.body)) : undefined);
    }
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

/** The writes sent: method, path and body. */
function writes() {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method !== undefined && init.method !== 'GET')
    .map(([url, init]) => ({
      method: init!.method,
      path: new URL(String(url), 'http://localhost').pathname.replace(/^\/api\/v1/, ''),
      body: init!.body ? (JSON.parse(String(init!.body)) as Record<string, unknown>) : undefined,
    }));
}

function renderAdmin(tab: 'plans' | 'promo-codes') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ hydrateFallbackElement: <p data-testid="route-loading" />, children: adminRoutes }],
    { initialEntries: [`/admin?tab=${tab}`] },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

// The route's and the tabs' chunks, imported once before the clock of a test runs.
beforeAll(async () => {
  await Promise.all([
    import('./admin-page'),
    import('../admin-only'),
    import('../components/plans-admin'),
    import('../components/promo-codes-admin'),
  ]);
}, 60_000);
beforeEach(async () => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  answerWrite = (_m, _p, body) => json(200, { data: { ...(body as object), id: 99 } });
  serve();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('Admin › Plans', { timeout: 45_000 }, () => {
  it('lists every plan from the API: name in both languages, price excl. VAT in SAR, cycle, duration, discount, limits, status; Delete only for a plan never subscribed to', async () => {
    renderAdmin('plans');
    const table = await screen.findByTestId('admin-plans-table', {}, { timeout: 20_000 });
    const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual([
      'Order',
      'Name',
      'Price (excl. VAT)',
      'Billing cycle',
      'Duration',
      'Discount',
      'Property limit',
      'Allows adding properties',
      'Months free',
      'Promo codes allowed',
      'Status',
      'Subscriptions',
      'Actions',
    ]);
    const rows = [...table.querySelectorAll('tbody tr[data-row-key]')] as HTMLElement[];
    expect(rows).toHaveLength(2);
    const [basic, enterprise] = rows.map((row) =>
      [...row.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(basic!.slice(1, 12)).toEqual([
      'Basicالأساسية',
      formatMoney(99_00, 'en'),
      'Monthly',
      '1 month',
      '0%',
      '3',
      'Yes',
      '0',
      'Yes',
      'Active',
      '4',
    ]);
    expect(enterprise!.slice(2, 11)).toEqual([
      formatMoney(1_200_00, 'en'),
      'Yearly',
      '400 days',
      '12.5%',
      '100',
      'Yes',
      '2',
      'Yes',
      'Inactive',
    ]);
    // A plan in use is deactivated, never deleted; an inactive one is reactivated.
    expect(screen.queryByTestId('admin-plan-delete-2')).toBeNull();
    expect(screen.getByTestId('admin-plan-deactivate-2')).toBeTruthy();
    expect(screen.getByTestId('admin-plan-delete-7')).toBeTruthy();
    expect(screen.getByTestId('admin-plan-reactivate-7')).toBeTruthy();
  });

  it('creates a plan: the price typed in riyals is posted in halalas, with the shared defaults', async () => {
    renderAdmin('plans');
    fireEvent.click(await screen.findByTestId('admin-plan-add', {}, { timeout: 20_000 }));
    await screen.findByTestId('plan-form');
    type('plan-name-ar', 'المحترفين');
    type('plan-name-en', 'Pro');
    type('plan-price', '249.99');
    type('plan-discount', '10');
    type('plan-property-limit', '15');
    fireEvent.click(screen.getByTestId('plan-form-save'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'POST',
      path: '/admin/plans',
      body: {
        name: { ar: 'المحترفين', en: 'Pro' },
        price: 249_99,
        billingCycle: 'monthly',
        duration: '1_month',
        customDays: null,
        discountPercent: 1000,
        propertyLimit: 15,
        allowsPropertyCreation: true,
        monthsFree: 0,
        promoCodeAllowed: true,
        active: true,
        // After the last plan's order (20).
        sortOrder: 21,
      },
    });
    await waitFor(() => expect(screen.queryByTestId('plan-form')).toBeNull());
  });

  it('refuses a plan the shared schema refuses, at its fields, without calling the API', async () => {
    renderAdmin('plans');
    fireEvent.click(await screen.findByTestId('admin-plan-add', {}, { timeout: 20_000 }));
    await screen.findByTestId('plan-form');
    type('plan-name-en', 'x'.repeat(81));
    type('plan-price', '12.345');
    fireEvent.click(screen.getByTestId('plan-form-save'));
    const form = screen.getByTestId('plan-form');
    await within(form).findByText('Maximum 80 characters allowed');
    expect(within(form).getByText('This field is required')).toBeTruthy();
    expect(within(form).getByText('At most 2 decimals allowed')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it("shows the server's refusal by its code in the interface language", async () => {
    answerWrite = () =>
      json(409, {
        code: 'PLAN_UNAVAILABLE',
        message: 'This plan is no longer available. Please choose another plan.',
      });
    await i18n.changeLanguage('ar');
    renderAdmin('plans');
    fireEvent.click(await screen.findByTestId('admin-plan-edit-2', {}, { timeout: 20_000 }));
    await screen.findByTestId('plan-form');
    fireEvent.click(screen.getByTestId('plan-form-save'));
    const alert = await screen.findByTestId('plan-form-error');
    expect(alert.textContent).toBe(i18n.t('PLAN_UNAVAILABLE', { ns: 'errors' }));
    expect(alert.textContent).not.toContain('This plan');
    expect(writes()[0]).toMatchObject({ method: 'PUT', path: '/admin/plans/2' });
  });

  it('deactivates a plan after a confirmation, sending the plan back with active false', async () => {
    renderAdmin('plans');
    fireEvent.click(await screen.findByTestId('admin-plan-deactivate-2', {}, { timeout: 20_000 }));
    await screen.findByText(
      'Deactivate Basic? It is no longer offered; current subscriptions keep it until they end.',
    );
    expect(writes()).toEqual([]);
    fireEvent.click(screen.getByText('Confirm'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    // The whole plan goes back (PUT replaces it), only `active` changed.
    expect(writes()[0]).toEqual({
      method: 'PUT',
      path: '/admin/plans/2',
      body: {
        name: { ar: 'الأساسية', en: 'Basic' },
        price: 99_00,
        billingCycle: 'monthly',
        duration: '1_month',
        customDays: null,
        discountPercent: 0,
        propertyLimit: 3,
        allowsPropertyCreation: true,
        monthsFree: 0,
        promoCodeAllowed: true,
        active: false,
        sortOrder: 10,
      },
    });
  });

  it('deletes a plan never subscribed to, after a confirmation', async () => {
    renderAdmin('plans');
    fireEvent.click(await screen.findByTestId('admin-plan-delete-7', {}, { timeout: 20_000 }));
    await screen.findByText('Delete Enterprise? No one has subscribed to it.');
    expect(writes()).toEqual([]);
    fireEvent.click(screen.getAllByText('Delete').at(-1)!);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({ method: 'DELETE', path: '/admin/plans/7', body: undefined });
  });

  it('moves a plan up by swapping its order with the one above', async () => {
    renderAdmin('plans');
    fireEvent.click(await screen.findByLabelText('Move Enterprise up', {}, { timeout: 20_000 }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes().map((write) => [write.path, write.body?.sortOrder])).toEqual([
      ['/admin/plans/7', 10],
      ['/admin/plans/2', 20],
    ]);
  });
});

describe('Admin › Promo codes', { timeout: 45_000 }, () => {
  it('lists the codes: discount in SAR, validity, uses of the maximum, once per account, plans and cycles, status', async () => {
    renderAdmin('promo-codes');
    const table = await screen.findByTestId('admin-promo-codes-table', {}, { timeout: 20_000 });
    const cells = [...table.querySelectorAll('tbody tr[data-row-key] td')].map(
      (td) => td.textContent,
    );
    expect(cells.slice(0, 7)).toEqual([
      'RAMADAN20',
      formatMoney(20_00, 'en'),
      'March 1, 2026 – March 31, 2026',
      '3 of 10',
      'Yes',
      'BasicBoth cycles',
      'Active',
    ]);
  });

  it('creates an amount-off code: typed in lower case, posted upper-case, the amount in halalas; a duplicate is told in Arabic by its code', async () => {
    answerWrite = () =>
      json(409, {
        code: 'PROMO_CODE_DUPLICATE',
        message: 'A promo code with this code already exists.',
      });
    await i18n.changeLanguage('ar');
    renderAdmin('promo-codes');
    fireEvent.click(await screen.findByTestId('admin-promo-add', {}, { timeout: 20_000 }));
    await screen.findByTestId('promo-code-form');
    type('promo-code-input', 'summer-10');
    fireEvent.click(screen.getByTestId('promo-type-amount'));
    await screen.findByTestId('promo-amount-off');
    type('promo-amount-off', '15.50');
    type('promo-max-redemptions', '100');
    fireEvent.click(screen.getByTestId('promo-form-save'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'POST',
      path: '/admin/promo-codes',
      body: {
        code: 'SUMMER-10',
        discountType: 'amount',
        percentOff: null,
        amountOff: 15_50,
        validFrom: null,
        validTo: null,
        maxRedemptions: 100,
        oncePerAccount: true,
        planIds: [],
        cycles: [],
        active: true,
      },
    });
    const alert = await screen.findByTestId('promo-form-error');
    expect(alert.textContent).toBe('يوجد رمز خصم بهذا الرمز بالفعل.');
  });

  it('refuses a percent code without its percentage at its field, without calling the API', async () => {
    renderAdmin('promo-codes');
    fireEvent.click(await screen.findByTestId('admin-promo-edit-5', {}, { timeout: 20_000 }));
    await screen.findByTestId('promo-code-form');
    fireEvent.click(screen.getByTestId('promo-type-percent'));
    await screen.findByTestId('promo-percent-off');
    fireEvent.click(screen.getByTestId('promo-form-save'));
    const form = screen.getByTestId('promo-code-form');
    await within(form).findByText('This field is required');
    expect(writes()).toEqual([]);
    type('promo-percent-off', '15');
    fireEvent.click(screen.getByTestId('promo-form-save'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({
      discountType: 'percent',
      percentOff: 1500,
      amountOff: null,
    });
  });

  it('deactivates a code after a confirmation', async () => {
    renderAdmin('promo-codes');
    fireEvent.click(await screen.findByTestId('admin-promo-deactivate-5', {}, { timeout: 20_000 }));
    await screen.findByText('Deactivate RAMADAN20? It can no longer be applied.');
    fireEvent.click(screen.getByText('Confirm'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'PUT',
      path: '/admin/promo-codes/5',
      body: {
        code: 'RAMADAN20',
        discountType: 'amount',
        percentOff: null,
        amountOff: 20_00,
        validFrom: '2026-03-01',
        validTo: '2026-03-31',
        maxRedemptions: 10,
        oncePerAccount: true,
        planIds: [2],
        cycles: [],
        active: false,
      },
    });
  });
});
