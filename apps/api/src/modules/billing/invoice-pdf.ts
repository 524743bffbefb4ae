import { createRequire } from 'node:module';
import type { Language } from '@nuzul/shared/accounts';
import type { Invoice } from '@nuzul/shared/billing';
import { DEFAULT_TIME_ZONE, formatDate, todayIn } from '@nuzul/shared/dates';
import { formatMoney, formatPercent } from '@nuzul/shared/money';
import {
  Document,
  Font,
  Image,
  Page,
  renderToBuffer,
  StyleSheet,
  Text,
  View,
  type Styles,
} from '@react-pdf/renderer';
import QRCode from 'qrcode';
import { createElement as h, type ReactElement, type ReactNode } from 'react';

/**
 * The invoice as a PDF, drawn on the server by @react-pdf/renderer: the same sheet as the web
 * invoice page (spec §3 "Invoice", field for field, with its ZATCA QR and the Paid stamp), in
 * Arabic right to left or in English left to right.
 *
 * Arabic is shaped by fontkit and ordered by the Unicode bidi algorithm, which needs
 * `direction: 'rtl'` on every Arabic text, or "15%" and the amounts jump to the wrong side
 * (libraries-next §6). The font is IBM Plex Sans Arabic as complete TTFs from an npm package:
 * subset web fonts lack Latin digits or give wrong glyphs in a PDF.
 */

type Style = Styles[string];

const FONT_FAMILY = 'IBM Plex Sans Arabic';
const fontFile = (weight: string) =>
  createRequire(import.meta.url).resolve(
    `@expo-google-fonts/ibm-plex-sans-arabic/${weight}/IBMPlexSansArabic_${weight}.ttf`,
  );
Font.register({
  family: FONT_FAMILY,
  fonts: [
    { src: fontFile('400Regular'), fontWeight: 400 },
    { src: fontFile('700Bold'), fontWeight: 700 },
  ],
});
interface FontkitGlyph {
  codePoints: number[];
}
interface FontkitFont {
  getGlyph(id: number, codePoints?: number[]): FontkitGlyph | null;
}

/**
 * fontkit keeps one object per glyph, with the characters of the first request for it, and the
 * PDF's text layer (copy, search) maps each glyph to those characters. The subsetter asks for
 * the glyphs that others are built of (the Latin comma inside the Arabic comma ،, the final ر
 * inside the final ز) with no characters, so after one such invoice every later PDF of the
 * process copied "Mar 20 2026" and "سع الوحدة". A glyph asked for with characters gets them
 * when it has none yet. Done once per process, on each weight's fontkit font.
 */
let fontsReady: Promise<void> | undefined;
function loadFonts(): Promise<void> {
  fontsReady ??= (async () => {
    for (const fontWeight of [400, 700]) {
      const source = Font.getFont({ fontFamily: FONT_FAMILY, fontWeight });
      await source.load();
      const font = source.data as unknown as FontkitFont;
      const getGlyph = font.getGlyph.bind(font);
      font.getGlyph = (id, codePoints = []) => {
        const glyph = getGlyph(id, codePoints);
        if (glyph && glyph.codePoints.length === 0) glyph.codePoints = codePoints;
        return glyph;
      };
    }
  })();
  return fontsReady;
}

// Words are never broken with a hyphen: Arabic has no hyphenation, and an invoice's English
// words (names, "INV-2026-000001") must stay whole.
Font.registerHyphenationCallback((word) => [word]);

/** The invoice page's texts, as the web app's billing.json words them. */
const texts = {
  ar: {
    title: 'فاتورة ضريبية',
    number: 'رقم الفاتورة',
    issuedBy: 'صادرة من',
    customerName: 'اسم العميل',
    issueDate: 'تاريخ الإصدار',
    dueDate: 'تاريخ الاستحقاق',
    registrationNo: 'رقم التسجيل الضريبي',
    crNumber: 'رقم السجل التجاري',
    items: 'البنود',
    description: 'الوصف',
    unitPrice: 'سعر الوحدة',
    quantity: 'الكمية',
    amount: 'المبلغ',
    discount: 'الخصم',
    discountWithCode: (code: string) => `الخصم (رمز الخصم ${code})`,
    vat: (rate: string) => `ضريبة القيمة المضافة (${rate})`,
    total: 'الإجمالي',
    paid: 'مدفوعة',
    paidOn: (date: string) => `دُفعت في ${date}`,
  },
  en: {
    title: 'Tax invoice',
    number: 'Invoice number',
    issuedBy: 'Issued by',
    customerName: 'Customer name',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    registrationNo: 'Registration no.',
    crNumber: 'CR no.',
    items: 'Items',
    description: 'Description',
    unitPrice: 'Unit price',
    quantity: 'Quantity',
    amount: 'Amount',
    discount: 'Discount',
    discountWithCode: (code: string) => `Discount (promo code ${code})`,
    vat: (rate: string) => `VAT (${rate})`,
    total: 'Total',
    paid: 'Paid',
    paidOn: (date: string) => `Paid on ${date}`,
  },
} satisfies Record<Language, unknown>;

