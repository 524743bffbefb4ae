import type { ChatMessagePayload, ChatReadPayload } from '@nuzul/shared/inbox';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiGet } from '../../app/api-client';
import type { ApiError } from '../../app/api-error';
import { useRealtimeEvent } from '../../app/realtime';
import { inboxKeys } from './keys';

/**
 * The header's badge: unread guest messages over every thread (`GET /inbox/unread-count`),
 * read again when the window regains focus, and set from each `chat:message` and `chat:read`
 * (their payloads carry the count after them).
 */
export function useUnreadCount(): number {
  const client = useQueryClient();
  const unread = useQuery<number, ApiError>({
    queryKey: inboxKeys.unread,
    queryFn: async ({ signal }) =>
      (
        await apiGet<{ unreadCount: number }>('/inbox/unread-count', {
          // A failure leaves the icon without a count; the inbox says more when opened.
          silent: true,
          signal,
        })
      ).unreadCount,
    refetchOnWindowFocus: true,
  });
  const onLive = useCallback(
    ({ unreadCount }: ChatMessagePayload | ChatReadPayload) =>
      client.setQueryData(inboxKeys.unread, unreadCount),
    [client],
  );
  useRealtimeEvent('chat:message', onLive);
  useRealtimeEvent('chat:read', onLive);
  return unread.data ?? 0;
}
