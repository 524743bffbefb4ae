import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_TIMEOUT_MS } from '../session';
import { activityEvents, useInactivityLogout } from './use-inactivity-logout';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useInactivityLogout', () => {
  it('logs out after 480000 ms without activity', () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(480_000);
    const onIdle = vi.fn();
    renderHook(() => useInactivityLogout(onIdle));
    act(() => vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each(activityEvents)('starts the wait again on %s', (type) => {
    const onIdle = vi.fn();
    renderHook(() => useInactivityLogout(onIdle));
    act(() => vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1000));
    act(() => {
      document.body.dispatchEvent(new Event(type));
    });
    act(() => vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stops watching when the layout goes away', () => {
    const onIdle = vi.fn();
    const { unmount } = renderHook(() => useInactivityLogout(onIdle));
    unmount();
    act(() => vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS * 2));
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('calls the latest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ onIdle }) => useInactivityLogout(onIdle), {
      initialProps: { onIdle: first },
    });
    rerender({ onIdle: second });
    act(() => vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
