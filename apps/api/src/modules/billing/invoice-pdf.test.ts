import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../db/schema/billing';
import type { Database } from '../../db/client';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { readPdf } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { api } from '../listings/listings.fixtures';
import { markInvoicePaid } from './billing.access';

type Api = ReturnType<typeof api>;
const ADMIN_EMAIL = 'invoice-pdf-admin@example.com';

// Issued on 20 March 2026 in Riyadh; paid at 22:30 UTC, which is already 21 March there.
const time = testClock(new Date('2026-03-20T09:15:00.000Z'));
const PAID_AT = new Date('2026-03-20T22:30:00.000Z');

/** A4 in points, inside the sheet's 44 pt side margins. */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 44;

/** An amount as Intl writes it, with a no-break space between number and currency. */
const money = (text: string) => text.replace(' ', '\u00a0');

// A seller in Arabic, whose address has Arabic commas (،).
const SELLER = 'شركة نزل لتقنية المعلومات';
const ADDRESS = 'طريق الملك فهد، الرياض 12271، المملكة العربية السعودية';

let t: TestApp;
let mail: MailCatcher;
let owner: Api;
let other: Api;
/** The owner's paid invoice: Basic monthly 99.00 with the 10 % code WELCOME10. */
let paidId: number;
/** The other owner's unpaid invoice: Basic monthly 99.00, no code. */
let unpaidId: number;

async function newOwner() {
  const created = await createOwner(t.app, mail, { subscribed: false });
  return api(t.app, created.token);
}

const pdfOf = (me: Api, id: number, lang?: string) =>
  me.get(`/invoices/${id}/pdf${lang === undefined ? '' : `?lang=${lang}`}`);

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({
    env: {
      SMTP_URL: mail.url,
      ADMIN_EMAILS: ADMIN_EMAIL,
      BILLING_SELLER_NAME: SELLER,
      BILLING_SELLER_ADDRESS: ADDRESS,
    },
    clock: time.clock,
  });
  const { createVerifiedAccount, loginToken } = await import('../../test/accounts-fixtures');
  await createVerifiedAccount(t.app, mail, ADMIN_EMAIL);
  const admin = api(t.app, await loginToken(t.app, ADMIN_EMAIL));
  const promo = await admin.post('/admin/promo-codes', {
    code: 'WELCOME10',
    discountType: 'percent',
    percentOff: 1_000,
  });
  expect(promo.statusCode, promo.body).toBe(201);
  const [basic] = await t.database.db.select().from(plans).where(eq(plans.code, 'basic_monthly'));

  owner = await newOwner();
  const bought = await owner.post('/subscriptions', {
    planId: basic!.id,
    promoCode: 'WELCOME10',
  });
  expect(bought.statusCode, bought.body).toBe(201);
  paidId = bought.json().data.invoice.id;
  await t.database.db.transaction((tx) =>
    markInvoicePaid(tx as unknown as Database, paidId, PAID_AT),
  );

  other = await newOwner();
  const pending = await other.post('/subscriptions', { planId: basic!.id });
  expect(pending.statusCode, pending.body).toBe(201);
  unpaidId = pending.json().data.invoice.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

