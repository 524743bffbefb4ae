import type { Language } from '@nuzul/shared/accounts';
import { DEFAULT_TIME_ZONE, formatDate, todayIn } from '@nuzul/shared/dates';
import { formatMoney } from '@nuzul/shared/money';
import type { DeliveredEvent } from '../../platform/events/domain-events';
import type { Outbox } from '../../platform/events/outbox';
import type { Mailer, MailMessage } from '../../platform/mailer';
import type { AccountsLookup } from '../accounts/accounts.lookup';
import './payment-events';

export interface Receipt {
  email: string;
  language: Language;
  firstName: string;
  invoiceId: number;
  invoiceNumber: string;
  amount: number;
  paidAt: Date;
}

const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The payment's receipt, in the owner's language, with a link to the paid invoice. */
export function receiptEmail(receipt: Receipt, appUrl: string): MailMessage {
  const { language, firstName, invoiceNumber } = receipt;
  const amount = formatMoney(receipt.amount, language);
  const day = formatDate(todayIn(DEFAULT_TIME_ZONE, receipt.paidAt), language);
  const link = `${appUrl}/invoices/${receipt.invoiceId}`;
  const copy =
    language === 'ar'
      ? {
          subject: `تم استلام دفعتك للفاتورة ${invoiceNumber}`,
          greeting: `مرحبًا ${firstName}،`,
          lines: [
            `استلمنا دفعتك بمبلغ ${amount} للفاتورة ${invoiceNumber} في ${day}.`,
            'اشتراكك مفعّل الآن. يمكنك عرض الفاتورة وطباعتها من هنا:',
            link,
          ],
        }
      : {
          subject: `Payment received for invoice ${invoiceNumber}`,
          greeting: `Hello ${firstName},`,
          lines: [
            `We received your payment of ${amount} for invoice ${invoiceNumber} on ${day}.`,
            'Your subscription is now active. You can view and print the invoice here:',
            link,
          ],
        };
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return {
    to: receipt.email,
    subject: copy.subject,
    text: [copy.greeting, '', ...copy.lines].join('\n'),
    html: `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:Tahoma,Arial,sans-serif;font-size:16px;color:#112d4e">
<h1 style="color:#3F72AF;font-size:24px">${language === 'ar' ? 'نُزُل' : 'Nuzul'}</h1>
<p>${escape(copy.greeting)}</p>
${copy.lines.map((line) => `<p>${escape(line)}</p>`).join('\n')}
</body></html>`,
  };
}

/**
 * Sends the receipt of each confirmed payment, outside the webhook's request; a failure is
 * retried. The owner's address and language are read when it is sent.
 */
export function subscribePaymentMail(deps: {
  outbox: Outbox;
  mailer: Mailer;
  accounts: AccountsLookup;
  invoiceNumber: (invoiceId: number) => Promise<string | undefined>;
  appUrl: string;
}): void {
  deps.outbox.subscribe(
    'payment-mail',
    ['payment.succeeded'],
    async (event: DeliveredEvent<'payment.succeeded'>) => {
      const { accountId, invoiceId, amount, paidAt } = event.payload;
      const contact = await deps.accounts.contactOf(accountId);
      const invoiceNumber = await deps.invoiceNumber(invoiceId);
      // An account deleted since has no one to send to.
      if (!contact || !invoiceNumber) return;
      const receipt: Receipt = {
        ...contact,
        invoiceId,
        invoiceNumber,
        amount,
        paidAt: new Date(paidAt),
      };
      await deps.mailer.send(receiptEmail(receipt, deps.appUrl));
    },
  );
}
