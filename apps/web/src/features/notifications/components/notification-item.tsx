import type { NotificationResponse } from '@nuzul/shared/notifications';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { brandColor } from '../../../app/theme';
import { useNotificationText, useNotificationTime } from '../notification-text';
import { NotificationIcon } from './notification-icon';
import './notifications.css';

interface NotificationItemProps {
  notification: NotificationResponse;
  onOpen: (notification: NotificationResponse) => void;
}

/**
 * One notification as a button (Enter and Space open it): its kind's icon, what happened in
 * the interface language, when; unread ones in bold with a dot that screen readers hear as
 * "Unread".
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const textOf = useNotificationText();
  const timeOf = useNotificationTime();
  const unread = notification.readAt === null;
  return (
    <button
      type="button"
      className="nz-notification"
      data-testid="notification-item"
      data-unread={unread}
      onClick={() => onOpen(notification)}
    >
      <NotificationIcon kind={notification.kind} event={notification.event} />
      <span style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text
          strong={unread}
          data-testid="notification-text"
          style={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {textOf(notification)}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {timeOf(notification)}
        </Typography.Text>
      </span>
      {unread && (
        <span
          role="img"
          aria-label={t('unread')}
          style={{
            flex: 'none',
            width: 8,
            height: 8,
            marginBlockStart: 6,
            borderRadius: '50%',
            background: brandColor,
          }}
        />
      )}
    </button>
  );
}
