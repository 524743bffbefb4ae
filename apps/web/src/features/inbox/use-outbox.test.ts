import type { MessageResponse } from '@nuzul/shared/inbox';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-error';
import { useOutbox } from './use-outbox';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const sentAs = (body: string): MessageResponse => ({
  id: '0d7c3a9e-51f2-4b8e-9a61-3c2d4e5f6a7b',
  threadId: '3f2b8c1e-9a4d-4c6e-8f10-2b3c4d5e6f70',
  sender: 'owner',
  systemKind: null,
  body,
  createdAt: '2026-05-01T09:00:00.000Z',
  readAt: null,
});

describe('useOutbox', () => {
  it('sends each message with a key of its own, and Retry with the same key (one message on the server)', async () => {
    const send = vi
      .fn<(body: string, key: string) => Promise<MessageResponse>>()
      .mockRejectedValueOnce(
        new ApiError({ status: 500, code: 'UNEXPECTED_ERROR', message: 'Lost' }),
      )
      .mockImplementation((body) => Promise.resolve(sentAs(body)));
    const onSent = vi.fn();
    const { result } = renderHook(() => useOutbox(send, onSent));

    act(() => result.current.write('Parking is at gate 2.'));
    await waitFor(() => expect(result.current.outgoing[0]?.status).toBe('failed'));
    const [, key] = send.mock.calls[0]!;
    expect(key).toMatch(UUID);
    expect(result.current.outgoing[0]?.key).toBe(key);

    act(() => result.current.retry(result.current.outgoing[0]!));
    await waitFor(() => expect(result.current.outgoing).toEqual([]));
    expect(send.mock.calls[1]).toEqual(['Parking is at gate 2.', key]);
    expect(onSent).toHaveBeenCalledWith(sentAs('Parking is at gate 2.'));

    act(() => result.current.write('Parking is at gate 2.'));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(send.mock.calls[2]?.[1]).toMatch(UUID);
    expect(send.mock.calls[2]?.[1]).not.toBe(key);
  });
});
