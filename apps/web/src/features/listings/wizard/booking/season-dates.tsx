import { formatDate } from '@nuzul/shared/dates';
import { useLanguage } from '../../../../app/use-language';

/** The Hijri date of a picked day, under its picker. */
export function HijriHint({ date }: { date: unknown }) {
  const { language } = useLanguage();
  if (typeof date !== 'string' || date === '') return null;
  return <span>{formatDate(date, language, { hijri: true, style: 'long' })}</span>;
}
