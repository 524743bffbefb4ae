import { CANCEL_REASON_MAX_LENGTH, type Booking } from '@nuzul/shared/bookings';
import { Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/toast';
import { Money, Percent } from '../../../components/money/money';
import { useCancelBooking } from '../api';

interface CancelBookingModalProps {
  booking: Booking;
  open: boolean;
  onClose: () => void;
}

/**
 * Cancel, confirmed: what cancelling today costs by the property's cancellation policy, and
 * an optional reason. Cancelling frees the nights.
 */
export function CancelBookingModal({ booking, open, onClose }: CancelBookingModalProps) {
  const { t } = useTranslation('bookings');
  const [reason, setReason] = useState('');
  const cancel = useCancelBooking(booking.id);
  const { penalty, penaltyPercent, daysBefore } = booking.cancellation;
  return (
    <Modal
      open={open}
      title={t('cancel.title')}
      okText={t('cancel.confirm')}
      okButtonProps={{
        danger: true,
        loading: cancel.isPending,
        'data-testid': 'booking-cancel-confirm',
      }}
      cancelText={t('cancel.keep')}
      onOk={() =>
        cancel.mutate(
          { reason: reason.trim() === '' ? null : reason.trim() },
          {
            onSuccess: () => {
              toast.success(t('cancel.done'));
              onClose();
            },
          },
        )
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12} data-testid="booking-cancel-modal">
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('cancel.body', { name: `${booking.guest.firstName} ${booking.guest.lastName}` })}
        </Typography.Paragraph>
        <Typography.Paragraph style={{ margin: 0 }} data-testid="booking-cancel-penalty">
          {penalty > 0 ? (
            <>
              {t('cancel.penalty', { count: daysBefore })} <Money value={penalty} /> (
              <Percent value={penaltyPercent} />)
            </>
          ) : (
            t('cancel.noPenalty', { count: daysBefore })
          )}
        </Typography.Paragraph>
        <label htmlFor="booking-cancel-reason">{t('cancel.reason')}</label>
        <Input.TextArea
          id="booking-cancel-reason"
          value={reason}
          maxLength={CANCEL_REASON_MAX_LENGTH}
          autoSize={{ minRows: 2, maxRows: 4 }}
          onChange={(event) => setReason(event.target.value)}
        />
      </Flex>
    </Modal>
  );
}
