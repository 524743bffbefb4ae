import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { Booking } from '@nuzul/shared/bookings';
import { Alert, Button, Flex, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../app/describe-failure';
import { useDecideBooking } from '../api';

/**
 * A Pending booking (a request from the owner's site) waits for the owner's answer: Confirm
 * keeps its nights, Decline (asked first: it cannot be undone) frees them; the guest is
 * e-mailed either way. What was answered, or why it was refused, stays said on the page after
 * the booking is no longer Pending.
 */
export function BookingDecision({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const confirm = useDecideBooking(booking.id, 'confirm');
  const decline = useDecideBooking(booking.id, 'decline');
  const busy = confirm.isPending || decline.isPending;
  const email = booking.guest.email;
  const answered = confirm.isSuccess ? 'confirmed' : decline.isSuccess ? 'declined' : null;
  const failed = confirm.isError ? 'confirm' : decline.isError ? 'decline' : null;
  const failure = confirm.error ?? decline.error;
  return (
    <>
      {answered !== null && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t(`decision.${answered}`, { email })}
          data-testid="booking-decision-done"
          data-decision={answered}
        />
      )}
      {failed !== null && failure !== null && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(`decision.${failed}Failed`)}
          description={describeFailure(failure)}
          data-testid="booking-decision-failed"
        />
      )}
      {booking.status === 'pending' && (
        <Alert
          type="warning"
          showIcon
          title={t('decision.pending')}
          description={t('decision.explain', { email })}
          data-testid="booking-decision"
          action={
            <Flex gap={8} wrap>
              <Button
                type="primary"
                icon={<CheckOutlined />}
                loading={confirm.isPending}
                disabled={busy && !confirm.isPending}
                onClick={() => {
                  decline.reset();
                  confirm.mutate();
                }}
                data-testid="booking-confirm"
              >
                {t('decision.confirm')}
              </Button>
              <Popconfirm
                title={t('decision.declineAsk')}
                description={t('decision.declineBody', { email })}
                okText={t('decision.decline')}
                okButtonProps={{ danger: true, 'data-testid': 'booking-decline-ok' }}
                cancelText={t('decision.keep')}
                onConfirm={() => {
                  confirm.reset();
                  decline.mutate();
                }}
              >
                <Button
                  danger
                  icon={<CloseOutlined />}
                  loading={decline.isPending}
                  disabled={busy && !decline.isPending}
                  data-testid="booking-decline"
                >
                  {t('decision.decline')}
                </Button>
              </Popconfirm>
            </Flex>
          }
        />
      )}
    </>
  );
}
