import { MessageOutlined } from '@ant-design/icons';
import type { ThreadResponse } from '@nuzul/shared/inbox';
import { Empty, Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMinWidth } from '../../../app/use-min-width';
import { usePageTitle } from '../../../app/use-page-title';
import { Heading } from '../../../components/heading';
import { Conversation } from '../components/conversation';
import { ThreadList } from '../components/thread-list';

/** A search is asked for once typing pauses this long (ms). */
const SEARCH_PAUSE_MS = 300;
const THREADS_PANE_WIDTH = 340;

/**
 * `/inbox` (requirements-next §10, A-1): the threads beside the open conversation
 * (`?thread=<id>`); on a phone one pane at a time, the conversation with a Back button.
 */
export function InboxPage() {
  const { t } = useTranslation('inbox');
  usePageTitle(t('pageTitle'));
  const twoPanes = useMinWidth('md');
  const [params, setParams] = useSearchParams();
  const selected = params.get('thread');
  const [typed, setTyped] = useState(params.get('search') ?? '');
  const search = typed.trim();

  // The search is kept in the address once typing pauses (Back and a reload keep it). Only
  // a search that differs from the address's is written, and choosing a thread cancels a
  // write still waiting: react-router's functional update receives the parameters of the
  // render that made it, so a late write would bring back the address as it was then and
  // close a thread chosen meanwhile.
  const inAddress = params.get('search') ?? '';
  const pendingSearch = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (search === inAddress) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (search === '') next.delete('search');
          else next.set('search', search);
          return next;
        },
        { replace: true },
      );
    }, SEARCH_PAUSE_MS);
    pendingSearch.current = timer;
    return () => clearTimeout(timer);
  }, [search, inAddress, setParams]);

  const open = (thread: ThreadResponse | null): void => {
    clearTimeout(pendingSearch.current);
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (search === '') next.delete('search');
      else next.set('search', search);
      if (thread === null) next.delete('thread');
      else next.set('thread', thread.id);
      return next;
    });
  };

  const threads = (
    <ThreadList
      search={params.get('search') ?? ''}
      onSearch={setTyped}
      selected={selected}
      onSelect={open}
    />
  );
  const conversation =
    selected === null ? (
      <Flex align="center" justify="center" style={{ blockSize: '100%' }}>
        <Empty
          image={<MessageOutlined style={{ fontSize: 40, color: '#bfbfbf' }} />}
          description={t('conversation.choose')}
          data-testid="conversation-none"
        />
      </Flex>
    ) : (
      <Conversation
        key={selected}
        threadId={selected}
        onBack={twoPanes ? undefined : () => open(null)}
      />
    );

  return (
    <Flex vertical gap={12} data-testid="inbox-page">
      <Heading level={1} look={twoPanes ? 2 : 3} style={{ marginBlock: 0 }}>
        {t('pageTitle')}
      </Heading>
      <Flex
        style={{
          // The panes scroll inside the screen: the composer stays in view.
          blockSize: 'calc(100dvh - 64px - 120px)',
          minBlockSize: 420,
          background: '#fff',
          border: '1px solid #f0f0f0',
          borderRadius: 8,
          overflow: 'hidden',
        }}
      >
        {twoPanes ? (
          <>
            <Flex
              vertical
              style={{
                inlineSize: THREADS_PANE_WIDTH,
                flex: 'none',
                borderInlineEnd: '1px solid #f0f0f0',
              }}
            >
              {threads}
            </Flex>
            <Flex vertical style={{ flex: 1, minInlineSize: 0 }}>
              {conversation}
            </Flex>
          </>
        ) : (
          <Flex vertical style={{ flex: 1, minInlineSize: 0 }}>
            {selected === null ? threads : conversation}
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}
