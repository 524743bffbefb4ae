import type { GuestThreadResponse, MessageResponse } from '@nuzul/shared/inbox';
import { GUEST_POLL_INTERVAL_MS } from '@nuzul/shared/inbox';
import { QueryClientProvider, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { screenFailureText } from '../../../app/describe-failure';
import { i18n } from '../../../app/i18n';
import { createQueryClient } from '../../../app/query-client';
import { usePageTitle } from '../../../app/use-page-title';
import { Heading } from '../../../components/heading';
import { LanguageToggle } from '../../../components/language-toggle';
import { Logo } from '../../../components/logo';
import { sendGuestMessage, useGuestThread } from '../api';
import { Composer } from '../components/composer';
import { GuestStay } from '../components/guest-stay';
import { MessageList } from '../components/message-list';
import { inboxKeys } from '../keys';
import { useOutbox } from '../use-outbox';

type GuestPages = InfiniteData<GuestThreadResponse>;

/**
 * `/g/<token>`: the guest's page, without an account (requirements-next §10). It has its own
 * query client, since it is outside the signed-in shell.
 */
export function GuestThreadPage() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Flex vertical style={{ minBlockSize: '100vh', background: '#f5f7fa' }}>
        <Flex
          component="header"
          align="center"
          justify="space-between"
          style={{ paddingBlock: 12, paddingInline: 16, background: '#fff' }}
        >
          <Logo size={32} />
          <LanguageToggle />
        </Flex>
        <main
          style={{
            boxSizing: 'border-box',
            inlineSize: '100%',
            maxInlineSize: 760,
            marginInline: 'auto',
            padding: 12,
          }}
        >
          <GuestThread />
        </main>
      </Flex>
    </QueryClientProvider>
  );
}

function GuestThread() {
  const { token = '' } = useParams();
  const { t } = useTranslation('inbox');
  usePageTitle(t('guest.pageTitle'));
  const client = useQueryClient();
  const thread = useGuestThread(token, GUEST_POLL_INTERVAL_MS);
  const first = thread.data?.pages[0]?.data;

  // The page speaks the guest's language (the booking's) until the guest switches.
  const followed = useRef(false);
  const language = first?.language;
  useEffect(() => {
    if (language === undefined || followed.current) return;
    followed.current = true;
    if (i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
  }, [language]);

  const onSent = useCallback(
    (message: MessageResponse) =>
      client.setQueryData<GuestPages>(inboxKeys.guest(token), (old) => {
        const [newest, ...older] = old?.pages ?? [];
        if (old === undefined || newest === undefined) return old;
        if (newest.data.messages.some(({ id }) => id === message.id)) return old;
        const data = { ...newest.data, messages: [...newest.data.messages, message] };
        return { ...old, pages: [{ ...newest, data }, ...older] };
      }),
    [client, token],
  );
  const send = useCallback(
    (body: string, key: string) => sendGuestMessage(token, body, key),
    [token],
  );
  const outbox = useOutbox(send, onSent);

  if (thread.error !== null && thread.data === undefined) {
    if (thread.error.status === 404) {
      return (
        <Result
          status="warning"
          title={
            <Heading level={1} look={3} style={{ marginBlock: 0 }}>
              {t('guest.invalidTitle')}
            </Heading>
          }
          subTitle={t('guest.invalidText')}
          data-testid="guest-link-invalid"
        />
      );
    }
    return (
      <Result
        status="error"
        title={screenFailureText('fetchData')}
        data-testid="guest-error"
        extra={
          <Button onClick={() => void thread.refetch()} data-testid="guest-error-retry">
            {t('message.retry')}
          </Button>
        }
      />
    );
  }
  if (thread.data === undefined || first === undefined) {
    return <Skeleton active paragraph={{ rows: 8 }} data-testid="guest-loading" />;
  }
  const messages = [...thread.data.pages].reverse().flatMap((page) => page.data.messages);

  return (
    <Flex vertical gap={12} data-testid="guest-page">
      <GuestStay thread={first} />
      <Card
        title={
          <Heading level={2} look={5} style={{ margin: 0 }}>
            {t('guest.conversation')}
          </Heading>
        }
        styles={{ body: { padding: 0 } }}
      >
        <Flex vertical style={{ blockSize: 'min(70vh, 640px)', minBlockSize: 360 }}>
          <MessageList
            messages={messages}
            outgoing={outbox.outgoing}
            own="guest"
            onRetry={outbox.retry}
            hasOlder={thread.hasNextPage}
            loadingOlder={thread.isFetchingNextPage}
            onLoadOlder={() => void thread.fetchNextPage()}
          />
          <Flex vertical gap={4} style={{ padding: 12, borderBlockStart: '1px solid #f0f0f0' }}>
            {messages.length === 0 && outbox.outgoing.length === 0 && (
              <Typography.Text type="secondary">{t('guest.empty')}</Typography.Text>
            )}
            <Composer onSend={outbox.write} label={t('guest.composerLabel')} />
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
