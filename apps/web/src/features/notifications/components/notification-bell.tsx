import { BellOutlined } from '@ant-design/icons';
import type { NotificationNewPayload } from '@nuzul/shared/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popover, Skeleton } from 'antd';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeEvent } from '../../../app/realtime';
import { toast } from '../../../app/toast';
import { CountBadge } from '../../../components/count-badge';
import { notificationKeys, useLatestNotifications, type NotificationsPage } from '../api';

// The panel and the sentences of the notifications are chunks of their own: every signed-in
// screen shows the bell, few open it.
const loadPanel = () => import('./bell-panel');
const BellPanel = lazy(async () => ({ default: (await loadPanel()).BellPanel }));

/**
 * A new notification from the real-time connection: it heads the bell's list with the count
 * the server sent, and shows as a toast in the interface language. The bell's query is read
 * again anyway (realtime.ts), which settles any race with a read elsewhere.
 */
function useLiveNotifications(): void {
  const client = useQueryClient();
  const onNew = useCallback(
    ({ notification, unreadCount }: NotificationNewPayload) => {
      client.setQueryData<NotificationsPage>(notificationKeys.latest, (page) =>
        page === undefined
          ? page
          : {
              data: [notification, ...page.data.filter(({ id }) => id !== notification.id)],
              meta: { ...page.meta, unreadCount },
            },
      );
      void import('../notification-text').then(({ describeNotificationNow }) =>
        toast.info(describeNotificationNow(notification)),
      );
    },
    [client],
  );
  useRealtimeEvent('notification:new', onNew);
}

/**
 * The header's bell on every signed-in screen: the unread count (99+), the five newest in a
 * panel with "See all", live through the real-time connection.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const latest = useLatestNotifications();
  const [open, setOpen] = useState(false);
  useLiveNotifications();
  const unread = latest.data?.meta.unreadCount ?? 0;
  const bell = useRef<HTMLButtonElement>(null);
  const close = (): void => setOpen(false);
  const dismiss = (): void => {
    setOpen(false);
    bell.current?.focus();
  };
  const preload = (): void => void loadPanel();

  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        arrow={false}
        // On a phone the panel is wider than the room beside the bell: it moves into view.
        align={{ overflow: { adjustX: true, adjustY: true, shiftX: true } }}
        styles={{ container: { padding: 0 } }}
        content={
          <Suspense fallback={<Skeleton active avatar paragraph={{ rows: 2 }} />}>
            <BellPanel onClose={close} onDismiss={dismiss} />
          </Suspense>
        }
      >
        <Button
          ref={bell}
          type="text"
          data-testid="notification-bell"
          aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
          aria-haspopup="dialog"
          aria-expanded={open}
          icon={<BellOutlined style={{ fontSize: 18 }} />}
          onPointerEnter={preload}
          onFocus={preload}
        />
      </Popover>
      <CountBadge count={unread} testId="notification-count" />
    </span>
  );
}
