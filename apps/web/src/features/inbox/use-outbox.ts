import type { MessageResponse } from '@nuzul/shared/inbox';
import { useCallback, useRef, useState } from 'react';
import type { ApiError } from '../../app/api-error';

/** A message of this side on its way: a bubble that says sending, or failed with Retry. */
export interface OutgoingMessage {
  localId: string;
  /**
   * The message's key (a UUID), sent as its `Idempotency-Key`: a retry after an answer that
   * was lost is the same message to the server, not a second one.
   */
  key: string;
  body: string;
  /** When it was written: its bubble's time and day until the server's message replaces it. */
  createdAt: string;
  status: 'sending' | 'failed';
  error: ApiError | null;
}

let counter = 0;
const nextLocalId = (): string => `local-${Date.now()}-${++counter}`;

/**
 * The messages this side is sending in one conversation. A sent one leaves the outbox once
 * the server's message is stored (`onSent`); a failed one stays, with its error, until
 * Retry sends the same text with the same key again.
 */
export function useOutbox(
  send: (body: string, key: string) => Promise<MessageResponse>,
  onSent: (message: MessageResponse) => void,
) {
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  // The latest callbacks, so a send that started before a re-render ends with them.
  const latest = useRef({ send, onSent });
  latest.current = { send, onSent };

  /** Changes one outgoing message; null takes it out (its message is in the thread now). */
  const update = useCallback(
    (localId: string, change: Partial<OutgoingMessage> | null): void =>
      setOutgoing((list) =>
        change === null
          ? list.filter((item) => item.localId !== localId)
          : list.map((item) => (item.localId === localId ? { ...item, ...change } : item)),
      ),
    [],
  );

  const deliver = useCallback(
    ({ localId, body, key }: OutgoingMessage): void => {
      latest.current.send(body, key).then(
        (message) => {
          latest.current.onSent(message);
          update(localId, null);
        },
        (error: ApiError) => update(localId, { status: 'failed', error }),
      );
    },
    [update],
  );

  const write = useCallback(
    (body: string): void => {
      const localId = nextLocalId();
      const item: OutgoingMessage = {
        localId,
        key: crypto.randomUUID(),
        body,
        createdAt: new Date().toISOString(),
        status: 'sending',
        error: null,
      };
      setOutgoing((list) => [...list, item]);
      deliver(item);
    },
    [deliver],
  );

  const retry = useCallback(
    (item: OutgoingMessage): void => {
      update(item.localId, { status: 'sending', error: null });
      deliver(item);
    },
    [deliver, update],
  );

  return { outgoing, write, retry };
}
