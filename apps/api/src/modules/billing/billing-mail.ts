import type { Language } from '@nuzul/shared/accounts';
import { formatDate } from '@nuzul/shared/dates';
import type { DeliveredEvent, DomainEvent } from '../../platform/events/domain-events';
import type { Outbox } from '../../platform/events/outbox';
import type { Mailer, MailMessage } from '../../platform/mailer';

/** A subscription ends soon: the reminder 7 and 1 days before its end date. */
interface EndingReminder {
  userId: string;
  email: string;
  language: Language;
  firstName: string;
  subscriptionId: number;
  planName: { ar: string; en: string };
  endDate: string;
  daysLeft: number;
}

declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'subscription.ending': EndingReminder;
  }
}

export function endingReminder(payload: EndingReminder): DomainEvent<'subscription.ending'> {
  return { type: 'subscription.ending', aggregate: `user:${payload.userId}`, payload };
}

const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function endingReminderEmail(reminder: EndingReminder, appUrl: string): MailMessage {
  const { language, firstName, daysLeft } = reminder;
  const plan = reminder.planName[language];
  const end = formatDate(reminder.endDate, language);
  const link = `${appUrl}/subscriptions`;
  const copy =
    language === 'ar'
      ? {
          subject: `ينتهي اشتراكك في نُزُل خلال ${daysLeft === 1 ? 'يوم واحد' : `${daysLeft} أيام`}`,
          greeting: `مرحبًا ${firstName}،`,
          lines: [
            `ينتهي اشتراكك في باقة ${plan} في ${end}.`,
            'جدّد اشتراكك لتواصل إضافة عقاراتك ونشرها.',
            link,
          ],
        }
      : {
          subject: `Your Nuzul subscription ends in ${daysLeft === 1 ? '1 day' : `${daysLeft} days`}`,
          greeting: `Hello ${firstName},`,
          lines: [
            `Your ${plan} subscription ends on ${end}.`,
            'Renew it to keep adding and publishing your properties.',
            link,
          ],
        };
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return {
    to: reminder.email,
    subject: copy.subject,
    text: [copy.greeting, '', ...copy.lines].join('\n'),
    html: `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:Tahoma,Arial,sans-serif;font-size:16px;color:#112d4e">
<h1 style="color:#3F72AF;font-size:24px">${language === 'ar' ? 'نُزُل' : 'Nuzul'}</h1>
<p>${escape(copy.greeting)}</p>
${copy.lines.map((line) => `<p>${escape(line)}</p>`).join('\n')}
</body></html>`,
  };
}

/** Sends each reminder with the mailer, outside any request; a failure is retried. */
export function subscribeBillingMail(outbox: Outbox, mailer: Mailer, appUrl: string): void {
  outbox.subscribe(
    'billing-mail',
    ['subscription.ending'],
    async (event: DeliveredEvent<'subscription.ending'>) => {
      await mailer.send(endingReminderEmail(event.payload, appUrl));
    },
  );
}
