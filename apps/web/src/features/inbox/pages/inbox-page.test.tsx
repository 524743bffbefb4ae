import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { useRealtime, type RealtimeSocket, type SocketFactory } from '../../../app/realtime';
import { sessionStore } from '../../../app/session';
import { setToastApi } from '../../../app/toast';
import { ChatIcon } from '../components/chat-icon';
import {
  callsOf,
  messageOf,
  messagesPage,
  NoResizeObserver,
  renderInbox,
  serveApi,
  THREAD_ID,
  threadOf,
  threadsPage,
} from '../test-harness';

const fetchMock = vi.fn<typeof fetch>();
const narrowMatchMedia = window.matchMedia;
const toasts = { error: vi.fn(), success: vi.fn(), info: vi.fn() };

/** The server's side of the connection: the test emits its events. */
const handlers = new Map<string, (payload: unknown) => void>();
const connect: SocketFactory = () =>
  Promise.resolve<RealtimeSocket>({
    on: (event, listener) => handlers.set(event, listener as (payload: unknown) => void),
    disconnect: () => undefined,
  });

function Header() {
  useRealtime(connect);
  return <ChatIcon />;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  sessionStore.signIn('token-1', { id: '6f1c2f8e-6a55-4a8f-9a59-0d6f2d1c0a11' });
  setToastApi(toasts);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  window.matchMedia = narrowMatchMedia;
  setToastApi(null);
  handlers.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetAllMocks();
});

const SEND_PATH = `POST /inbox/threads/${THREAD_ID}/message`;
const earlier = '2026-05-01T09:00:00.000Z';
const history = [
  messageOf(1, 'system', '', '2026-04-30T09:00:00.000Z'),
  messageOf(2, 'guest', 'What time is check-in? See https://maps.example.sa/p', earlier),
  messageOf(3, 'owner', 'From 3 pm <b>welcome</b>', '2026-05-01T09:05:00.000Z'),
];

function serveThread(extra: Parameters<typeof serveApi>[1] = {}) {
  serveApi(fetchMock, {
    'GET /inbox/threads': [200, threadsPage([threadOf()])],
    [`GET /inbox/threads/${THREAD_ID}`]: [200, { data: threadOf() }],
    [`GET /inbox/threads/${THREAD_ID}/messages`]: [200, messagesPage(history)],
    'GET /inbox/unread-count': [200, { data: { unreadCount: 0 } }],
    ...extra,
  });
}

const bubbles = () => screen.getAllByTestId('chat-message');
const composer = () => screen.getByTestId('chat-composer-input');

async function write(text: string) {
  await waitFor(() => expect(composer()).toBeTruthy());
  fireEvent.change(composer(), { target: { value: text } });
  fireEvent.keyDown(composer(), { key: 'Enter' });
}

