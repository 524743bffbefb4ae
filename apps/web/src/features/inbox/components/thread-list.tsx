import { MessageOutlined, SearchOutlined } from '@ant-design/icons';
import type { ThreadResponse } from '@nuzul/shared/inbox';
import { THREADS_SEARCH_MAX_LENGTH } from '@nuzul/shared/inbox';
import { Badge, Button, Empty, Flex, Input, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { useThreads } from '../api';
import { useChatDates } from '../chat-dates';
import { useThreadTexts } from '../thread-texts';
import '../inbox.css';

interface ThreadListProps {
  search: string;
  onSearch: (search: string) => void;
  selected: string | null;
  onSelect: (thread: ThreadResponse) => void;
}

function ThreadRow({
  thread,
  current,
  onSelect,
}: {
  thread: ThreadResponse;
  current: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('inbox');
  const dates = useChatDates();
  const texts = useThreadTexts();
  const unread = thread.unreadCount;
  return (
    <li style={{ listStyle: 'none' }}>
      <button
        type="button"
        className="nz-thread"
        aria-current={current}
        onClick={onSelect}
        data-testid="thread-item"
        data-thread={thread.id}
        data-unread={unread}
      >
        <span className="nz-thread-text">
          <Flex justify="space-between" gap={8}>
            <Typography.Text strong={unread > 0} className="nz-thread-line">
              <bdi data-testid="thread-guest">{texts.guestName(thread)}</bdi>
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
              {dates.activity(thread.lastMessageAt)}
            </Typography.Text>
          </Flex>
          <Typography.Text type="secondary" className="nz-thread-line" style={{ fontSize: 12 }}>
            <bdi data-testid="thread-property">{texts.propertyName(thread)}</bdi>
          </Typography.Text>
          <Flex justify="space-between" align="center" gap={8}>
            {/* Its own direction: an English answer is cut at its end in an Arabic list. */}
            <Typography.Text
              type={unread > 0 ? undefined : 'secondary'}
              style={{ flex: 1, minInlineSize: 0 }}
            >
              <span className="nz-thread-line" dir="auto" data-testid="thread-preview">
                {texts.preview(thread)}
              </span>
            </Typography.Text>
            {unread > 0 && (
              <Badge
                count={unread}
                overflowCount={99}
                data-testid="thread-unread"
                title={t('threads.unread', { count: unread })}
              />
            )}
          </Flex>
        </span>
      </button>
    </li>
  );
}

/**
 * The inbox's threads, newest activity first: guest, property, the last message and the
 * unread count; a search by guest or property; more on request.
 */
export function ThreadList({ search, onSearch, selected, onSelect }: ThreadListProps) {
  const { t } = useTranslation('inbox');
  const threads = useThreads(search);
  const list = threads.data?.pages.flatMap((page) => page.data) ?? [];

  const body = () => {
    if (threads.error !== null) {
      return (
        <LoadFailure
          error={threads.error}
          message="fetchData"
          onRetry={() => void threads.refetch()}
          testId="threads-error"
        />
      );
    }
    if (threads.data === undefined) {
      return <Skeleton active avatar paragraph={{ rows: 3 }} data-testid="threads-loading" />;
    }
    if (list.length === 0 && search !== '') {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('threads.noMatch')}
          data-testid="threads-no-match"
        />
      );
    }
    if (list.length === 0) {
      return (
        <Empty
          image={<MessageOutlined style={{ fontSize: 40, color: '#bfbfbf' }} />}
          description={
            <Flex vertical gap={4}>
              <Typography.Text strong>{t('threads.emptyTitle')}</Typography.Text>
              <Typography.Text type="secondary">{t('threads.emptyText')}</Typography.Text>
            </Flex>
          }
          data-testid="threads-empty"
        >
          <Link to="/bookings">{t('threads.toBookings')}</Link>
        </Empty>
      );
    }
    return (
      <>
        <ul style={{ margin: 0, padding: 0 }} aria-label={t('threads.label')}>
          {list.map((thread) => (
            <ThreadRow
              key={thread.id}
              thread={thread}
              current={thread.id === selected}
              onSelect={() => onSelect(thread)}
            />
          ))}
        </ul>
        {threads.hasNextPage && (
          <Button
            type="link"
            block
            loading={threads.isFetchingNextPage}
            onClick={() => void threads.fetchNextPage()}
            data-testid="threads-more"
          >
            {t('threads.more')}
          </Button>
        )}
      </>
    );
  };

  return (
    <Flex vertical style={{ minBlockSize: 0, flex: 1 }} data-testid="thread-list">
      <div style={{ padding: 12 }}>
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('threads.search')}
          aria-label={t('threads.search')}
          defaultValue={search}
          maxLength={THREADS_SEARCH_MAX_LENGTH}
          onChange={(event) => onSearch(event.target.value)}
          data-testid="threads-search"
        />
      </div>
      <div style={{ overflowY: 'auto', flex: 1 }}>{body()}</div>
    </Flex>
  );
}
