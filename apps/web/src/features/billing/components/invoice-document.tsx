import type { Invoice } from '@nuzul/shared/billing';
import { DEFAULT_TIME_ZONE, formatDate, todayIn } from '@nuzul/shared/dates';
import { formatPercent } from '@nuzul/shared/money';
import { QRCode } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/use-language';
import { DayWithHijri } from '../../../components/day-with-hijri';
import { Money } from '../../../components/money/money';
import './invoice-document.css';

/** The printed page's size and margins, while an invoice is shown. */
const pageRule = '@page { size: A4; margin: 14mm; }';

const QR_SIZE = 132;

/**
 * An invoice laid out as a sheet of A4, with exactly the fields of spec §3 "Invoice": number,
 * issued by, customer name, issue and due dates, registration no (the seller's VAT number,
 * A-22), the items, the discount, VAT and the total; the ZATCA phase-1 QR of its `qr` string,
 * and a "Paid" stamp once paid. It reads in the interface language and its direction, on
 * screen and on paper.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('billing');
  const { language, direction } = useLanguage();
  // The day it was paid in Saudi Arabia, whatever the browser's zone.
  const paidOn =
    invoice.paidAt === null ? null : todayIn(DEFAULT_TIME_ZONE, new Date(invoice.paidAt));

  return (
    <article
      className="nuzul-invoice"
      dir={direction}
      lang={language}
      aria-labelledby="invoice-title"
      data-testid="invoice-document"
    >
      <style>{pageRule}</style>
      <header className="nuzul-invoice-head">
        <div>
          <h1 id="invoice-title" style={{ fontSize: 24 }}>
            {t('invoice.title')}
          </h1>
          <dl className="nuzul-invoice-fields" style={{ marginBlock: 8 }}>
            <div>
              <dt>{t('invoice.number')}</dt>
              <dd data-testid="invoice-number">
                <bdi>{invoice.number}</bdi>
              </dd>
            </div>
          </dl>
        </div>
        <QRCode
          value={invoice.qr}
          type="svg"
          size={QR_SIZE}
          bordered={false}
          bgColor="#ffffff"
          color="#000000"
          role="img"
          aria-label={t('invoice.qr')}
          data-testid="invoice-qr"
        />
      </header>

      <dl className="nuzul-invoice-fields">
        <div>
          <dt>{t('invoice.issuedBy')}</dt>
          <dd data-testid="invoice-issued-by">
            <div>{invoice.issuedBy.name}</div>
            <div style={{ fontWeight: 400 }}>{invoice.issuedBy.address}</div>
          </dd>
        </div>
        <div>
          <dt>{t('invoice.registrationNo')}</dt>
          <dd data-testid="invoice-registration-no">
            <bdi>{invoice.registrationNo}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('invoice.customerName')}</dt>
          <dd data-testid="invoice-customer">{invoice.customerName}</dd>
        </div>
        <div>
          <dt>{t('invoice.issueDate')}</dt>
          <dd>
            <DayWithHijri date={invoice.issueDate} testId="invoice-issue-date" />
          </dd>
        </div>
        <div>
          <dt>{t('invoice.dueDate')}</dt>
          <dd>
            <DayWithHijri date={invoice.dueDate} testId="invoice-due-date" />
          </dd>
        </div>
      </dl>

      {/* A narrow phone scrolls the items sideways rather than squeezing the amounts. */}
      <div style={{ overflowX: 'auto' }}>
        <table data-testid="invoice-items">
          <caption style={{ textAlign: 'start', fontWeight: 600, paddingBlockEnd: 8 }}>
            {t('invoice.items')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('invoice.description')}</th>
              <th scope="col" className="nuzul-invoice-number-cell">
                {t('invoice.unitPrice')}
              </th>
              <th scope="col" className="nuzul-invoice-number-cell">
                {t('invoice.quantity')}
              </th>
              <th scope="col" className="nuzul-invoice-number-cell">
                {t('invoice.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item, index) => (
              <tr key={index} data-testid="invoice-item">
                <td>{item.description[language]}</td>
                <td className="nuzul-invoice-number-cell">
                  <Money value={item.unitPrice} />
                </td>
                <td className="nuzul-invoice-number-cell">{item.quantity}</td>
                <td className="nuzul-invoice-number-cell">
                  <Money value={item.amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {/* The stamp sits beside the totals, clear of the QR code, which must stay readable. */}
      <div className="nuzul-invoice-summary">
        {invoice.status === 'paid' && (
          <div className="nuzul-invoice-stamp" data-testid="invoice-paid-stamp">
            <strong>{t('invoice.paid')}</strong>
            {paidOn !== null && (
              <span data-testid="invoice-paid-date">
                {t('invoice.paidOn', { date: formatDate(paidOn, language, { style: 'medium' }) })}
              </span>
            )}
          </div>
        )}
        <table className="nuzul-invoice-totals" data-testid="invoice-totals">
          <tbody>
            <tr data-testid="invoice-discount">
              <th scope="row">
                {invoice.promoCode === null
                  ? t('invoice.discount')
                  : t('invoice.discountWithCode', { code: invoice.promoCode })}
              </th>
              <td className="nuzul-invoice-number-cell">
                <Money value={invoice.discount} />
              </td>
            </tr>
            <tr data-testid="invoice-vat">
              <th scope="row">
                {t('invoice.vat', { rate: formatPercent(invoice.vatRate, language) })}
              </th>
              <td className="nuzul-invoice-number-cell">
                <Money value={invoice.vat} />
              </td>
            </tr>
            <tr data-testid="invoice-total">
              <th scope="row">{t('invoice.total')}</th>
              <td className="nuzul-invoice-number-cell">
                <Money value={invoice.total} />
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </article>
  );
}
