import type { IsoDate } from '@nuzul/shared/dates';
import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../components/format-date';
import { useChannelConflicts } from '../api';

interface ChannelConflictsProps {
  propertyId: string | undefined;
  from: IsoDate;
  to: IsoDate;
}

/**
 * The availability calendar's warning (issue 15): channel events that overlap a booking or
 * blocked days were not placed; each with its channel and nights, and the booking in the way.
 * Nothing shows while there are none (or while they load: the calendar is the subject).
 */
export function ChannelConflicts({ propertyId, from, to }: ChannelConflictsProps) {
  const { t } = useTranslation('channels');
  const formatDate = useFormatDate();
  const conflicts = useChannelConflicts(propertyId, from, to);
  const list = conflicts.data ?? [];
  if (list.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('conflicts.title')}
      data-testid="calendar-channel-conflicts"
      description={
        <Flex vertical gap={4} component="ul" style={{ margin: 0, paddingInlineStart: 16 }}>
          {list.map((conflict) => {
            const values = {
              channel: t(`names.${conflict.channel}`),
              from: formatDate(conflict.dateFrom),
              to: formatDate(conflict.dateTo),
            };
            return (
              <li key={conflict.id} data-testid="calendar-channel-conflict">
                <Typography.Text>
                  {conflict.conflictingBookingId === null
                    ? t('conflicts.withBlock', values)
                    : t('conflicts.withBooking', values)}
                </Typography.Text>
                {conflict.conflictingBookingId !== null && (
                  <>
                    {' '}
                    <Link to={`/bookings/${conflict.conflictingBookingId}`}>
                      {t('conflicts.openBooking')}
                    </Link>
                  </>
                )}
              </li>
            );
          })}
        </Flex>
      }
    />
  );
}
