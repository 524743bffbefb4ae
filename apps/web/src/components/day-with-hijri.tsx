import { formatDate, type IsoDate } from '@nuzul/shared/dates';
import { Flex, Typography } from 'antd';
import { useLanguage } from '../app/use-language';

interface DayWithHijriProps {
  date: IsoDate;
  testId?: string;
}

/** A day as the interface language writes it (Gregorian), with its Umm al-Qura date beneath. */
export function DayWithHijri({ date, testId }: DayWithHijriProps) {
  const { language } = useLanguage();
  return (
    <Flex vertical data-testid={testId}>
      <span data-testid={testId === undefined ? undefined : `${testId}-gregorian`}>
        {formatDate(date, language, { style: 'medium' })}
      </span>
      <Typography.Text
        type="secondary"
        style={{ fontSize: 12 }}
        data-testid={testId === undefined ? undefined : `${testId}-hijri`}
      >
        {formatDate(date, language, { hijri: true, style: 'medium' })}
      </Typography.Text>
    </Flex>
  );
}
