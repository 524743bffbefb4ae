import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ChatReadPayload, MessageResponse, ThreadResponse } from '@nuzul/shared/inbox';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeCode } from '../../../app/describe-failure';
import { useRealtimeEvent } from '../../../app/realtime';
import { LoadFailure } from '../../../components/load-failure';
import {
  markSeen,
  sendOwnerMessage,
  storeMessage,
  useMarkThreadRead,
  useMessages,
  useThread,
} from '../api';
import { useChatDates } from '../chat-dates';
import { inboxKeys } from '../keys';
import { useThreadTexts } from '../thread-texts';
import { useOutbox } from '../use-outbox';
import { Composer } from './composer';
import { MessageList } from './message-list';

interface ConversationProps {
  threadId: string;
  /** On a phone the conversation fills the screen: Back returns to the threads. */
  onBack?: () => void;
}

function ConversationHead({ thread, onBack }: { thread: ThreadResponse; onBack?: () => void }) {
  const { t } = useTranslation('inbox');
  const texts = useThreadTexts();
  const dates = useChatDates();
  return (
    <Flex
      align="center"
      gap={8}
      style={{ paddingBlock: 10, paddingInline: 12, borderBlockEnd: '1px solid #f0f0f0' }}
    >
      {onBack !== undefined && (
        <Button
          type="text"
          icon={<ArrowLeftOutlined className="nz-chat-mirrored" />}
          aria-label={t('conversation.back')}
          onClick={onBack}
          data-testid="conversation-back"
        />
      )}
      <Flex vertical style={{ minInlineSize: 0, flex: 1 }}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }} ellipsis>
          <bdi data-testid="conversation-guest">{texts.guestName(thread)}</bdi>
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
          <bdi>{texts.propertyName(thread)}</bdi> ·{' '}
          {t('conversation.stay', {
            from: dates.stayDay(thread.dateFrom),
            to: dates.stayDay(thread.dateTo),
          })}
        </Typography.Text>
      </Flex>
      <Link to={`/bookings/${thread.bookingId}`} data-testid="conversation-booking">
        {t('conversation.booking')}
      </Link>
    </Flex>
  );
}

/**
 * One thread: its head, the messages (older ones fetched on scrolling up), the composer.
 * Opening it, and a guest message arriving while it is open, mark the guest's messages read.
 */
export function Conversation({ threadId, onBack }: ConversationProps) {
  const { t } = useTranslation('inbox');
  const client = useQueryClient();
  const thread = useThread(threadId);
  const messages = useMessages(threadId);
  const markRead = useMarkThreadRead();
  const { mutate: markThreadRead } = markRead;

  const onSent = useCallback(
    (message: MessageResponse) => {
      storeMessage(client, message);
      void client.invalidateQueries({ queryKey: inboxKeys.allThreads });
    },
    [client],
  );
  const send = useCallback(
    (body: string, key: string) => sendOwnerMessage(threadId, body, key),
    [threadId],
  );
  const outbox = useOutbox(send, onSent);

  // A message from the real-time connection (the guest's answer, this owner's other tab).
  const onLive = useCallback(
    ({ threadId: to, message }: { threadId: string; message: MessageResponse }) => {
      if (to !== threadId) return;
      storeMessage(client, message);
      // A read of the pages under way when the message came (opening the thread, a refresh)
      // answers without it and would replace it: the pages are read again after it.
      void client.invalidateQueries({ queryKey: inboxKeys.messages(threadId) });
    },
    [client, threadId],
  );
  useRealtimeEvent('chat:message', onLive);
  // The guest opened their page: this side's messages up to then show as seen.
  const onRead = useCallback(
    ({ threadId: of, reader, readAt }: ChatReadPayload) => {
      if (of === threadId && reader === 'guest') markSeen(client, threadId, readAt);
    },
    [client, threadId],
  );
  useRealtimeEvent('chat:read', onRead);

  // Read while the owner can see it: now, or when they come back to a hidden tab.
  const unread = thread.data?.unreadCount ?? 0;
  useEffect(() => {
    if (unread === 0) return;
    const readIfSeen = (): void => {
      if (document.visibilityState === 'visible') markThreadRead(threadId);
    };
    readIfSeen();
    document.addEventListener('visibilitychange', readIfSeen);
    return () => document.removeEventListener('visibilitychange', readIfSeen);
  }, [unread, threadId, markThreadRead]);

  if (thread.error !== null || messages.error !== null) {
    const error = thread.error ?? messages.error;
    return (
      <LoadFailure
        error={error as NonNullable<typeof error>}
        message="fetchData"
        onRetry={() => {
          void thread.refetch();
          void messages.refetch();
        }}
        testId="conversation-error"
      />
    );
  }
  if (thread.data === undefined || messages.data === undefined) {
    return <Skeleton active paragraph={{ rows: 6 }} data-testid="conversation-loading" />;
  }
  // The newest page comes first: the conversation shows the oldest at the top.
  const ordered = [...messages.data.pages].reverse().flatMap((page) => page.data);

  return (
    <Flex vertical style={{ blockSize: '100%', minBlockSize: 0 }} data-testid="conversation">
      <ConversationHead thread={thread.data} onBack={onBack} />
      <MessageList
        messages={ordered}
        outgoing={outbox.outgoing}
        own="owner"
        onRetry={outbox.retry}
        hasOlder={messages.hasNextPage}
        loadingOlder={messages.isFetchingNextPage}
        onLoadOlder={() => void messages.fetchNextPage()}
      />
      <Flex vertical gap={8} style={{ padding: 12, borderBlockStart: '1px solid #f0f0f0' }}>
        {!thread.data.guestCanBeEmailed && (
          <Alert
            type="warning"
            showIcon
            title={describeCode('GUEST_EMAIL_MISSING')}
            data-testid="conversation-no-email"
          />
        )}
        {ordered.length === 0 && outbox.outgoing.length === 0 && (
          <Typography.Text type="secondary" data-testid="conversation-empty">
            {t('conversation.empty')}
          </Typography.Text>
        )}
        <Composer onSend={outbox.write} label={t('composer.label')} />
      </Flex>
    </Flex>
  );
}
