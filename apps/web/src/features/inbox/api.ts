import type {
  GuestThreadResponse,
  MessageResponse,
  MessagesResponse,
  ThreadResponse,
  ThreadsListResponse,
} from '@nuzul/shared/inbox';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { apiGet, apiGetPage, apiPost } from '../../app/api-client';
import type { ApiError } from '../../app/api-error';
import { inboxKeys } from './keys';

export type ThreadsPage = ThreadsListResponse;
export type MessagesPage = MessagesResponse;
export type GuestThreadPage = GuestThreadResponse;

// Reads show their failures on the screen (a retry), and sending shows its own on the bubble
// (spec §8: a failure of `…/<uuid>/message` is never a toast, api-failure.ts).
const silent = { silent: true } as const;

/** `GET /inbox/threads`: newest activity first, 20 a page, one page more at a time. */
export function useThreads(search: string) {
  return useInfiniteQuery<
    ThreadsPage,
    ApiError,
    InfiniteData<ThreadsPage>,
    ReturnType<typeof inboxKeys.threads>,
    number
  >({
    queryKey: inboxKeys.threads(search),
    queryFn: async ({ pageParam, signal }) => {
      const { data, meta } = await apiGetPage<ThreadResponse>('/inbox/threads', {
        ...silent,
        signal,
        query: { search: search === '' ? undefined : search, page: pageParam },
      });
      return { data, meta: meta as ThreadsPage['meta'] };
    },
    initialPageParam: 1,
    getNextPageParam: ({ meta }) =>
      meta.page * meta.pageSize < meta.total ? meta.page + 1 : undefined,
  });
}

/** The conversation's head: the thread as it is now (`GET /inbox/threads/:id`). */
export function useThread(id: string) {
  return useQuery<ThreadResponse, ApiError>({
    queryKey: inboxKeys.thread(id),
    queryFn: ({ signal }) => apiGet<ThreadResponse>(`/inbox/threads/${id}`, { ...silent, signal }),
  });
}

/**
 * A conversation's messages: the newest page first, then older ones with `before` (the
 * screen shows the pages in the reverse order, oldest at the top).
 */
export function useMessages(threadId: string) {
  return useInfiniteQuery<
    MessagesPage,
    ApiError,
    InfiniteData<MessagesPage>,
    ReturnType<typeof inboxKeys.messages>,
    string | null
  >({
    queryKey: inboxKeys.messages(threadId),
    queryFn: async ({ pageParam, signal }) => {
      const { data, meta } = await apiGetPage<MessageResponse>(
        `/inbox/threads/${threadId}/messages`,
        { ...silent, signal, query: { before: pageParam ?? undefined } },
      );
      return { data, meta: meta as unknown as MessagesPage['meta'] };
    },
    initialPageParam: null,
    getNextPageParam: ({ meta }) => meta.before ?? undefined,
  });
}

/**
 * Puts a message into its conversation's newest page (once: the same message may come back
 * from the send and from the real-time connection).
 */
export function storeMessage(client: QueryClient, message: MessageResponse): void {
  client.setQueryData<InfiniteData<MessagesPage>>(inboxKeys.messages(message.threadId), (old) => {
    if (old === undefined) return old;
    if (old.pages.some((page) => page.data.some(({ id }) => id === message.id))) return old;
    const [newest, ...older] = old.pages;
    if (newest === undefined) return old;
    return { ...old, pages: [{ ...newest, data: [...newest.data, message] }, ...older] };
  });
}

/** The owner's messages up to `readAt` were read by the guest (`chat:read`, reader guest). */
export function markSeen(client: QueryClient, threadId: string, readAt: string): void {
  const seen = (message: MessageResponse): MessageResponse =>
    message.sender === 'owner' && message.readAt === null && message.createdAt <= readAt
      ? { ...message, readAt }
      : message;
  client.setQueryData<InfiniteData<MessagesPage>>(inboxKeys.messages(threadId), (old) =>
    old === undefined
      ? old
      : { ...old, pages: old.pages.map((page) => ({ ...page, data: page.data.map(seen) })) },
  );
}

/** The message's key as the server takes it: the same key again answers the same message. */
const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** `POST /inbox/threads/:id/message`: its failure is the bubble's, never a toast. */
export function sendOwnerMessage(
  threadId: string,
  body: string,
  key: string,
): Promise<MessageResponse> {
  return apiPost<MessageResponse>(`/inbox/threads/${threadId}/message`, { body }, keyed(key));
}

/** The thread was opened: its guest messages are read, and the counts follow. */
export function useMarkThreadRead() {
  const client = useQueryClient();
  return useMutation<{ unreadCount: number }, ApiError, string>({
    mutationFn: (threadId) =>
      apiPost<{ unreadCount: number }>(`/inbox/threads/${threadId}/read`, {}, silent),
    onSuccess: ({ unreadCount }, threadId) => {
      client.setQueryData(inboxKeys.unread, unreadCount);
      void client.invalidateQueries({ queryKey: inboxKeys.allThreads });
      void client.invalidateQueries({ queryKey: inboxKeys.thread(threadId) });
    },
  });
}

/**
 * "Message guest" on a booking: its thread, made on the first call and the same one after
 * (`POST /inbox/threads` is idempotent per booking). A refusal is a toast.
 */
export function useOpenBookingThread() {
  const client = useQueryClient();
  return useMutation<ThreadResponse, ApiError, string>({
    mutationFn: (bookingId) => apiPost<ThreadResponse>('/inbox/threads', { bookingId }),
    onSuccess: (thread) => {
      client.setQueryData(inboxKeys.thread(thread.id), thread);
      void client.invalidateQueries({ queryKey: inboxKeys.allThreads });
    },
  });
}

/** The guest page's thread (`GET /public/threads/:token/messages`), asked again every 10 s. */
export function useGuestThread(token: string, pollMs: number) {
  return useInfiniteQuery<
    GuestThreadPage,
    ApiError,
    InfiniteData<GuestThreadPage>,
    ReturnType<typeof inboxKeys.guest>,
    string | null
  >({
    queryKey: inboxKeys.guest(token),
    queryFn: async ({ pageParam, signal }) => {
      const { data, meta } = await apiGetPage<unknown>(`/public/threads/${token}/messages`, {
        ...silent,
        signal,
        query: { before: pageParam ?? undefined },
      });
      return {
        data: data as unknown as GuestThreadPage['data'],
        meta: meta as unknown as GuestThreadPage['meta'],
      };
    },
    initialPageParam: null,
    getNextPageParam: ({ meta }) => meta.before ?? undefined,
    // Guests have no socket: the page asks again while it is shown (not in a hidden tab).
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
  });
}

/** The guest's answer (`POST /public/threads/:token/messages`): its failure is the bubble's. */
export function sendGuestMessage(
  token: string,
  body: string,
  key: string,
): Promise<MessageResponse> {
  return apiPost<MessageResponse>(
    `/public/threads/${token}/messages`,
    { body },
    { ...silent, ...keyed(key) },
  );
}
