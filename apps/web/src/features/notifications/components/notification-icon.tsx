import {
  CalendarOutlined,
  CreditCardOutlined,
  SafetyCertificateOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import type { NotificationEvent, NotificationKind } from '@nuzul/shared/notifications';
import type { ComponentType } from 'react';
import { brandColor } from '../../../app/theme';

const icons: Record<NotificationKind, ComponentType> = {
  booking: CalendarOutlined,
  payment: CreditCardOutlined,
  sync: SyncOutlined,
  mfa: SafetyCertificateOutlined,
};

const failures: readonly NotificationEvent[] = [
  'payment.failed',
  'sync.failed',
  'booking.cancelled',
];

/** A kind's icon in a round badge; red for what went wrong. */
export function NotificationIcon({
  kind,
  event,
}: {
  kind: NotificationKind;
  event: NotificationEvent;
}) {
  const Icon = icons[kind];
  const failed = failures.includes(event);
  return (
    <span
      aria-hidden
      data-testid={`notification-icon-${kind}`}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: 32,
        height: 32,
        borderRadius: '50%',
        fontSize: 16,
        color: failed ? '#cf1322' : brandColor,
        background: failed ? '#fff1f0' : '#eaf1f9',
      }}
    >
      <Icon />
    </span>
  );
}
