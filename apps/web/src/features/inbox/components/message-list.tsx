import { ExclamationCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import type { MessageResponse } from '@nuzul/shared/inbox';
import { Button } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../app/describe-failure';
import { groupByDay } from '../chat-days';
import { useChatDates } from '../chat-dates';
import type { OutgoingMessage } from '../use-outbox';
import { MessageBody } from './message-body';
import '../inbox.css';

type Side = 'owner' | 'guest';

type Entry =
  { kind: 'message'; message: MessageResponse } | { kind: 'outgoing'; item: OutgoingMessage };

interface MessageListProps {
  /** Oldest first. */
  messages: readonly MessageResponse[];
  outgoing: readonly OutgoingMessage[];
  /** The reader's side: their bubbles sit at the inline end, the other side's at the start. */
  own: Side;
  onRetry: (item: OutgoingMessage) => void;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

const createdAtOf = (entry: Entry): string =>
  entry.kind === 'message' ? entry.message.createdAt : entry.item.createdAt;
const keyOf = (entry: Entry): string =>
  entry.kind === 'message' ? entry.message.id : entry.item.localId;

/** How close to the top (px) a scroll asks for the older messages. */
const OLDER_THRESHOLD = 80;

/**
 * A conversation, oldest at the top: a separator at each new day, system notes centred,
 * bubbles by sender — this side's at the inline end, the other's at the start, which Arabic
 * mirrors — and this side's messages on their way, sending or failed with Retry.
 */
export function MessageList(props: MessageListProps) {
  const { messages, outgoing, own, onRetry, hasOlder, loadingOlder, onLoadOlder } = props;
  const { t } = useTranslation('inbox');
  const dates = useChatDates();
  const log = useRef<HTMLDivElement>(null);
  const entries: Entry[] = [
    ...messages.map((message): Entry => ({ kind: 'message', message })),
    ...outgoing.map((item): Entry => ({ kind: 'outgoing', item })),
  ];
  const first = entries[0] === undefined ? null : keyOf(entries[0]);
  const last = entries.at(-1) === undefined ? null : keyOf(entries.at(-1) as Entry);
  const seen = useRef({ first: null as string | null, last: null as string | null, height: 0 });
  const atBottom = useRef(true);

  // Older messages above keep what the reader sees in place; a new message at the bottom
  // scrolls to it when the reader was at the bottom already, or wrote it.
  useLayoutEffect(() => {
    const box = log.current;
    if (box === null) return;
    const before = seen.current;
    if (before.first !== null && first !== before.first && last === before.last) {
      box.scrollTop += box.scrollHeight - before.height;
    } else if (last !== before.last && (atBottom.current || last?.startsWith('local-') === true)) {
      box.scrollTop = box.scrollHeight;
      atBottom.current = true;
    }
    seen.current = { first, last, height: box.scrollHeight };
  }, [first, last]);

  const onScroll = (): void => {
    const box = log.current;
    if (box === null) return;
    atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 48;
    seen.current.height = box.scrollHeight;
    if (box.scrollTop < OLDER_THRESHOLD && hasOlder && !loadingOlder) onLoadOlder();
  };

  const bubble = (entry: Entry) => {
    if (entry.kind === 'message' && entry.message.sender === 'system') {
      const { message } = entry;
      return (
        <div
          key={message.id}
          className="nz-chat-system"
          data-testid="chat-system-message"
          data-kind={message.systemKind ?? ''}
        >
          {t(`system.${message.systemKind ?? 'note'}`)} · {dates.time(message.createdAt)}
        </div>
      );
    }
    const sender = entry.kind === 'message' ? entry.message.sender : own;
    const side = sender === own ? 'own' : 'other';
    // This side's sent message is "seen" once the other side read it.
    const status =
      entry.kind === 'outgoing'
        ? entry.item.status
        : entry.message.readAt === null
          ? 'sent'
          : 'read';
    const body = entry.kind === 'message' ? entry.message.body : entry.item.body;
    const createdAt = createdAtOf(entry);
    return (
      <div
        key={keyOf(entry)}
        className={`nz-chat-row nz-chat-row--${side}`}
        data-testid="chat-message"
        data-sender={sender}
        data-side={side}
        data-status={status}
      >
        <div className="nz-chat-bubble">
          <span className="nz-visually-hidden">
            {t(side === 'own' ? 'message.fromYou' : `message.from.${sender}`)}
          </span>
          <p className="nz-chat-body" dir="auto" data-testid="chat-message-body">
            <MessageBody body={body} />
          </p>
          <span className="nz-chat-meta">
            <time dateTime={createdAt}>{dates.time(createdAt)}</time>
            {side === 'own' && (
              <span data-testid="chat-message-status">{t(`message.status.${status}`)}</span>
            )}
          </span>
        </div>
        {entry.kind === 'outgoing' && entry.item.status === 'failed' && (
          <div className="nz-chat-failure" role="alert" data-testid="chat-message-failure">
            <ExclamationCircleOutlined aria-hidden />
            <span>
              {t('message.notSent')}{' '}
              {entry.item.error === null ? null : describeFailure(entry.item.error)}
            </span>
            <Button
              size="small"
              icon={<ReloadOutlined />}
              onClick={() => onRetry(entry.item)}
              data-testid="chat-message-retry"
            >
              {t('message.retry')}
            </Button>
          </div>
        )}
      </div>
    );
  };

  return (
    <div
      ref={log}
      className="nz-chat-log"
      role="log"
      aria-label={t('conversation.log')}
      tabIndex={0}
      onScroll={onScroll}
      data-testid="chat-log"
      style={{ flex: 1, minBlockSize: 0 }}
    >
      {hasOlder && (
        <Button
          type="link"
          size="small"
          onClick={onLoadOlder}
          loading={loadingOlder}
          style={{ alignSelf: 'center' }}
          data-testid="chat-load-older"
        >
          {t('conversation.older')}
        </Button>
      )}
      {groupByDay(entries, createdAtOf).map(({ day, items }) => (
        <section key={day} aria-label={dates.day(day)} style={{ display: 'contents' }}>
          <div className="nz-chat-day" data-testid="chat-day" data-day={day}>
            {dates.day(day)}
          </div>
          {items.map(bubble)}
        </section>
      ))}
    </div>
  );
}
