import { formatDate, intlLocale, type IsoDate } from '@nuzul/shared/dates';
import { formatMoney } from '@nuzul/shared/money';
import type { NotificationResponse } from '@nuzul/shared/notifications';
import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n, toLanguage, type Language } from '../../app/i18n';
import { useLanguage } from '../../app/use-language';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const isoDay = (value: unknown): value is IsoDate =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A notification as a sentence in an interface language, from its kind, event and parameters
 * (the server stores no text): days and amounts written as that language writes them. A
 * parameter the server left out reads as a neutral word, never as a key.
 */
export function describeNotification(
  { event, params }: NotificationResponse,
  t: TFunction<'notifications'>,
  language: Language,
): string {
  // "Dec 10, 2026" in English; Arabic's medium style is all digits, its long one names the month.
  const style = language === 'en' ? 'medium' : 'long';
  const day = (value: unknown): string =>
    isoDay(value) ? formatDate(value, language, { style }) : '';
  return t(`events.${event}`, {
    property: text(params.propertyName) ?? t('someProperty'),
    from: day(params.dateFrom),
    to: day(params.dateTo),
    amount: typeof params.amount === 'number' ? formatMoney(params.amount, language) : '',
    invoice: text(params.invoiceNumber) ?? '',
    channel: text(params.channel) ?? '',
  });
}

/** describeNotification in the interface language of the moment. */
export function useNotificationText(): (notification: NotificationResponse) => string {
  const { t } = useTranslation('notifications');
  const { language } = useLanguage();
  return useCallback(
    (notification) => describeNotification(notification, t, language),
    [t, language],
  );
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeFormat(language: Language, withDay: boolean): Intl.DateTimeFormat {
  const key = `${language}|${withDay}`;
  let format = timeFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-gregory`, {
      ...(withDay ? { dateStyle: 'medium' } : {}),
      timeStyle: 'short',
    });
    timeFormats.set(key, format);
  }
  return format;
}

/** When it happened, in the browser's time: the time since yesterday, the day and time before. */
export function useNotificationTime(): (notification: NotificationResponse) => string {
  const { language } = useLanguage();
  return useCallback(
    ({ createdAt }) => {
      const at = new Date(createdAt);
      const yesterday = new Date();
      yesterday.setHours(0, 0, 0, 0);
      yesterday.setDate(yesterday.getDate() - 1);
      return timeFormat(language, at < yesterday).format(at);
    },
    [language],
  );
}

/** describeNotification in the language the page shows now, outside React (a toast). */
export function describeNotificationNow(notification: NotificationResponse): string {
  return describeNotification(
    notification,
    i18n.getFixedT(null, 'notifications'),
    toLanguage(i18n.resolvedLanguage),
  );
}
