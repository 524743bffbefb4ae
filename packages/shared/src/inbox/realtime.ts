import type { MessageResponse } from './responses';

/**
 * The inbox's live events (requirements §9, §10), server → client, to the owner's user room
 * only. The guest page has no socket; it polls (`GUEST_POLL_INTERVAL_MS`).
 */
export const chatRealtimeEvents = {
  chatMessage: 'chat:message',
  chatRead: 'chat:read',
} as const;

/**
 * A message was added to one of the owner's threads: written by the guest, by the owner (in
 * another tab) or by the system. `unreadCount` is the owner's unread total after it.
 */
export interface ChatMessagePayload {
  threadId: string;
  message: MessageResponse;
  unreadCount: number;
}

/**
 * Messages of a thread were read: by the owner (in any tab: their unread count fell) or by
 * the guest (the owner's messages up to `readAt` are now seen).
 */
export interface ChatReadPayload {
  threadId: string;
  reader: 'owner' | 'guest';
  readAt: string;
  unreadCount: number;
}

export interface ChatServerToClientEvents {
  'chat:message': (payload: ChatMessagePayload) => void;
  'chat:read': (payload: ChatReadPayload) => void;
}
