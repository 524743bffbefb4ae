import { intlLocale } from '@nuzul/shared/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/use-language';
import { localDayOf } from './chat-days';

/**
 * The conversation's dates in the interface language, on the Gregorian calendar (Arabic's
 * Saudi locale would otherwise write Hijri dates), in the reader's own time zone: a message's
 * time, a day separator's "Today", "Yesterday" or the date.
 */
export function useChatDates() {
  const { t } = useTranslation('inbox');
  const { language } = useLanguage();
  return useMemo(() => {
    const locale = `${intlLocale(language)}-u-ca-gregory`;
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
    const shortDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const dayName = (day: string, now: Date) => {
      const today = localDayOf(now.toISOString());
      const yesterday = localDayOf(new Date(now.getTime() - 86_400_000).toISOString());
      if (day === today) return t('days.today');
      if (day === yesterday) return t('days.yesterday');
      return date.format(new Date(`${day}T00:00:00Z`));
    };
    return {
      time: (iso: string) => time.format(new Date(iso)),
      /** A local day (`2026-05-10`) as a separator says it. */
      day: (day: string, now = new Date()) => dayName(day, now),
      /** An ISO day of a stay, as a date. */
      stayDay: (day: string) => shortDate.format(new Date(`${day}T00:00:00Z`)),
      /** A thread's last activity: its time today, else its date. */
      activity: (iso: string, now = new Date()) =>
        localDayOf(iso) === localDayOf(now.toISOString())
          ? time.format(new Date(iso))
          : shortDate.format(new Date(iso)),
    };
  }, [language, t]);
}
