import type {
  NotificationKind,
  NotificationPreferences,
  NotificationPreferencesRequest,
  NotificationResponse,
  NotificationsListResponse,
} from '@nuzul/shared/notifications';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { apiGet, apiGetPage, apiPost, apiPut } from '../../app/api-client';
import type { ApiError } from '../../app/api-error';

export interface NotificationFilters {
  kind: NotificationKind | null;
  unreadOnly: boolean;
}

export type NotificationsPage = NotificationsListResponse;

/*
 * Every notification read is under ['notifications'], which a `notification:new` from the
 * real-time connection makes stale (app/realtime.ts). The preferences are not: a new
 * notification does not change them.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The bell: the newest page of every kind, with the unread count. */
  latest: ['notifications', 'latest'] as const,
  list: (filters: NotificationFilters) => ['notifications', 'list', filters] as const,
  preferences: ['notification-preferences'] as const,
};

// The bell and the center show their own failures (a retry); actions' refusals are toasts.
const silent = { silent: true } as const;

async function readNotifications(
  filters: NotificationFilters,
  cursor: string | null,
  signal: AbortSignal,
): Promise<NotificationsPage> {
  const { data, meta } = await apiGetPage<NotificationResponse>('/notifications', {
    ...silent,
    signal,
    query: {
      kind: filters.kind ?? undefined,
      unread: filters.unreadOnly ? 'true' : undefined,
      cursor: cursor ?? undefined,
    },
  });
  // This list pages by cursor: its meta is the unread count and the next cursor.
  const { unreadCount, nextCursor } = meta as unknown as NotificationsPage['meta'];
  return { data, meta: { unreadCount, nextCursor } };
}

/** The bell: the newest notifications and the account's unread count. */
export function useLatestNotifications() {
  return useQuery<NotificationsPage, ApiError>({
    queryKey: notificationKeys.latest,
    queryFn: ({ signal }) => readNotifications({ kind: null, unreadOnly: false }, null, signal),
  });
}

/** The center: newest first, 20 a page, one page more at a time. */
export function useNotificationList(filters: NotificationFilters) {
  return useInfiniteQuery<
    NotificationsPage,
    ApiError,
    InfiniteData<NotificationsPage>,
    ReturnType<typeof notificationKeys.list>,
    string | null
  >({
    queryKey: notificationKeys.list(filters),
    queryFn: ({ pageParam, signal }) => readNotifications(filters, pageParam, signal),
    initialPageParam: null,
    getNextPageParam: (last) => last.meta.nextCursor,
  });
}

/** A read state changed: every list and the bell's count are read again. */
function refreshNotifications(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: notificationKeys.all });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation<{ unreadCount: number }, ApiError, string>({
    mutationFn: (id) => apiPost<{ unreadCount: number }>(`/notifications/${id}/read`, {}),
    onSuccess: () => refreshNotifications(client),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation<{ unreadCount: number }, ApiError, void>({
    mutationFn: () => apiPost<{ unreadCount: number }>('/notifications/read-all', {}),
    onSuccess: () => refreshNotifications(client),
  });
}

export function useNotificationPreferences() {
  return useQuery<NotificationPreferences, ApiError>({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) =>
      apiGet<NotificationPreferences>('/notifications/preferences', { ...silent, signal }),
  });
}

/**
 * Saves every switch at once. The screen says "Failed to update settings" itself, so the call
 * is silent; the switches show what the server kept.
 */
export function useUpdatePreferences() {
  const client = useQueryClient();
  return useMutation<NotificationPreferences, ApiError, NotificationPreferencesRequest>({
    mutationFn: (body) =>
      apiPut<NotificationPreferences>('/notifications/preferences', body, silent),
    onSuccess: (saved) => client.setQueryData(notificationKeys.preferences, saved),
  });
}

/** Send test mail: the address it went to. The screen tells the rate limit in its own words. */
export function useSendTestMail() {
  return useMutation<{ email: string }, ApiError, void>({
    mutationFn: () => apiPost<{ email: string }>('/notifications/test-mail', {}, silent),
  });
}
