import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import {
  activeSubscription,
  currentSubscription,
  NoResizeObserver,
  pageOf,
  pendingSubscription,
  queriesOf,
  renderBilling,
  serveApi,
  wideScreen,
  type ApiRoutes,
} from '../test-harness';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const withPlan: ApiRoutes = {
  'GET /subscriptions/current': [200, { data: currentSubscription }],
  'GET /subscriptions': [200, pageOf([pendingSubscription, activeSubscription])],
};

// The first render pays for antd's styles on a busy machine.
describe('SubscriptionsPage', { timeout: 20_000 }, () => {
  it('shows the current plan: name, cycle, status, dates in Gregorian with the Hijri beneath, days left, properties used of the limit', async () => {
    serveApi(fetchMock, withPlan);
    renderBilling('/subscriptions');
    const current = await screen.findByTestId('current-plan');

    expect(within(current).getByTestId('current-plan-name').textContent).toBe('Basic');
    expect(within(current).getByTestId('current-plan-cycle').textContent).toBe('Monthly');
    expect(within(current).getByTestId('subscription-status').textContent).toBe('Active');
    expect(within(current).getByTestId('current-plan-start-gregorian').textContent).toBe(
      'Mar 20, 2026',
    );
    // 20 March 2026 is 1 Shawwal 1447 in the Umm al-Qura calendar.
    expect(within(current).getByTestId('current-plan-start-hijri').textContent).toBe(
      'Shaw. 1, 1447 AH',
    );
    expect(within(current).getByTestId('current-plan-end-gregorian').textContent).toBe(
      'Apr 20, 2026',
    );
    expect(within(current).getByTestId('current-plan-days-left').textContent).toBe('12 days left');
    const usage = within(current).getByTestId('current-plan-usage');
    expect(usage.getAttribute('role')).toBe('progressbar');
    expect(usage.getAttribute('aria-valuenow')).toBe('67');
    expect(usage.textContent).toContain('2 / 3');
    expect(within(current).getByTestId('current-plan-usage-text').textContent).toBe(
      '2 of 3 properties used',
    );
    expect(within(current).getByTestId('current-plan-change-rule').textContent).toBe(
      'A new plan starts when it is paid and replaces your current plan at once, with no proration. Renewing the same plan starts when the current one ends.',
    );
  });

  it('says "Ends today" on the last day, "1 day left" the day before, and a full limit in red', async () => {
    serveApi(fetchMock, {
      ...withPlan,
      'GET /subscriptions/current': [
        200,
        { data: { ...currentSubscription, daysLeft: 0, propertiesUsed: 3 } },
      ],
    });
    const first = renderBilling('/subscriptions');
    const current = await screen.findByTestId('current-plan');
    expect(within(current).getByTestId('current-plan-days-left').textContent).toBe('Ends today');
    const bar = within(current).getByTestId('current-plan-usage');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.className).toContain('exception');
    first.unmount();

    serveApi(fetchMock, {
      ...withPlan,
      'GET /subscriptions/current': [200, { data: { ...currentSubscription, daysLeft: 1 } }],
    });
    renderBilling('/subscriptions');
    expect((await screen.findByTestId('current-plan-days-left')).textContent).toBe('1 day left');
  });

  it('renews on the plans of its cycle, and changes plan on the plans page', async () => {
    serveApi(fetchMock, withPlan);
    const { router } = renderBilling('/subscriptions');
    fireEvent.click(await screen.findByTestId('current-plan-renew'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscriptions/plans'));
    expect(router.state.location.search).toBe('?cycle=monthly');

    await router.navigate('/subscriptions');
    fireEvent.click(await screen.findByTestId('current-plan-change'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscriptions/plans'));
    expect(router.state.location.search).toBe('');
  });

  it('shows the current plan in Arabic, with its plural forms', async () => {
    await i18n.changeLanguage('ar');
    serveApi(fetchMock, {
      ...withPlan,
      'GET /subscriptions/current': [200, { data: { ...currentSubscription, daysLeft: 2 } }],
    });
    renderBilling('/subscriptions');
    const current = await screen.findByTestId('current-plan');
    expect(within(current).getByTestId('current-plan-name').textContent).toBe('الأساسية');
    expect(within(current).getByTestId('current-plan-days-left').textContent).toBe('يتبقى يومان');
    expect(within(current).getByTestId('current-plan-start-hijri').textContent).toContain('شوال');
  });

  it('invites to see the plans when no plan is in force', async () => {
    serveApi(fetchMock, {
      'GET /subscriptions/current': [200, { data: null }],
      'GET /subscriptions': [200, pageOf([])],
    });
    const { router } = renderBilling('/subscriptions');
    const empty = await screen.findByTestId('current-plan-empty');
    expect(empty.textContent).toContain('You have no active plan');
    expect(await screen.findByTestId('subscription-list-empty')).toBeTruthy();

    fireEvent.click(screen.getByTestId('current-plan-see-plans'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscriptions/plans'));
  });

  it('lists every subscription as a card on a small screen: plan, cycle, status, dates, amount, invoice link', async () => {
    serveApi(fetchMock, withPlan);
    renderBilling('/subscriptions');
    const [pending, active] = await screen.findAllByTestId('subscription-list-card');
    if (pending === undefined || active === undefined) throw new Error('two cards expected');

    expect(pending.textContent).toContain('Pro');
    expect(within(pending).getByTestId('subscription-status').textContent).toBe('Awaiting payment');
    expect(pending.textContent).toContain('Starts when paid');
    expect(pending.textContent).toMatch(/SAR\s309\.47/);
    expect(within(pending).getByTestId('subscription-invoice-link').getAttribute('href')).toBe(
      '/subscriptions/invoices/42',
    );

    expect(active.textContent).toContain('Monthly');
    expect(active.textContent).toContain('Mar 20, 2026');
    expect(active.textContent).toMatch(/SAR\s113\.85/);
    expect(within(active).getByTestId('subscription-invoice-link').textContent).toBe(
      'INV-2026-000041',
    );
  });

  it('lists them in a table on a wide screen, a page at a time, the page in the URL', async () => {
    wideScreen();
    serveApi(fetchMock, {
      ...withPlan,
      'GET /subscriptions': ({ url }) => [
        200,
        url.searchParams.get('page') === '2'
          ? pageOf([activeSubscription], 2, 11)
          : pageOf([pendingSubscription], 1, 11),
      ],
    });
    const { router } = renderBilling('/subscriptions');
    const table = await screen.findByTestId('subscription-list');
    const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['Plan', 'Cycle', 'Start', 'End', 'Status', 'Amount', 'Invoice']);
    expect(within(table).getByTestId('subscription-status').textContent).toBe('Awaiting payment');

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(within(table).getByTestId('subscription-status').textContent).toBe('Active'),
    );
    expect(queriesOf(fetchMock, '/subscriptions')).toEqual([
      '?page=1&pageSize=10',
      '?page=2&pageSize=10',
    ]);
  });

  it('says "Failed to fetch data" when the current plan does not load, and tries again', async () => {
    serveApi(fetchMock, {
      ...withPlan,
      'GET /subscriptions/current': [503, { code: 'SERVICE_UNAVAILABLE', message: 'Down' }],
    });
    renderBilling('/subscriptions');
    const failure = await screen.findByTestId('current-plan-error');
    expect(failure.textContent).toContain('Failed to fetch data');
    // The list loaded on its own.
    expect(await screen.findAllByTestId('subscription-list-card')).toHaveLength(2);

    serveApi(fetchMock, withPlan);
    fireEvent.click(screen.getByTestId('current-plan-error-retry'));
    expect(await screen.findByTestId('current-plan')).toBeTruthy();
  });
});