// Intl wraps Arabic amounts and percentages in direction marks (U+200F, U+061C). The font has
// no glyph for them, so they would print as boxes; the paragraph's direction does their job.
const directionMarks = /[\u200e\u200f\u061c]/g;
const plain = (text: string) => text.replace(directionMarks, '');
/** The first letter with a direction is Arabic (Latin letters are the other kind here). */
const firstStrongIsArabic = /^[^A-Za-z\u00c0-\u024f\u0600-\u06ff]*[\u0600-\u06ff]/;

const styles = StyleSheet.create({
  page: {
    fontFamily: FONT_FAMILY,
    fontSize: 10,
    lineHeight: 1.5,
    color: '#1f1f1f',
    paddingVertical: 40,
    paddingHorizontal: 44,
  },
  head: { justifyContent: 'space-between', alignItems: 'flex-start' },
  // A line height in points is inherited as such: a larger text sets its own.
  title: { fontSize: 20, lineHeight: 1.4, fontWeight: 700 },
  label: { fontSize: 8.5, color: '#6b6b6b' },
  value: { fontWeight: 700 },
  fields: { flexWrap: 'wrap', marginTop: 20, marginBottom: 16 },
  field: { width: '50%', marginBottom: 10, paddingHorizontal: 2 },
  hijri: { fontSize: 8.5, color: '#6b6b6b' },
  caption: { fontWeight: 700, marginBottom: 4 },
  row: { borderBottomWidth: 1, borderBottomColor: '#e5e7eb', paddingVertical: 5 },
  headerRow: { backgroundColor: '#fafafa', fontWeight: 700 },
  descriptionCell: { flexGrow: 1, flexShrink: 1, paddingHorizontal: 6 },
  numberCell: { width: 92, paddingHorizontal: 6 },
  quantityCell: { width: 56, paddingHorizontal: 6 },
  summary: { marginTop: 16, justifyContent: 'space-between', alignItems: 'center' },
  totals: { width: 250 },
  totalRow: { fontSize: 11, lineHeight: 1.5, fontWeight: 700 },
  stamp: {
    borderWidth: 2,
    borderColor: '#389e0d',
    borderRadius: 6,
    color: '#389e0d',
    paddingVertical: 6,
    paddingHorizontal: 14,
    alignItems: 'center',
  },
  stampTitle: { fontSize: 16, lineHeight: 1.4, fontWeight: 700 },
});

/** The QR's side on paper, in points (about 36 mm, readable by a phone from the printout). */
const QR_SIDE = 100;

interface Layout {
  language: Language;
  /** A row of the page's reading direction: right to left in Arabic. */
  row: { flexDirection: 'row' | 'row-reverse' };
  /** Text that starts at the reading direction's start. */
  start: { textAlign: 'left' | 'right'; direction: 'ltr' | 'rtl' };
  /** Text against the reading direction's end (amounts in a column). */
  end: { textAlign: 'left' | 'right'; direction: 'ltr' | 'rtl' };
}

function layoutOf(language: Language): Layout {
  const rtl = language === 'ar';
  const direction = rtl ? 'rtl' : 'ltr';
  return {
    language,
    row: { flexDirection: rtl ? 'row-reverse' : 'row' },
    start: { textAlign: rtl ? 'right' : 'left', direction },
    end: { textAlign: rtl ? 'left' : 'right', direction },
  };
}

function field(layout: Layout, label: string, ...values: ReactNode[]): ReactElement {
  return h(
    View,
    { style: styles.field },
    h(Text, { style: [styles.label, layout.start] }, label),
    ...values,
  );
}

function day(layout: Layout, date: string): ReactElement[] {
  return [
    h(
      Text,
      { style: [styles.value, layout.start] },
      plain(formatDate(date, layout.language, { style: 'medium' })),
    ),
    h(
      Text,
      { style: [styles.hijri, layout.start] },
      plain(formatDate(date, layout.language, { hijri: true, style: 'medium' })),
    ),
  ];
}