describe('GET /invoices/:id/pdf', () => {
  it('downloads the invoice as a one-page A4 PDF named after its number', async () => {
    const res = await pdfOf(owner, paidId, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="INV-2026-000001.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);

    const pdf = await readPdf(res.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.size.map((side) => Math.round(side * 100) / 100)).toEqual(A4);
    expect(pdf.info).toMatchObject({ Title: 'Tax invoice INV-2026-000001', Language: 'en-SA' });
    // The complete fonts are embedded (as subsets), never left to the reader's machine.
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+IBMPlexSansArabic-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+IBMPlexSansArabic-Bold/);
    expect(raw.match(/\/FontFile2/g)).toHaveLength(2);
    // The ZATCA QR code is drawn as an image.
    expect(raw).toContain('/Subtype /Image');
  });

  it('writes every field of the spec in English, left to right', async () => {
    const pdf = await readPdf((await pdfOf(owner, paidId, 'en')).rawPayload);
    // Spec §3 "Invoice": number, issued by, customer name, issue and due dates, registration
    // no. (the seller's VAT number), the seller's CR, the items, discount, VAT 15 %, total.
    // One item of 99.00; 10 % off (9.90) leaves 89.10, VAT 13.37 (13.365 rounded half up),
    // total 102.47.
    expect(pdf.lines).toEqual([
      'Tax invoice',
      'Invoice number',
      'INV-2026-000001',
      'Issued by',
      'Registration no.',
      SELLER,
      '300000000000003',
      ADDRESS,
      'CR no.',
      'Customer name',
      '1010000000',
      'Sara Alharbi',
      'Issue date',
      'Due date',
      'Mar 20, 2026',
      'Mar 27, 2026',
      'Shaw. 1, 1447 AH',
      'Shaw. 8, 1447 AH',
      'Items',
      'Description',
      'Unit price',
      'Quantity',
      'Amount',
      'Basic plan — 1 month',
      money('SAR 99.00'),
      '1',
      money('SAR 99.00'),
      'Discount (promo code WELCOME10)',
      money('SAR 9.90'),
      'Paid',
      'VAT (15%)',
      money('SAR 13.37'),
      'Paid on Mar 21, 2026',
      'Total',
      money('SAR 102.47'),
    ]);
    // Left to right: the title starts at the left margin, amounts end at the right one.
    expect(pdf.boxOf('Tax invoice')!.left).toBeCloseTo(MARGIN, 0);
    expect(pdf.boxOf(money('SAR 102.47'))!.right).toBeCloseTo(A4[0] - MARGIN - 6, 0);
  });

  it('writes the same invoice in Arabic, right to left, with its letters joined', async () => {
    // Another PDF first: the fonts' glyphs are shared by the PDFs of the process, and some
    // (the final ر inside the final ز) must still copy as their letter afterwards.
    expect((await pdfOf(owner, paidId, 'en')).statusCode).toBe(200);
    const res = await pdfOf(owner, paidId, 'ar');
    expect(res.statusCode).toBe(200);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.info).toMatchObject({ Title: 'فاتورة ضريبية INV-2026-000001', Language: 'ar-SA' });
    // Amounts and dates in Arabic-Indic digits, as the web page shows them.
    for (const line of [
      'فاتورة ضريبية',
      'رقم الفاتورة',
      'INV-2026-000001',
      'صادرة من',
      SELLER,
      ADDRESS,
      'رقم التسجيل الضريبي',
      '300000000000003',
      'رقم السجل التجاري',
      '1010000000',
      'اسم العميل',
      'Sara Alharbi',
      'تاريخ الإصدار',
      '٢٠/٠٣/٢٠٢٦',
      '١ شوال ١٤٤٧ هـ',
      'تاريخ الاستحقاق',
      '٢٧/٠٣/٢٠٢٦',
      '٨ شوال ١٤٤٧ هـ',
      'البنود',
      'الوصف',
      'سعر الوحدة',
      'الكمية',
      'المبلغ',
      'باقة الأساسية — شهر واحد',
      money('٩٩٫٠٠ ر.س.'),
      '١',
      money('٩٩٫٠٠ ر.س.'),
      'الخصم (رمز الخصم WELCOME10)',
      money('٩٫٩٠ ر.س.'),
      'ضريبة القيمة المضافة (١٥٪)',
      money('١٣٫٣٧ ر.س.'),
      'الإجمالي',
      money('١٠٢٫٤٧ ر.س.'),
      'مدفوعة',
      'دُفعت في ٢١/٠٣/٢٠٢٦',
    ]) {
      expect(pdf.lines).toContain(line);
    }
    // Right to left: the title ends at the right margin, the items' columns run from the
    // description on the right to the amount on the left, and the totals sit on the left.
    expect(pdf.boxOf('فاتورة ضريبية')!.right).toBeCloseTo(A4[0] - MARGIN, 0);
    expect(pdf.boxOf('الوصف')!.left).toBeGreaterThan(pdf.boxOf('سعر الوحدة')!.right);
    expect(pdf.boxOf('سعر الوحدة')!.left).toBeGreaterThan(pdf.boxOf('المبلغ')!.right);
    expect(pdf.boxOf(money('١٠٢٫٤٧ ر.س.'))!.left).toBeCloseTo(MARGIN + 6, 0);
    // Shaped: a letter takes its joining form (ي alone, first, in the middle, last), and lam
    // with alef is one glyph. Unshaped text would draw each letter with a single glyph.
    expect(pdf.glyphsOf('ي', 'IBMPlexSansArabic-Regular').size).toBeGreaterThanOrEqual(3);
    expect(pdf.glyphsOf('ل', 'IBMPlexSansArabic-Regular').size).toBeGreaterThanOrEqual(3);
    expect(pdf.ligatures()).toEqual(expect.arrayContaining(['لا', 'لإ']));
  });

  it('is in Arabic when no language is asked for', async () => {
    const pdf = await readPdf((await pdfOf(owner, paidId)).rawPayload);
    expect(pdf.lines[0]).toBe('فاتورة ضريبية');
  });

  it('has no Paid mark on an unpaid invoice', async () => {
    const res = await pdfOf(other, unpaidId, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="INV-2026-000002.pdf"');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        'INV-2026-000002',
        'Discount',
        money('SAR 0.00'),
        money('SAR 113.85'),
      ]),
    );
    expect(pdf.lines.filter((line) => line.startsWith('Paid'))).toEqual([]);
  });

  it("answers 404 for another account's invoice and for an unknown one", async () => {
    for (const res of [
      await pdfOf(owner, unpaidId, 'en'),
      await pdfOf(other, paidId, 'ar'),
      await pdfOf(owner, 999_999, 'en'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('refuses a language other than ar or en with 400 VALIDATION_FAILED', async () => {
    for (const lang of ['fr', 'AR', '']) {
      const res = await pdfOf(owner, paidId, lang);
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('is for signed-in owners only', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/invoices/${paidId}/pdf` });
    expect(res.statusCode).toBe(401);
  });

  it('is documented in OpenAPI as a PDF download', () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { parameters: Array<{ name: string }> }>>;
    };
    const operation = document.paths['/api/v1/invoices/{id}/pdf']?.get;
    expect(operation).toMatchObject({
      tags: ['billing'],
      responses: {
        200: { content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
      },
    });
    expect(operation!.parameters.map((parameter) => parameter.name).sort()).toEqual(['id', 'lang']);
  });
});
