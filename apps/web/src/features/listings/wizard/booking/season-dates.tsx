import { formatDate, type IsoDate } from '@nuzul/shared/dates';
import { Flex, Typography } from 'antd';
import { useLanguage } from '../../../../app/use-language';

/** A day as the interface language writes it, with its Umm al-Qura (Hijri) date beneath. */
export function DayWithHijri({ date, testId }: { date: IsoDate; testId?: string }) {
  const { language } = useLanguage();
  return (
    <Flex vertical data-testid={testId}>
      <span>{formatDate(date, language, { style: 'medium' })}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatDate(date, language, { hijri: true, style: 'medium' })}
      </Typography.Text>
    </Flex>
  );
}

/** The Hijri date of a picked day, under its picker. */
export function HijriHint({ date }: { date: unknown }) {
  const { language } = useLanguage();
  if (typeof date !== 'string' || date === '') return null;
  return <span>{formatDate(date, language, { hijri: true, style: 'long' })}</span>;
}
