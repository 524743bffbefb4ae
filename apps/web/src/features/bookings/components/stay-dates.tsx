import { formatDate, type IsoDate } from '@nuzul/shared/dates';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/use-language';

interface StayDatesProps {
  dateFrom: IsoDate;
  dateTo: IsoDate;
  nights: number;
}

/** Arrival → departure with the nights, and the same days in the Umm al-Qura calendar. */
export function StayDates({ dateFrom, dateTo, nights }: StayDatesProps) {
  const { t } = useTranslation('bookings');
  const { language, direction } = useLanguage();
  const arrow = direction === 'rtl' ? '←' : '→';
  const day = (date: IsoDate, hijri: boolean) =>
    formatDate(date, language, { style: 'medium', hijri });
  return (
    <Flex vertical data-testid="stay-dates">
      <span style={{ whiteSpace: 'nowrap' }}>
        {day(dateFrom, false)} {arrow} {day(dateTo, false)}
      </span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {day(dateFrom, true)} {arrow} {day(dateTo, true)}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="stay-nights">
        {t('nights', { count: nights })}
      </Typography.Text>
    </Flex>
  );
}
