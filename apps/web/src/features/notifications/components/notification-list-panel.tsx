import { CheckOutlined } from '@ant-design/icons';
import { notificationKinds, type NotificationKind } from '@nuzul/shared/notifications';
import { Button, Checkbox, Empty, Flex, Select, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { screenFailureText } from '../../../app/describe-failure';
import { toast } from '../../../app/toast';
import { Heading } from '../../../components/heading';
import { LoadFailure } from '../../../components/load-failure';
import { useMarkAllRead, useNotificationList, type NotificationFilters } from '../api';
import { groupByDay } from '../day-groups';
import { useOpenNotification } from '../use-open-notification';
import { NotificationItem } from './notification-item';
import { panelStyle } from './panel-style';

const ALL = 'all';

/** The filters live in the address (`?kind=payment&unread=1`), so a reload or a link keeps them. */
function useFilters(): [NotificationFilters, (next: NotificationFilters) => void] {
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind = notificationKinds.find((value) => value === kindParam) ?? null;
  const unreadOnly = params.get('unread') === '1';
  const filters = useMemo(() => ({ kind, unreadOnly }), [kind, unreadOnly]);
  const setFilters = (next: NotificationFilters): void =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.kind === null) updated.delete('kind');
        else updated.set('kind', next.kind);
        if (next.unreadOnly) updated.set('unread', '1');
        else updated.delete('unread');
        return updated;
      },
      { replace: true },
    );
  return [filters, setFilters];
}

/**
 * The center's list: newest first under Today, Yesterday and Earlier; filters by kind and
 * unread; 20 at a time with "Load more"; "Mark all as read".
 */
export function NotificationListPanel() {
  const { t } = useTranslation('notifications');
  const [filters, setFilters] = useFilters();
  const list = useNotificationList(filters);
  const markAllRead = useMarkAllRead();
  const openNotification = useOpenNotification();
  const notifications = useMemo(
    () => list.data?.pages.flatMap((page) => page.data) ?? [],
    [list.data],
  );
  const unreadCount = list.data?.pages[0]?.meta.unreadCount ?? 0;
  const filtered = filters.kind !== null || filters.unreadOnly;

  const content = () => {
    if (list.error !== null && list.data === undefined) {
      return (
        <LoadFailure
          error={list.error}
          message="loadNotifications"
          onRetry={() => void list.refetch()}
          testId="notifications-error"
        />
      );
    }
    if (list.data === undefined) {
      return <Skeleton active avatar paragraph={{ rows: 4 }} data-testid="notifications-loading" />;
    }
    if (notifications.length === 0) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={filtered ? t('emptyFiltered') : t('empty')}
          data-testid="notifications-empty"
        />
      );
    }
    return (
      <Flex vertical gap={16} data-testid="notifications-list" style={panelStyle}>
        {groupByDay(notifications).map(({ group, notifications: items }) => (
          <section key={group} aria-labelledby={`notifications-${group}`}>
            <Heading
              level={2}
              look={5}
              id={`notifications-${group}`}
              type="secondary"
              style={{ marginBlock: '0 4px' }}
              data-testid="notifications-group"
            >
              {t(`groups.${group}`)}
            </Heading>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {items.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} onOpen={openNotification} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {list.hasNextPage && (
          <Button
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
            style={{ alignSelf: 'center' }}
            data-testid="notifications-load-more"
          >
            {t('loadMore')}
          </Button>
        )}
        {list.isFetchNextPageError && (
          <Typography.Text type="danger" style={{ textAlign: 'center' }}>
            {screenFailureText('loadNotifications')}
          </Typography.Text>
        )}
      </Flex>
    );
  };

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center" wrap justify="space-between" style={{ maxWidth: 880 }}>
        <Flex gap={12} align="center" wrap>
          <Select<NotificationKind | typeof ALL>
            aria-label={t('filters.kind')}
            value={filters.kind ?? ALL}
            onChange={(value) => setFilters({ ...filters, kind: value === ALL ? null : value })}
            options={[
              { value: ALL, label: t('filters.allKinds') },
              ...notificationKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
            ]}
            style={{ minWidth: 190 }}
            data-testid="notifications-kind"
          />
          <Checkbox
            checked={filters.unreadOnly}
            onChange={(event) => setFilters({ ...filters, unreadOnly: event.target.checked })}
            data-testid="notifications-unread-only"
          >
            {t('filters.unreadOnly')}
          </Checkbox>
        </Flex>
        <Button
          icon={<CheckOutlined />}
          disabled={unreadCount === 0}
          loading={markAllRead.isPending}
          onClick={() =>
            markAllRead.mutate(undefined, { onSuccess: () => toast.success(t('allRead')) })
          }
          data-testid="notifications-mark-all-read"
        >
          {t('markAllRead')}
        </Button>
      </Flex>
      {content()}
    </Flex>
  );
}
