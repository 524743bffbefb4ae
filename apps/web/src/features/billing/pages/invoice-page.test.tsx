import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QRCode } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { setToastApi } from '../../../app/toast';
import { checkoutPage, fileSaver } from '../api';
import {
  NoResizeObserver,
  paidInvoice,
  pendingInvoice,
  postedTo,
  renderBilling,
  serveApi,
} from '../test-harness';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});

afterEach(() => {
  setToastApi(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetAllMocks();
});

function openInvoice(invoice = pendingInvoice) {
  serveApi(fetchMock, { [`GET /invoices/${invoice.id}`]: [200, { data: invoice }] });
  return renderBilling(`/subscriptions/invoices/${invoice.id}`);
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

// The first render pays for antd's styles on a busy machine.
describe('InvoicePage', { timeout: 20_000 }, () => {
  it("shows exactly the spec's fields: number, issued by, customer, issue and due dates, registration no", async () => {
    openInvoice();
    const invoice = await screen.findByTestId('invoice-document');
    expect(within(invoice).getByRole('heading', { level: 1 }).textContent).toBe('Tax invoice');
    expect(text('invoice-number')).toBe('INV-2026-000042');
    expect(text('invoice-issued-by')).toBe('Nuzul CompanyKing Fahd Road, Riyadh');
    expect(text('invoice-registration-no')).toBe('310122393500003');
    expect(text('invoice-customer')).toBe('Sara Al-Harbi');
    expect(text('invoice-issue-date-gregorian')).toBe('Mar 20, 2026');
    expect(text('invoice-due-date-gregorian')).toBe('Mar 27, 2026');
    const labels = [...invoice.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toEqual([
      'Invoice number',
      'Issued by',
      'Registration no.',
      'Customer name',
      'Issue date',
      'Due date',
    ]);
  });

  it('lists the items (description, unit price, quantity, amount) and the discount, VAT at 15 % and total', async () => {
    openInvoice();
    const items = await screen.findByTestId('invoice-items');
    const headers = [...items.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['Description', 'Unit price', 'Quantity', 'Amount']);
    const [row] = within(items).getAllByTestId('invoice-item');
    const cells = [...(row?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
    expect(cells[0]).toBe('Basic plan — monthly');
    expect(cells[1]).toMatch(/^SAR\s99\.00$/);
    expect(cells[2]).toBe('1');
    expect(cells[3]).toMatch(/^SAR\s99\.00$/);

    // 99.00 − 9.90 = 89.10; VAT 13.365 → 13.37; total 102.47.
    expect(text('invoice-discount')).toMatch(/^Discount \(promo code SUMMER10\)SAR\s9\.90$/);
    expect(text('invoice-vat')).toMatch(/^VAT \(15%\)SAR\s13\.37$/);
    expect(text('invoice-total')).toMatch(/^TotalSAR\s102\.47$/);
  });

  it("draws the ZATCA QR of the invoice's qr string as an image", async () => {
    openInvoice();
    const qr = await screen.findByTestId('invoice-qr');
    const image = within(qr).getByRole('img', { name: "The invoice's ZATCA QR code" });
    expect(image.tagName.toLowerCase()).toBe('svg');

    // The same drawing as a QR code of that very string, and not that of another one.
    const same = render(<QRCode value={pendingInvoice.qr} type="svg" bordered={false} />);
    const other = render(<QRCode value={paidInvoice.qr + 'x'} type="svg" bordered={false} />);
    const drawing = (root: Element) =>
      root.querySelector('svg path:last-of-type')?.getAttribute('d');
    expect(drawing(image.parentElement ?? image)).toBe(drawing(same.container));
    expect(drawing(image.parentElement ?? image)).not.toBe(drawing(other.container));
  });

  it('has no Paid stamp while unpaid, and says it is unpaid above the invoice', async () => {
    openInvoice();
    await screen.findByTestId('invoice-document');
    expect(screen.queryByTestId('invoice-paid-stamp')).toBeNull();
    expect(text('invoice-status')).toBe('Unpaid');
  });

  it('stamps a paid invoice "Paid" with the day it was paid in Saudi Arabia', async () => {
    openInvoice(paidInvoice);
    const stamp = await screen.findByTestId('invoice-paid-stamp');
    expect(stamp.textContent).toContain('Paid');
    // 22:30 UTC on 20 March is 01:30 on 21 March in Riyadh.
    expect(text('invoice-paid-date')).toBe('Paid on Mar 21, 2026');
  });

  it('reads right to left in Arabic and left to right in English, on screen and on paper', async () => {
    const english = openInvoice(paidInvoice);
    const document = await screen.findByTestId('invoice-document');
    expect(document.getAttribute('dir')).toBe('ltr');
    expect(document.getAttribute('lang')).toBe('en');
    english.unmount();

    await i18n.changeLanguage('ar');
    openInvoice(paidInvoice);
    const arabic = await screen.findByTestId('invoice-document');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(within(arabic).getByRole('heading', { level: 1 }).textContent).toBe('فاتورة ضريبية');
    expect(text('invoice-vat')).toContain('ضريبة القيمة المضافة');
    expect(within(arabic).getAllByTestId('invoice-item')[0]?.textContent).toContain(
      'الباقة الأساسية — شهرية',
    );
    expect(text('invoice-paid-stamp')).toContain('مدفوعة');
  });

  it('prints the page with the Print button, on A4', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    openInvoice();
    const document = await screen.findByTestId('invoice-document');
    expect(document.querySelector('style')?.textContent).toContain('size: A4');
    screen.getByTestId('invoice-print').click();
    expect(print).toHaveBeenCalledOnce();
  });

  it('downloads the PDF in the interface language, with the token in a header and not in the address', async () => {
    localStorage.setItem('token', 'tok-pdf');
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    const answerPdf = () =>
      new Response('%PDF-1.3 invoice', {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="INV-2026-000042.pdf"',
        },
      });
    serveApi(fetchMock, { 'GET /invoices/42': [200, { data: pendingInvoice }] });
    const json = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).startsWith('/api/v1/invoices/42/pdf') ? answerPdf() : json(input, init),
    );
    const english = renderBilling('/subscriptions/invoices/42');
    const download = await screen.findByTestId('invoice-download-pdf');
    expect(download.textContent).toBe('Download PDF');
    fireEvent.click(download);
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    const [blob, filename] = save.mock.calls[0]!;
    expect(filename).toBe('INV-2026-000042.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.3 invoice');
    const [url, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('/pdf'))!;
    expect(url).toBe('/api/v1/invoices/42/pdf?lang=en');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-pdf');
    english.unmount();

    await i18n.changeLanguage('ar');
    fetchMock.mockClear();
    renderBilling('/subscriptions/invoices/42');
    const arabic = await screen.findByTestId('invoice-download-pdf');
    expect(arabic.textContent).toBe('تنزيل PDF');
    fireEvent.click(arabic);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(
      fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/pdf')),
    ).toEqual(['/api/v1/invoices/42/pdf?lang=ar']);
    localStorage.removeItem('token');
  });

  it('says why when the PDF cannot be had, and saves nothing', async () => {
    const toastError = vi.fn();
    setToastApi({ error: toastError, success: vi.fn(), info: vi.fn() });
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    serveApi(fetchMock, {
      'GET /invoices/42': [200, { data: pendingInvoice }],
      'GET /invoices/42/pdf': [404, { code: 'NOT_FOUND', message: 'Not found' }],
    });
    renderBilling('/subscriptions/invoices/42');
    fireEvent.click(await screen.findByTestId('invoice-download-pdf'));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Not found'));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByTestId('invoice-download-pdf').hasAttribute('disabled')).toBe(false);
  });

  it('proceeds to payment from an unpaid invoice: a checkout at the provider, where the browser goes', async () => {
    const open = vi.spyOn(checkoutPage, 'open').mockImplementation(() => undefined);
    serveApi(fetchMock, {
      'GET /invoices/42': [200, { data: pendingInvoice }],
      'POST /invoices/42/pay': [201, { data: { redirectUrl: '/sandbox/checkout/pay_1' } }],
    });
    renderBilling('/subscriptions/invoices/42');
    const pay = await screen.findByTestId('invoice-pay');
    expect(pay.textContent).toBe('Proceed to payment');
    fireEvent.click(pay);
    await waitFor(() => expect(open).toHaveBeenCalledWith('/sandbox/checkout/pay_1'));
    expect(postedTo(fetchMock, '/invoices/42/pay')).toEqual([{}]);
  });

  it('offers no payment for a paid or void invoice, and again for one whose payment failed', async () => {
    const paid = openInvoice(paidInvoice);
    await screen.findByTestId('invoice-document');
    expect(screen.queryByTestId('invoice-pay')).toBeNull();
    paid.unmount();

    const voided = openInvoice({ ...pendingInvoice, status: 'void' });
    await screen.findByTestId('invoice-document');
    expect(screen.queryByTestId('invoice-pay')).toBeNull();
    expect(text('invoice-status')).toBe('Void');
    voided.unmount();

    openInvoice({ ...pendingInvoice, status: 'failed' });
    expect(await screen.findByTestId('invoice-pay')).toBeTruthy();
    expect(text('invoice-status')).toBe('Payment failed');
  });

  it('says so when the invoice was paid meanwhile, and shows it paid', async () => {
    const toastError = vi.fn();
    setToastApi({ error: toastError, success: vi.fn(), info: vi.fn() });
    let paidMeanwhile = false;
    serveApi(fetchMock, {
      'GET /invoices/42': () => [200, { data: paidMeanwhile ? paidInvoice : pendingInvoice }],
      'POST /invoices/42/pay': () => {
        paidMeanwhile = true;
        return [409, { code: 'INVOICE_ALREADY_PAID', message: 'This invoice is already paid.' }];
      },
    });
    renderBilling('/subscriptions/invoices/42');
    fireEvent.click(await screen.findByTestId('invoice-pay'));
    expect(await screen.findByTestId('invoice-paid-stamp')).toBeTruthy();
    expect(toastError).toHaveBeenCalledWith('This invoice is already paid.');
    expect(screen.queryByTestId('invoice-pay')).toBeNull();
  });

  it('shows "Page not found" for an invoice that does not exist or is not the account\'s', async () => {
    serveApi(fetchMock, {
      'GET /invoices/999': [404, { code: 'NOT_FOUND', message: 'Not found' }],
    });
    renderBilling('/subscriptions/invoices/999');
    expect((await screen.findByTestId('not-found')).textContent).toContain('Page not found');
  });

  it('shows "Page not found" for an address that names no invoice, without asking the API', async () => {
    renderBilling('/subscriptions/invoices/abc');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "Failed to fetch data" when the invoice does not load, and tries again', async () => {
    serveApi(fetchMock, {
      'GET /invoices/42': [500, { code: 'UNEXPECTED_ERROR', message: 'Oops' }],
    });
    renderBilling('/subscriptions/invoices/42');
    expect((await screen.findByTestId('invoice-error')).textContent).toContain(
      'Failed to fetch data',
    );
    openInvoiceAgain();
    screen.getByTestId('invoice-error-retry').click();
    expect(await screen.findByTestId('invoice-document')).toBeTruthy();
  });
});

function openInvoiceAgain(): void {
  serveApi(fetchMock, { 'GET /invoices/42': [200, { data: pendingInvoice }] });
}
