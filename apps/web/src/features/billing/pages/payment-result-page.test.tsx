import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { NoResizeObserver, postedTo, queriesOf, renderBilling, serveApi } from '../test-harness';
import { checkoutPage } from '../api';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetAllMocks();
  await i18n.changeLanguage('en');
});

const paymentOf = (status: string, paidAt: string | null = null) =>
  [200, { data: { status, paidAt } }] as [number, unknown];

// The first render pays for antd's styles on a busy machine.
describe('PaymentResultPage', { timeout: 20_000 }, () => {
  it('waits for the bank while pending, asking every 2 s, and shows success when the payment is confirmed', async () => {
    let confirmed = false;
    serveApi(fetchMock, {
      'GET /invoices/42/payment': () =>
        confirmed ? paymentOf('paid', '2026-03-20T09:00:00.000Z') : paymentOf('pending'),
    });
    renderBilling('/subscriptions/payment-result?invoice=42');
    const pending = await screen.findByTestId('payment-result-pending');
    expect(pending.textContent).toContain('Payment pending');
    expect(pending.textContent).toContain("We are waiting for the bank's confirmation");

    confirmed = true;
    const paid = await screen.findByTestId('payment-result-paid', {}, { timeout: 5000 });
    expect(paid.textContent).toContain('Payment successful');
    expect(paid.textContent).toContain('Your invoice is paid and your subscription is active.');
    const polls = queriesOf(fetchMock, '/invoices/42/payment').length;
    expect(polls).toBeGreaterThanOrEqual(2);
    // A final outcome is not asked again.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(queriesOf(fetchMock, '/invoices/42/payment').length).toBe(polls);
  });

  it('offers to pay again after a failure: Try again starts a new checkout and goes to it', async () => {
    serveApi(fetchMock, {
      'GET /invoices/42/payment': paymentOf('failed'),
      'POST /invoices/42/pay': [
        201,
        { data: { redirectUrl: 'http://localhost/sandbox/checkout/sbx_abc' } },
      ],
    });
    const assign = vi.spyOn(checkoutPage, 'open').mockImplementation(() => undefined);
    renderBilling('/subscriptions/payment-result?invoice=42');
    const failed = await screen.findByTestId('payment-result-failed');
    expect(failed.textContent).toContain('Payment failed');
    expect(failed.textContent).toContain('The payment did not go through. You can try again.');
    fireEvent.click(within(failed).getByTestId('payment-result-retry'));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/checkout/sbx_abc'),
    );
    expect(postedTo(fetchMock, '/invoices/42/pay')).toHaveLength(1);
  });

  it('says so in Arabic while the bank has not confirmed', async () => {
    await i18n.changeLanguage('ar');
    serveApi(fetchMock, { 'GET /invoices/42/payment': paymentOf('pending') });
    renderBilling('/subscriptions/payment-result?invoice=42');
    const pending = await screen.findByTestId('payment-result-pending');
    expect(pending.textContent).toContain('الدفع قيد الانتظار');
    expect(pending.textContent).toContain('ننتظر تأكيد البنك');
  });

  it('links to the invoice, and offers payment when none was started', async () => {
    serveApi(fetchMock, { 'GET /invoices/42/payment': paymentOf('none') });
    renderBilling('/subscriptions/payment-result?invoice=42');
    const none = await screen.findByTestId('payment-result-none');
    expect(none.textContent).toContain('This invoice has not been paid yet.');
    expect(within(none).getByTestId('payment-result-retry').textContent).toBe('Proceed to payment');
    expect(
      within(none).getByTestId('payment-result-invoice').closest('a')?.getAttribute('href'),
    ).toBe('/subscriptions/invoices/42');
  });

  it("is not found for another account's invoice or an address without one", async () => {
    serveApi(fetchMock, {});
    const first = renderBilling('/subscriptions/payment-result?invoice=42');
    await screen.findByTestId('not-found');
    first.unmount();
    renderBilling('/subscriptions/payment-result?invoice=abc');
    await screen.findByTestId('not-found');
    expect(queriesOf(fetchMock, '/invoices/abc/payment')).toEqual([]);
  });
});
