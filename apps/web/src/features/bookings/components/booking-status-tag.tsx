import type { BookingStatus } from '@nuzul/shared/bookings';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec §3 "Confirmed, Pending, Cancelled": green, gold and red. */
const colors: Record<BookingStatus, string> = {
  confirmed: 'green',
  pending: 'gold',
  cancelled: 'red',
};

export function BookingStatusTag({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('bookings');
  return (
    <Tag color={colors[status]} data-testid="booking-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
