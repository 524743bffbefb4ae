import type { Language } from '@nuzul/shared/accounts';
import { formatDate, type IsoDate } from '@nuzul/shared/dates';
import { GUEST_LINK_DAYS_AFTER_DEPARTURE } from '@nuzul/shared/inbox';
import type { MailMessage } from '../../platform/mailer';

const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The guest's language as the e-mail and the guest page speak it: Arabic, else English. */
export const guestPageLanguage = (guestLanguage: string): Language =>
  guestLanguage.toLowerCase() === 'ar' ? 'ar' : 'en';

export interface GuestMessageMail {
  to: string;
  guestLanguage: string;
  guestFirstName: string;
  propertyName: string | null;
  dateFrom: IsoDate;
  dateTo: IsoDate;
  /** The owner's message, plain text as typed. */
  body: string;
  /** `${APP_URL}/g/<token>`. */
  link: string;
}

/**
 * The e-mail that tells a guest of the owner's message (requirements §10), in the booking
 * guest's language: the message itself, quoted as text (never as HTML), and the link to
 * the guest page where they read the thread and answer.
 */
export function guestMessageEmail(mail: GuestMessageMail): MailMessage {
  const language = guestPageLanguage(mail.guestLanguage);
  const from = formatDate(mail.dateFrom, language);
  const to = formatDate(mail.dateTo, language);
  const days = GUEST_LINK_DAYS_AFTER_DEPARTURE;
  const copy =
    language === 'ar'
      ? {
          subject: mail.propertyName
            ? `رسالة جديدة بخصوص حجزك في ${mail.propertyName}`
            : 'رسالة جديدة بخصوص حجزك',
          greeting: `مرحبًا ${mail.guestFirstName}،`,
          intro: `لديك رسالة جديدة بخصوص إقامتك${mail.propertyName ? ` في ${mail.propertyName}` : ''} من ${from} إلى ${to}:`,
          action: 'لقراءة المحادثة والرد، افتح هذا الرابط:',
          note: `يعمل الرابط حتى ${days} يومًا بعد المغادرة. لا تشاركه مع أحد.`,
        }
      : {
          subject: mail.propertyName
            ? `New message about your booking at ${mail.propertyName}`
            : 'New message about your booking',
          greeting: `Hello ${mail.guestFirstName},`,
          intro: `You have a new message about your stay${mail.propertyName ? ` at ${mail.propertyName}` : ''} from ${from} to ${to}:`,
          action: 'To read the conversation and reply, open this link:',
          note: `The link works until ${days} days after departure. Do not share it.`,
        };
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const quoted = escape(mail.body).replace(/\n/g, '<br>');
  return {
    to: mail.to,
    subject: copy.subject,
    text: [
      copy.greeting,
      '',
      copy.intro,
      '',
      mail.body,
      '',
      copy.action,
      mail.link,
      '',
      copy.note,
    ].join('\n'),
    html: `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:Tahoma,Arial,sans-serif;font-size:16px;color:#112d4e">
<h1 style="color:#3F72AF;font-size:24px">${language === 'ar' ? 'نُزُل' : 'Nuzul'}</h1>
<p>${escape(copy.greeting)}</p>
<p>${escape(copy.intro)}</p>
<blockquote dir="auto" style="border-inline-start:4px solid #DBE2EF;margin:0;padding:8px 12px">${quoted}</blockquote>
<p>${escape(copy.action)}</p>
<p><a href="${escape(mail.link)}">${escape(mail.link)}</a></p>
<p style="color:#6b7280;font-size:13px">${escape(copy.note)}</p>
</body></html>`,
  };
}
