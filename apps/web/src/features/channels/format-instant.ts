import { intlLocale } from '@nuzul/shared/dates';
import { useMemo } from 'react';
import { useLanguage } from '../../app/use-language';

/**
 * An instant as the user reads it: in the browser's (the user's) time zone, Gregorian, with
 * seconds (requirements-next §11.2 "timestamp in the user's time zone with seconds").
 */
export function useFormatInstant(): (iso: string) => string {
  const { language } = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-gregory`, {
      dateStyle: 'medium',
      timeStyle: 'medium',
    });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
}
