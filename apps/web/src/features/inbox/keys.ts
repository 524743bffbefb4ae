/*
 * Every inbox read is under ['inbox']. The real-time connection's `chat:message` and
 * `chat:read` make the thread list, the thread and the badge stale (app/realtime.ts names
 * these prefixes without importing the feature).
 */
export const inboxKeys = {
  all: ['inbox'] as const,
  allThreads: ['inbox', 'threads'] as const,
  threads: (search: string) => ['inbox', 'threads', search] as const,
  thread: (id: string) => ['inbox', 'thread', id] as const,
  messages: (threadId: string) => ['inbox', 'messages', threadId] as const,
  unread: ['inbox', 'unread'] as const,
  guest: (token: string) => ['inbox', 'guest', token] as const,
};
