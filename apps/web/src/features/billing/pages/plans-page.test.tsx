import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { setToastApi } from '../../../app/toast';
import {
  basicMonthly,
  currentSubscription,
  NoResizeObserver,
  pendingInvoice,
  pendingSubscription,
  postedTo,
  proMonthly,
  renderBilling,
  serveApi,
  testPlans,
  trialPlan,
  type ApiRoutes,
} from '../test-harness';

const fetchMock = vi.fn<typeof fetch>();
const toastSuccess = vi.fn();
const toastError = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  setToastApi({ success: toastSuccess, error: toastError, info: vi.fn() });
});

afterEach(() => {
  setToastApi(null);
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const plansApi: ApiRoutes = {
  'GET /billing/plans': [200, { data: testPlans }],
  'GET /subscriptions/current': [200, { data: null }],
};

/** SUMMER10 takes 10 % off Basic (99.00 → 89.10 + 13.37 VAT = 102.47) and no other plan. */
const summer10: ApiRoutes = {
  'POST /billing/quote': ({ body }) => {
    const { planId, promoCode } = body as { planId: number; promoCode: string };
    if (promoCode !== 'SUMMER10' || planId !== basicMonthly.id) {
      return [400, { code: 'PROMO_CODE_INVALID', message: 'This promo code is not valid.' }];
    }
    return [
      200,
      {
        data: {
          planId,
          promoCode,
          currency: 'SAR',
          price: 99_00,
          planDiscount: 0,
          promoDiscount: 9_90,
          discount: 9_90,
          taxable: 89_10,
          vatRate: 1500,
          vat: 13_37,
          total: 102_47,
        },
      },
    ];
  },
};

function card(name: string): HTMLElement {
  const found = screen
    .getAllByTestId('plan-card')
    .find((element) => within(element).getByTestId('plan-name').textContent === name);
  if (found === undefined) throw new Error(`no plan card named ${name}`);
  return found;
}

function applyPromo(code: string): void {
  fireEvent.change(screen.getByTestId('promo-input'), { target: { value: code } });
  fireEvent.click(screen.getByTestId('promo-apply'));
}

// The first render pays for antd's styles on a busy machine.
describe('PlansPage', { timeout: 20_000 }, () => {
  it('shows the monthly plans in order: price excl. VAT per month, the VAT-inclusive total, duration, property limit', async () => {
    serveApi(fetchMock, plansApi);
    renderBilling('/subscriptions/plans');
    await screen.findByTestId('plans-grid');

    const names = screen.getAllByTestId('plan-name').map((name) => name.textContent);
    expect(names).toEqual(['Free trial', 'Basic', 'Pro']);

    const basic = card('Basic');
    expect(within(basic).getByTestId('plan-price-excl-vat').textContent).toMatch(/SAR\s99\.00/);
    expect(within(basic).getByTestId('plan-price').textContent).toContain('per month · excl. VAT');
    expect(within(basic).getByTestId('plan-price-incl-vat').textContent).toMatch(
      /^SAR\s113\.85 incl\. VAT$/,
    );
    expect(within(basic).getByTestId('plan-duration').textContent).toBe('Duration: 1 month');
    expect(within(basic).getByTestId('plan-limit').textContent).toBe('Up to 3 properties');
    expect(within(basic).queryByTestId('plan-discount')).toBeNull();

    const trial = card('Free trial');
    expect(within(trial).getByTestId('plan-price').textContent).toBe('Free');
    expect(within(trial).getByTestId('plan-duration').textContent).toBe('Duration: 14 days');
    expect(within(trial).getByTestId('plan-limit').textContent).toBe('Up to 1 property');
  });

  it('shows a skeleton while the plans load', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    renderBilling('/subscriptions/plans');
    expect((await screen.findByTestId('plans-loading')).getAttribute('aria-busy')).toBe('true');
  });

  it("shows a plan's discount as a badge, its list price struck through and the price after it", async () => {
    serveApi(fetchMock, plansApi);
    renderBilling('/subscriptions/plans');
    await screen.findByTestId('plans-grid');
    const pro = card('Pro');
    expect(within(pro).getByTestId('plan-discount').textContent).toBe('10% off');
    expect(within(pro).getByTestId('plan-list-price').textContent).toMatch(/SAR\s299\.00/);
    expect(within(pro).getByTestId('plan-price-excl-vat').textContent).toMatch(/SAR\s269\.10/);
    expect(within(pro).getByTestId('plan-price-incl-vat').textContent).toMatch(/SAR\s309\.47/);
  });

  it('switches to the yearly plans, with their months free, and keeps the choice in the URL', async () => {
    serveApi(fetchMock, plansApi);
    const { router } = renderBilling('/subscriptions/plans');
    await screen.findByTestId('plans-grid');

    fireEvent.click(screen.getByTestId('plans-cycle-yearly'));
    await waitFor(() => expect(router.state.location.search).toBe('?cycle=yearly'));
    const names = screen.getAllByTestId('plan-name').map((name) => name.textContent);
    expect(names).toEqual(['Basic']);
    const basic = card('Basic');
    expect(within(basic).getByTestId('plan-months-free').textContent).toBe('2 months free');
    expect(within(basic).getByTestId('plan-price').textContent).toContain('per year');
    expect(within(basic).getByTestId('plan-price-excl-vat').textContent).toMatch(/SAR\s990\.00/);
    expect(within(basic).getByTestId('plan-duration').textContent).toBe('Duration: 1 year');

    fireEvent.click(screen.getByTestId('plans-cycle-monthly'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getAllByTestId('plan-card')).toHaveLength(3);
  });

  it('opens on the cycle the URL names', async () => {
    serveApi(fetchMock, plansApi);
    renderBilling('/subscriptions/plans?cycle=yearly');
    await screen.findByTestId('plans-grid');
    expect(screen.getAllByTestId('plan-name').map((name) => name.textContent)).toEqual(['Basic']);
  });

  it('marks the plan in force "Current" and offers to renew it', async () => {
    serveApi(fetchMock, {
      ...plansApi,
      'GET /subscriptions/current': [200, { data: currentSubscription }],
    });
    renderBilling('/subscriptions/plans');
    const basic = await waitFor(() => {
      const found = card('Basic');
      expect(within(found).getByTestId('plan-current').textContent).toBe('Current');
      return found;
    });
    expect(within(basic).getByTestId('plan-choose').textContent).toBe('Renew');
    expect(within(card('Pro')).queryByTestId('plan-current')).toBeNull();
    expect(within(card('Pro')).getByTestId('plan-choose').textContent).toBe('Choose');
  });

  it('prices the plans with a valid promo code: the discounted total on the plans it applies to', async () => {
    serveApi(fetchMock, { ...plansApi, ...summer10 });
    renderBilling('/subscriptions/plans');
    await screen.findByTestId('plans-grid');

    applyPromo(' summer10 ');
    expect((await screen.findByTestId('promo-message')).textContent).toBe(
      'Promo code SUMMER10 applied.',
    );
    // The code is written as stored; the free trial takes none and is not asked about.
    expect(postedTo(fetchMock, '/billing/quote')).toEqual([
      { planId: basicMonthly.id, promoCode: 'SUMMER10' },
      { planId: proMonthly.id, promoCode: 'SUMMER10' },
    ]);
    expect(within(card('Basic')).getByTestId('plan-promo-total').textContent).toMatch(
      /^With SUMMER10: SAR\s102\.47 incl\. VAT$/,
    );
    expect(within(card('Pro')).getByTestId('plan-promo-refused').textContent).toBe(
      'The promo code does not apply to this plan.',
    );
    expect(within(card('Free trial')).queryByTestId('plan-promo-total')).toBeNull();
  });

  it('says "This promo code is not valid." when no plan takes the code', async () => {
    serveApi(fetchMock, { ...plansApi, ...summer10 });
    renderBilling('/subscriptions/plans');
    await screen.findByTestId('plans-grid');

    applyPromo('WINTER99');
    expect((await screen.findByTestId('promo-message')).textContent).toBe(
      'This promo code is not valid.',
    );
    expect(screen.getByTestId('promo-input').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('plan-promo-total')).toBeNull();
    expect(screen.queryByTestId('plan-promo-refused')).toBeNull();
    // The refusal is shown in place, not as a toast too.
    expect(toastError).not.toHaveBeenCalled();
  });

  it('says it in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    serveApi(fetchMock, { ...plansApi, ...summer10 });
    renderBilling('/subscriptions/plans');
    await screen.findByTestId('plans-grid');
    applyPromo('WINTER99');
    expect((await screen.findByTestId('promo-message')).textContent).toBe(
      'رمز الخصم هذا غير صالح.',
    );
  });

  it('refuses a code that breaks the shared rule as typed, without asking the API', async () => {
    serveApi(fetchMock, { ...plansApi, ...summer10 });
    renderBilling('/subscriptions/plans');
    await screen.findByTestId('plans-grid');
    applyPromo('AB');
    expect(screen.getByTestId('promo-message').textContent).toBe(
      'Use 3 to 32 letters, digits, dashes or underscores',
    );
    expect(postedTo(fetchMock, '/billing/quote')).toEqual([]);
  });

  it('chooses a paid plan with the applied code and opens its invoice', async () => {
    serveApi(fetchMock, {
      ...plansApi,
      ...summer10,
      'POST /subscriptions': [
        201,
        { data: { subscription: pendingSubscription, invoice: pendingInvoice } },
      ],
    });
    renderBilling('/subscriptions/plans');
    await screen.findByTestId('plans-grid');
    applyPromo('SUMMER10');
    await within(card('Basic')).findByTestId('plan-promo-total');

    fireEvent.click(within(card('Basic')).getByTestId('plan-choose'));
    // The invoice page, with the invoice the answer carried (no second request).
    expect((await screen.findByTestId('invoice-number')).textContent).toBe('INV-2026-000042');
    expect(postedTo(fetchMock, '/subscriptions')).toEqual([
      { planId: basicMonthly.id, promoCode: 'SUMMER10' },
    ]);
  });

  it('sends no code with a plan the code does not apply to', async () => {
    serveApi(fetchMock, {
      ...plansApi,
      ...summer10,
      'POST /subscriptions': [
        201,
        { data: { subscription: pendingSubscription, invoice: pendingInvoice } },
      ],
    });
    renderBilling('/subscriptions/plans');
    await screen.findByTestId('plans-grid');
    applyPromo('SUMMER10');
    await within(card('Pro')).findByTestId('plan-promo-refused');
    fireEvent.click(within(card('Pro')).getByTestId('plan-choose'));
    await screen.findByTestId('invoice-document');
    expect(postedTo(fetchMock, '/subscriptions')).toEqual([{ planId: proMonthly.id }]);
  });

  it('takes the free trial at once: a success toast and the subscriptions page', async () => {
    serveApi(fetchMock, {
      ...plansApi,
      'POST /subscriptions': [
        201,
        {
          data: {
            subscription: { ...pendingSubscription, status: 'active' },
            invoice: { ...pendingInvoice, status: 'paid' },
          },
        },
      ],
      'GET /subscriptions': [200, { data: [], meta: { page: 1, pageSize: 10, total: 0 } }],
    });
    renderBilling('/subscriptions/plans');
    await screen.findByTestId('plans-grid');
    fireEvent.click(within(card('Free trial')).getByTestId('plan-choose'));
    await screen.findByTestId('subscriptions-page');
    expect(toastSuccess).toHaveBeenCalledWith('Your plan is active.');
    expect(postedTo(fetchMock, '/subscriptions')).toEqual([{ planId: trialPlan.id }]);
  });

  it('shows a refusal to subscribe as a toast and stays on the plans', async () => {
    serveApi(fetchMock, {
      ...plansApi,
      'POST /subscriptions': [
        409,
        { code: 'TRIAL_ALREADY_USED', message: 'You have already used the free trial.' },
      ],
    });
    renderBilling('/subscriptions/plans');
    await screen.findByTestId('plans-grid');
    fireEvent.click(within(card('Free trial')).getByTestId('plan-choose'));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('You have already used the free trial.'),
    );
    expect(screen.getByTestId('plans-page')).toBeTruthy();
  });

  it('says when no plan is offered for the cycle', async () => {
    serveApi(fetchMock, { ...plansApi, 'GET /billing/plans': [200, { data: [trialPlan] }] });
    renderBilling('/subscriptions/plans?cycle=yearly');
    expect((await screen.findByTestId('plans-empty')).textContent).toContain(
      'No plans are offered for this billing cycle at the moment.',
    );
  });

  it('says "Failed to fetch data" when the plans do not load, and tries again', async () => {
    serveApi(fetchMock, {
      ...plansApi,
      'GET /billing/plans': [500, { code: 'UNEXPECTED_ERROR', message: 'Oops' }],
    });
    renderBilling('/subscriptions/plans');
    const failure = await screen.findByTestId('plans-error');
    expect(failure.textContent).toContain('Failed to fetch data');

    serveApi(fetchMock, plansApi);
    fireEvent.click(screen.getByTestId('plans-error-retry'));
    expect(await screen.findByTestId('plans-grid')).toBeTruthy();
  });
});