function invoiceSheet(invoice: Invoice, layout: Layout, qr: Buffer) {
  const { language } = layout;
  const t = texts[language];
  const money = (halalas: number) => plain(formatMoney(halalas, language));
  const value = (text: string) => h(Text, { style: [styles.value, layout.start] }, text);
  // Names and addresses read in their own script's direction (as HTML's dir="auto"), so an
  // Arabic address keeps its order on an English invoice; they stay at the page's start.
  const ownDirection = (text: string) => ({
    direction: firstStrongIsArabic.test(text) ? ('rtl' as const) : ('ltr' as const),
  });
  const name = (text: string, style: Style = {}) =>
    h(Text, { style: [style, layout.start, ownDirection(text)] }, text);
  const paidOn =
    invoice.paidAt === null ? null : todayIn(DEFAULT_TIME_ZONE, new Date(invoice.paidAt));

  const cell = (style: Style, align: Layout['start'], text: string) =>
    h(View, { style }, h(Text, { style: align }, text));
  const totalLine = (label: string, amount: number, style: Style = {}) =>
    h(
      View,
      { style: [styles.row, layout.row, style] },
      cell(styles.descriptionCell, layout.start, label),
      cell({ paddingHorizontal: 6 }, layout.end, money(amount)),
    );

  return h(
    Document,
    {
      title: `${t.title} ${invoice.number}`,
      author: invoice.issuedBy.name,
      subject: invoice.number,
      language: language === 'ar' ? 'ar-SA' : 'en-SA',
      creator: 'Nuzul',
      producer: 'Nuzul',
    },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(
        View,
        { style: [styles.head, layout.row] },
        h(
          View,
          null,
          h(Text, { style: [styles.title, layout.start] }, t.title),
          h(Text, { style: [styles.label, layout.start, { marginTop: 6 }] }, t.number),
          h(Text, { style: [styles.value, layout.start] }, invoice.number),
        ),
        h(Image, { src: { data: qr, format: 'png' }, style: { width: QR_SIDE, height: QR_SIDE } }),
      ),

      h(
        View,
        { style: [styles.fields, layout.row] },
        field(
          layout,
          t.issuedBy,
          name(invoice.issuedBy.name, styles.value),
          name(invoice.issuedBy.address),
        ),
        field(layout, t.registrationNo, value(invoice.registrationNo)),
        field(layout, t.crNumber, value(invoice.issuedBy.crNumber)),
        field(layout, t.customerName, name(invoice.customerName, styles.value)),
        field(layout, t.issueDate, ...day(layout, invoice.issueDate)),
        field(layout, t.dueDate, ...day(layout, invoice.dueDate)),
      ),

      h(Text, { style: [styles.caption, layout.start] }, t.items),
      h(
        View,
        { style: [styles.row, styles.headerRow, layout.row] },
        cell(styles.descriptionCell, layout.start, t.description),
        cell(styles.numberCell, layout.end, t.unitPrice),
        cell(styles.quantityCell, layout.end, t.quantity),
        cell(styles.numberCell, layout.end, t.amount),
      ),
      ...invoice.items.map((item, index) =>
        h(
          View,
          { key: index, style: [styles.row, layout.row], wrap: false },
          cell(styles.descriptionCell, layout.start, item.description[language]),
          cell(styles.numberCell, layout.end, money(item.unitPrice)),
          cell(
            styles.quantityCell,
            layout.end,
            new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-SA').format(item.quantity),
          ),
          cell(styles.numberCell, layout.end, money(item.amount)),
        ),
      ),

      // The stamp sits beside the totals, clear of the QR code, as on the web page.
      h(
        View,
        { style: [styles.summary, layout.row], wrap: false },
        invoice.status === 'paid'
          ? h(
              View,
              { style: styles.stamp },
              h(Text, { style: [styles.stampTitle, layout.start] }, t.paid),
              paidOn === null
                ? null
                : h(
                    Text,
                    { style: layout.start },
                    t.paidOn(plain(formatDate(paidOn, language, { style: 'medium' }))),
                  ),
            )
          : h(View, null),
        h(
          View,
          { style: styles.totals },
          totalLine(
            invoice.promoCode === null ? t.discount : t.discountWithCode(invoice.promoCode),
            invoice.discount,
          ),
          totalLine(t.vat(plain(formatPercent(invoice.vatRate, language))), invoice.vat),
          totalLine(t.total, invoice.total, styles.totalRow),
        ),
      ),
    ),
  );
}

/** The invoice's file name: its number, e.g. `INV-2026-000001.pdf`. */
export function invoicePdfName(invoice: Pick<Invoice, 'number'>): string {
  return `${invoice.number}.pdf`;
}

/** The invoice as an A4 PDF in the language asked for, with its ZATCA QR as an image. */
export async function renderInvoicePdf(invoice: Invoice, language: Language): Promise<Buffer> {
  await loadFonts();
  // Medium error correction and a quiet zone of 2 modules, as scanners expect on paper.
  const qr = await QRCode.toBuffer(invoice.qr, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 400,
  });
  return renderToBuffer(invoiceSheet(invoice, layoutOf(language), qr));
}