describe('InboxPage', { timeout: 30_000 }, () => {
  it('lists the threads with guest, property, last message and unread count', async () => {
    serveApi(fetchMock, {
      'GET /inbox/threads': [200, threadsPage([threadOf({ unreadCount: 2 })], 2)],
    });
    renderInbox('/inbox');
    const item = await screen.findByTestId('thread-item');
    expect(within(item).getByTestId('thread-guest').textContent).toBe('Khalid Al-Otaibi');
    expect(within(item).getByTestId('thread-property').textContent).toBe('Olaya Apartment');
    expect(within(item).getByTestId('thread-preview').textContent).toBe('What time is check-in?');
    expect(item.getAttribute('data-unread')).toBe('2');
  });

  it('shows both panes on a wide screen, the threads beside the chosen conversation', async () => {
    window.matchMedia = (query: string) => ({ ...narrowMatchMedia(query), matches: true });
    serveThread();
    renderInbox('/inbox');
    await screen.findByTestId('conversation-none');
    fireEvent.click(await screen.findByTestId('thread-item'));
    await screen.findByTestId('conversation');
    expect(screen.getByTestId('thread-list')).toBeTruthy();
    expect(screen.getByTestId('thread-item').getAttribute('aria-current')).toBe('true');
    expect(screen.queryByTestId('conversation-back')).toBeNull();
  });

  it('shows one pane at a time on a phone, the conversation with Back', async () => {
    serveThread();
    const { router } = renderInbox('/inbox');
    await screen.findByTestId('thread-item');
    expect(screen.queryByTestId('conversation-none')).toBeNull();
    fireEvent.click(screen.getByTestId('thread-item'));
    await screen.findByTestId('conversation');
    expect(router.state.location.search).toBe(`?thread=${THREAD_ID}`);
    expect(screen.queryByTestId('thread-list')).toBeNull();
    fireEvent.click(screen.getByTestId('conversation-back'));
    await screen.findByTestId('thread-list');
    expect(screen.queryByTestId('conversation')).toBeNull();
  });

  it('searches by guest or property once typing pauses, kept in the address', async () => {
    serveApi(fetchMock, {
      'GET /inbox/threads': ({ url }) =>
        url.searchParams.get('search') === 'nobody'
          ? [200, threadsPage([])]
          : [200, threadsPage([threadOf()])],
    });
    const { router } = renderInbox('/inbox');
    await screen.findByTestId('thread-item');
    fireEvent.change(screen.getByTestId('threads-search'), { target: { value: 'nobody' } });
    await screen.findByTestId('threads-no-match');
    expect(router.state.location.search).toBe('?search=nobody');
    expect(callsOf(fetchMock)).toContain('GET /inbox/threads?search=nobody&page=1');
  });

  it('keeps a thread chosen just after the page opened: the search pause rewrites no address', async () => {
    serveThread();
    const { router } = renderInbox('/inbox');
    const item = await screen.findByTestId('thread-item');
    const addresses: string[] = [];
    let shown = router.state.location;
    router.subscribe(({ location }) => {
      if (location !== shown) addresses.push(location.search);
      shown = location;
    });
    fireEvent.click(item);
    await screen.findByTestId('conversation');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(addresses).toEqual([`?thread=${THREAD_ID}`]);
  });

  it('explains, without threads, that a conversation starts from a booking', async () => {
    serveApi(fetchMock, { 'GET /inbox/threads': [200, threadsPage([])] });
    renderInbox('/inbox');
    const empty = await screen.findByTestId('threads-empty');
    expect(empty.textContent).toContain(
      'A conversation starts from a booking: open a booking and choose Message guest.',
    );
  });

  it('says "Failed to fetch data" with Retry when the threads do not load', async () => {
    serveApi(fetchMock, { 'GET /inbox/threads': [500, { code: 'UNEXPECTED_ERROR' }] });
    renderInbox('/inbox');
    expect((await screen.findByTestId('threads-error')).textContent).toContain(
      'Failed to fetch data',
    );
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('shows the conversation: a day separator, the system note centred, bodies as text with links', async () => {
    serveThread();
    renderInbox(`/inbox?thread=${THREAD_ID}`);
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(screen.getAllByTestId('chat-day').map((day) => day.getAttribute('data-day'))).toEqual([
      '2026-04-30',
      '2026-05-01',
    ]);
    expect(screen.getByTestId('chat-system-message').textContent).toContain(
      'The booking was confirmed',
    );
    const [guest, owner] = bubbles() as [HTMLElement, HTMLElement];
    const link = within(guest).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://maps.example.sa/p');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    // "<b>" is four characters of the message, never a bold element.
    expect(within(owner).getByTestId('chat-message-body').textContent).toBe(
      'From 3 pm <b>welcome</b>',
    );
    expect(owner.querySelector('b')).toBeNull();
  });

  it('puts the owner’s bubbles at the inline end and the guest’s at the start, in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    serveThread();
    renderInbox(`/inbox?thread=${THREAD_ID}`);
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    const [guest, owner] = bubbles() as [HTMLElement, HTMLElement];
    expect([guest.dataset.side, guest.className]).toEqual([
      'other',
      'nz-chat-row nz-chat-row--other',
    ]);
    expect([owner.dataset.side, owner.className]).toEqual(['own', 'nz-chat-row nz-chat-row--own']);
    // Each body takes the direction of its own text inside the Arabic page.
    expect(within(guest).getByTestId('chat-message-body').getAttribute('dir')).toBe('auto');
    expect(screen.getByTestId('chat-composer-input').getAttribute('aria-label')).toBe(
      'رسالة إلى الضيف',
    );
  });

  it('draws the conversation with logical properties only, so Arabic mirrors it', () => {
    const css = readFileSync(join(__dirname, '..', 'inbox.css'), 'utf8');
    expect(css).not.toMatch(/(^|[\s;{-])(left|right)\s*:/m);
    expect(css).not.toMatch(/(margin|padding|border)-(left|right)/);
    expect(css).not.toMatch(/text-align:\s*(left|right)/);
    expect(css).toMatch(/\.nz-chat-row--own\s*{\s*align-items:\s*flex-end;/);
  });

  it('shows a failed send on the bubble with Retry and no toast (spec §8, …/<uuid>/message)', async () => {
    let fail = true;
    serveThread({
      [SEND_PATH]: ({ body }) =>
        fail
          ? [500, { code: 'UNEXPECTED_ERROR', message: 'Internal Server Error' }]
          : [
              201,
              {
                data: messageOf(9, 'owner', (body as { body: string }).body, earlier),
                meta: { emailed: true, notice: null },
              },
            ],
    });
    renderInbox(`/inbox?thread=${THREAD_ID}`);
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    await write('Welcome! Parking is at gate 2.');

    const failed = await screen.findByTestId('chat-message-failure');
    const bubble = failed.closest('[data-testid="chat-message"]') as HTMLElement;
    expect(bubble.dataset.status).toBe('failed');
    expect(within(bubble).getByTestId('chat-message-body').textContent).toBe(
      'Welcome! Parking is at gate 2.',
    );
    expect(failed.textContent).toContain('Not sent.');
    expect(failed.textContent).toContain('Oops! Something went wrong');
    expect(toasts.error).not.toHaveBeenCalled();
    expect(callsOf(fetchMock)).toContain(`POST /inbox/threads/${THREAD_ID}/message`);

    fail = false;
    fireEvent.click(within(bubble).getByTestId('chat-message-retry'));
    await waitFor(() => expect((bubbles().at(-1) as HTMLElement).dataset.status).toBe('sent'));
    const sent = bubbles().at(-1) as HTMLElement;
    expect(screen.queryByTestId('chat-message-failure')).toBeNull();
    expect(within(sent).getByTestId('chat-message-body').textContent).toBe(
      'Welcome! Parking is at gate 2.',
    );
    expect(bubbles()).toHaveLength(3);
    expect(toasts.error).not.toHaveBeenCalled();
    // Both tries carry the message's one key: a lost answer cannot make it twice.
    const keys = fetchMock.mock.calls
      .filter(([input]) => String(input).endsWith(`${THREAD_ID}/message`))
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/), keys[0]]);
  });

  it('warns that a guest without an e-mail address is not told of the messages', async () => {
    serveThread({
      [`GET /inbox/threads/${THREAD_ID}`]: [200, { data: threadOf({ guestCanBeEmailed: false }) }],
    });
    renderInbox(`/inbox?thread=${THREAD_ID}`);
    expect((await screen.findByTestId('conversation-no-email')).textContent).toBe(
      'This guest has no e-mail address, so they were not told of your message.',
    );
  });

  it('shows "Sending…" until the server keeps the message', async () => {
    let release: () => void = () => undefined;
    serveThread({
      [SEND_PATH]: () =>
        new Promise((resolve) => {
          release = () =>
            resolve([
              201,
              { data: messageOf(9, 'owner', 'Hi', earlier), meta: { emailed: true, notice: null } },
            ]);
        }),
    });
    renderInbox(`/inbox?thread=${THREAD_ID}`);
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    await write('Hi');
    const sending = bubbles().at(-1) as HTMLElement;
    expect(sending.dataset.status).toBe('sending');
    expect(within(sending).getByTestId('chat-message-status').textContent).toBe('Sending…');
    act(() => release());
    await waitFor(() => expect((bubbles().at(-1) as HTMLElement).dataset.status).toBe('sent'));
  });

  it('marks the thread read when opened; the header count follows', async () => {
    let unread = 2;
    serveThread({
      'GET /inbox/threads': () => [200, threadsPage([threadOf({ unreadCount: unread })], unread)],
      [`GET /inbox/threads/${THREAD_ID}`]: () => [200, { data: threadOf({ unreadCount: unread }) }],
      'GET /inbox/unread-count': () => [200, { data: { unreadCount: unread } }],
      [`POST /inbox/threads/${THREAD_ID}/read`]: () => {
        unread = 0;
        return [200, { data: { unreadCount: 0 } }];
      },
    });
    renderInbox(`/inbox?thread=${THREAD_ID}`, <Header />);
    await waitFor(() =>
      expect(callsOf(fetchMock)).toContain(`POST /inbox/threads/${THREAD_ID}/read`),
    );
    await waitFor(() => expect(screen.queryByTestId('inbox-count')).toBeNull());
    expect(screen.getByTestId('inbox-link').getAttribute('aria-label')).toBe('Messages');
  });

  it('shows a guest’s answer from the real-time connection and raises the header count', async () => {
    let unread = 0;
    serveThread({ 'GET /inbox/unread-count': () => [200, { data: { unreadCount: unread } }] });
    renderInbox('/inbox', <Header />);
    await screen.findByTestId('thread-item');
    await waitFor(() => expect(handlers.has('chat:message')).toBe(true));
    const answer = messageOf(10, 'guest', 'Thanks, see you soon', '2026-05-01T10:00:00.000Z');
    unread = 1;
    act(() =>
      handlers.get('chat:message')?.({ threadId: THREAD_ID, message: answer, unreadCount: 1 }),
    );
    await waitFor(() => expect(screen.getByTestId('inbox-count').textContent).toBe('1'));
    expect(screen.getByTestId('inbox-link').getAttribute('aria-label')).toBe('Messages, 1 unread');

    unread = 0;
    act(() =>
      handlers.get('chat:read')?.({
        threadId: THREAD_ID,
        reader: 'owner',
        readAt: '2026-05-01T10:01:00.000Z',
        unreadCount: 0,
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('inbox-count')).toBeNull());
  });

  it('adds a live message to the open conversation', async () => {
    const answer = messageOf(10, 'guest', 'Thanks, see you soon', '2026-05-01T10:00:00.000Z');
    // As the server: once the guest has sent it, a read of the pages includes it.
    let sent = false;
    serveThread({
      [`GET /inbox/threads/${THREAD_ID}/messages`]: () => [
        200,
        messagesPage(sent ? [...history, answer] : history),
      ],
    });
    renderInbox(`/inbox?thread=${THREAD_ID}`, <Header />);
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    await waitFor(() => expect(handlers.has('chat:message')).toBe(true));
    sent = true;
    act(() =>
      handlers.get('chat:message')?.({ threadId: THREAD_ID, message: answer, unreadCount: 1 }),
    );
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect((bubbles().at(-1) as HTMLElement).textContent).toContain('Thanks, see you soon');
  });

  it('shows the owner’s messages as seen once the guest opened their page (chat:read)', async () => {
    serveThread();
    renderInbox(`/inbox?thread=${THREAD_ID}`, <Header />);
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    await waitFor(() => expect(handlers.has('chat:read')).toBe(true));
    const status = () => within(bubbles()[1] as HTMLElement).getByTestId('chat-message-status');
    expect(status().textContent).toBe('Sent');
    act(() =>
      handlers.get('chat:read')?.({
        threadId: THREAD_ID,
        reader: 'guest',
        readAt: '2026-05-01T09:30:00.000Z',
        unreadCount: 0,
      }),
    );
    await waitFor(() => expect(status().textContent).toBe('Seen'));
  });

  it('loads older messages with before= the oldest page’s cursor', async () => {
    const older = [messageOf(0, 'guest', 'Hello, is parking free?', '2026-04-29T08:00:00.000Z')];
    serveThread({
      [`GET /inbox/threads/${THREAD_ID}/messages`]: ({ url }) =>
        url.searchParams.get('before') === history[0]?.id
          ? [200, messagesPage(older)]
          : [200, messagesPage(history, history[0]?.id)],
    });
    renderInbox(`/inbox?thread=${THREAD_ID}`);
    fireEvent.click(await screen.findByTestId('chat-load-older'));
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect((bubbles()[0] as HTMLElement).textContent).toContain('Hello, is parking free?');
    expect(callsOf(fetchMock)).toContain(
      `GET /inbox/threads/${THREAD_ID}/messages?before=${history[0]?.id}`,
    );
    expect(screen.queryByTestId('chat-load-older')).toBeNull();
  });
});
