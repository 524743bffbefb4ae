import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenFailureText } from '../../../app/describe-failure';
import { borderColor } from '../../../app/theme';
import { useLatestNotifications } from '../api';
import { useOpenNotification } from '../use-open-notification';
import { BELL_SIZE, NOTIFICATION_CENTER_PATH } from './bell-constants';
import { NotificationItem } from './notification-item';

/**
 * What the bell opens: the five newest (opening one marks it read and follows its link),
 * "See all". A chunk of its own, fetched when the bell is pointed at or opened: the screens
 * draw without it.
 */
export function BellPanel({ onClose, onDismiss }: { onClose: () => void; onDismiss: () => void }) {
  const { t } = useTranslation('notifications');
  const panel = useRef<HTMLDivElement>(null);
  // The panel opens at the end of the page: the keyboard goes into it, and Escape comes back.
  useEffect(() => panel.current?.focus(), []);
  const latest = useLatestNotifications();
  const openNotification = useOpenNotification();

  const body = () => {
    if (latest.error !== null && latest.data === undefined) {
      return (
        <Flex vertical align="center" gap={8} style={{ padding: 16 }} data-testid="bell-error">
          <Typography.Text type="danger">{screenFailureText('loadNotifications')}</Typography.Text>
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void latest.refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        </Flex>
      );
    }
    if (latest.data === undefined) return <BellPanelLoading />;
    const notifications = latest.data.data.slice(0, BELL_SIZE);
    if (notifications.length === 0) {
      return (
        <Typography.Text
          type="secondary"
          data-testid="bell-empty"
          style={{ display: 'block', padding: 16, textAlign: 'center' }}
        >
          {t('bell.empty')}
        </Typography.Text>
      );
    }
    return (
      <ul style={{ listStyle: 'none', margin: 0, padding: 4 }} data-testid="bell-list">
        {notifications.map((notification) => (
          <li key={notification.id}>
            <NotificationItem
              notification={notification}
              onOpen={(opened) => {
                onClose();
                openNotification(opened);
              }}
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div
      ref={panel}
      role="dialog"
      aria-label={t('bell.title')}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
      style={{ width: 'min(360px, calc(100vw - 24px))', outline: 'none' }}
      data-testid="bell-panel"
    >
      <Typography.Text
        strong
        style={{ display: 'block', padding: '10px 16px', borderBottom: `1px solid ${borderColor}` }}
      >
        {t('bell.title')}
      </Typography.Text>
      <div style={{ maxHeight: 'min(480px, 65vh)', overflowY: 'auto' }}>{body()}</div>
      <div style={{ padding: '8px 16px', borderTop: `1px solid ${borderColor}` }}>
        <Link to={NOTIFICATION_CENTER_PATH} onClick={onClose} data-testid="bell-see-all">
          {t('bell.seeAll')}
        </Link>
      </div>
    </div>
  );
}

export function BellPanelLoading() {
  return <Skeleton active avatar paragraph={{ rows: 2 }} style={{ padding: 12 }} />;
}
