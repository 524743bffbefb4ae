import type { Language } from '@nuzul/shared/accounts';
import { formatDate, type IsoDate } from '@nuzul/shared/dates';
import { formatMoney } from '@nuzul/shared/money';
import type {
  BookingNotificationParams,
  NotificationEvent,
  PaymentNotificationParams,
} from '@nuzul/shared/notifications';
import type { MailMessage } from '../../platform/mailer';

interface Recipient {
  email: string;
  language: Language;
  firstName: string;
}

interface Copy {
  subject: string;
  lines: string[];
}

const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(language: Language, greeting: string, lines: string[], link: string | null) {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:Tahoma,Arial,sans-serif;font-size:16px;color:#112d4e">
<h1 style="color:#3F72AF;font-size:24px">${language === 'ar' ? 'نُزُل' : 'Nuzul'}</h1>
<p>${escape(greeting)}</p>
${lines.map((line) => `<p>${escape(line)}</p>`).join('\n')}
${link ? `<p><a href="${escape(link)}">${escape(link)}</a></p>` : ''}
</body></html>`;
}

function bookingCopy(
  event:
    | 'booking.created'
    | 'booking.updated'
    | 'booking.cancelled'
    | 'booking.message'
    | 'booking.requested',
  params: BookingNotificationParams,
  language: Language,
): Copy {
  const from = formatDate(params.dateFrom as IsoDate, language);
  const to = formatDate(params.dateTo as IsoDate, language);
  if (language === 'ar') {
    const at = params.propertyName ? ` في ${params.propertyName}` : '';
    const what = {
      'booking.created': `حجز جديد${at}`,
      'booking.updated': `تم تعديل حجز${at}`,
      'booking.cancelled': `تم إلغاء حجز${at}`,
      'booking.message': `رسالة جديدة من ضيفك${at}`,
      'booking.requested': `طلب حجز جديد من موقعك${at}`,
    }[event];
    return { subject: what, lines: [`${what}: من ${from} إلى ${to}.`] };
  }
  const at = params.propertyName ? ` at ${params.propertyName}` : '';
  const what = {
    'booking.created': `New booking${at}`,
    'booking.updated': `A booking${at} was changed`,
    'booking.cancelled': `A booking${at} was cancelled`,
    'booking.message': `New message from your guest${at}`,
    'booking.requested': `New booking request from your site${at}`,
  }[event];
  return { subject: what, lines: [`${what}: ${from} to ${to}.`] };
}

function paymentCopy(
  event: 'payment.failed' | 'payment.pending',
  params: PaymentNotificationParams,
  language: Language,
): Copy {
  const amount = formatMoney(params.amount, language);
  const number = params.invoiceNumber;
  if (language === 'ar') {
    return event === 'payment.failed'
      ? {
          subject: `تعذّر دفع الفاتورة ${number}`,
          lines: [`لم يتم دفع ${amount} للفاتورة ${number}. يمكنك المحاولة مرة أخرى من الفاتورة.`],
        }
      : {
          subject: `دفع الفاتورة ${number} قيد الانتظار`,
          lines: [`ننتظر تأكيد البنك لدفع ${amount} للفاتورة ${number}.`],
        };
  }
  return event === 'payment.failed'
    ? {
        subject: `Payment of invoice ${number} failed`,
        lines: [
          `${amount} for invoice ${number} was not paid. You can try again from the invoice.`,
        ],
      }
    : {
        subject: `Payment of invoice ${number} is pending`,
        lines: [`We are waiting for the bank's confirmation of ${amount} for invoice ${number}.`],
      };
}

/**
 * Events whose own module mails them already, whatever the preferences: the payment receipt
 * (payments) and the two-factor security notice (accounts). The notification adds no second
 * e-mail; sync events have no e-mail until channel sync exists.
 */
const NOT_MAILED = new Set<NotificationEvent>([
  'payment.succeeded',
  'mfa.enabled',
  'sync.failed',
  'sync.recovered',
]);

export const hasNotificationEmail = (event: NotificationEvent): boolean => !NOT_MAILED.has(event);

/** The e-mail of a notification, in the recipient's language; undefined for those without. */
export function notificationEmail(
  recipient: Recipient,
  notification: { event: NotificationEvent; params: Record<string, unknown>; link: string | null },
  appUrl: string,
): MailMessage | undefined {
  const { language } = recipient;
  const { event } = notification;
  let copy: Copy;
  switch (event) {
    case 'booking.created':
    case 'booking.updated':
    case 'booking.cancelled':
    case 'booking.message':
    case 'booking.requested':
      copy = bookingCopy(event, notification.params as BookingNotificationParams, language);
      break;
    case 'payment.failed':
    case 'payment.pending':
      copy = paymentCopy(event, notification.params as PaymentNotificationParams, language);
      break;
    default:
      return undefined;
  }
  const greeting =
    language === 'ar' ? `مرحبًا ${recipient.firstName}،` : `Hello ${recipient.firstName},`;
  const link = notification.link ? `${appUrl}${notification.link}` : null;
  return {
    to: recipient.email,
    subject: copy.subject,
    text: [greeting, '', ...copy.lines, ...(link ? ['', link] : [])].join('\n'),
    html: page(language, greeting, copy.lines, link),
  };
}

/** Send test mail (requirements §8.4): both languages, so either reader can confirm it. */
export function testEmail(recipient: Recipient): MailMessage {
  const ar = [
    `مرحبًا ${recipient.firstName}،`,
    'هذه رسالة تجريبية من نُزُل: إشعارات البريد الإلكتروني تصل إلى هذا العنوان.',
  ];
  const en = [
    `Hello ${recipient.firstName},`,
    'This is a test e-mail from Nuzul: notification e-mails reach this address.',
  ];
  return {
    to: recipient.email,
    subject: 'رسالة تجريبية من نُزُل — Nuzul test e-mail',
    text: [...ar, '', '—', '', ...en].join('\n'),
    html: `<!doctype html><html><body style="font-family:Tahoma,Arial,sans-serif;font-size:16px;color:#112d4e">
<div lang="ar" dir="rtl">${ar.map((line) => `<p>${escape(line)}</p>`).join('\n')}</div>
<hr>
<div lang="en" dir="ltr">${en.map((line) => `<p>${escape(line)}</p>`).join('\n')}</div>
</body></html>`,
  };
}
