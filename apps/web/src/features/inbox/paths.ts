export const INBOX_PATH = '/inbox';

/** The inbox with one thread open. */
export const threadPath = (threadId: string): string =>
  `${INBOX_PATH}?thread=${encodeURIComponent(threadId)}`;
