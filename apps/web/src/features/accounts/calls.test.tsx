import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLoads, useCall, useLoad, withOneRetry } from './calls';

/** A promise that the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => forgetLoads());

afterEach(() => {
  vi.useRealTimers();
});

describe('useCall', () => {
  it('is pending while the call runs, then succeeds and hands the answer over', async () => {
    const answer = deferred<string>();
    const { result } = renderHook(() => useCall((_body: { n: number }) => answer.promise));
    const onSuccess = vi.fn();
    act(() => result.current.mutate({ n: 1 }, { onSuccess }));
    expect(result.current.isPending).toBe(true);
    await act(async () => answer.resolve('done'));
    expect(result.current).toMatchObject({ isPending: false, isSuccess: true });
    expect(onSuccess).toHaveBeenCalledWith('done');
  });

  it('hands a refusal to onError, and is neither pending nor successful', async () => {
    const refusal = Object.assign(new Error('x'), { code: 'INVALID_CREDENTIALS' });
    const { result } = renderHook(() => useCall(() => Promise.reject(refusal)));
    const onError = vi.fn();
    await act(async () => result.current.mutate(undefined, { onError }));
    expect(onError).toHaveBeenCalledWith(refusal);
    expect(result.current).toMatchObject({ isPending: false, isSuccess: false });
  });

  it('runs the callbacks of the latest call only', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const answers = [first.promise, second.promise];
    const { result } = renderHook(() => useCall(() => answers.shift() as Promise<string>));
    const onFirst = vi.fn();
    const onSecond = vi.fn();
    act(() => result.current.mutate(undefined, { onSuccess: onFirst }));
    act(() => result.current.mutate(undefined, { onSuccess: onSecond }));
    await act(async () => first.resolve('old'));
    expect(onFirst).not.toHaveBeenCalled();
    expect(result.current.isPending).toBe(true);
    await act(async () => second.resolve('new'));
    expect(onSecond).toHaveBeenCalledWith('new');
  });

  it('runs no callback once the screen is gone', async () => {
    const answer = deferred<string>();
    const { result, unmount } = renderHook(() => useCall(() => answer.promise));
    const onSuccess = vi.fn();
    act(() => result.current.mutate(undefined, { onSuccess }));
    unmount();
    await act(async () => answer.resolve('late'));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});

describe('useLoad', () => {
  it('loads a key once for every screen that needs it', async () => {
    const load = vi.fn(async () => ({ google: true }));
    const first = renderHook(() => useLoad('auth/options', load));
    expect(first.result.current).toEqual({ data: undefined, error: null, isPending: true });
    await waitFor(() => expect(first.result.current.data).toEqual({ google: true }));
    first.unmount();
    const second = renderHook(() => useLoad('auth/options', load));
    expect(second.result.current).toEqual({
      data: { google: true },
      error: null,
      isPending: false,
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a failure, and the next screen that needs the key tries again', async () => {
    const refusal = Object.assign(new Error('gone'), { code: 'MFA_CHALLENGE_EXPIRED' });
    const load = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce('prompt');
    const first = renderHook(() => useLoad('auth/mfa/a/c1', load));
    await waitFor(() => expect(first.result.current.error).toBe(refusal));
    expect(first.result.current.isPending).toBe(false);
    first.unmount();
    const second = renderHook(() => useLoad('auth/mfa/a/c1', load));
    await waitFor(() => expect(second.result.current.data).toBe('prompt'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('withOneRetry', () => {
  it('tries a failed call once more after a second, and no more', async () => {
    vi.useFakeTimers();
    const call = vi.fn().mockRejectedValue(new Error('offline'));
    const outcome = withOneRetry(call).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(999);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('offline');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('answers with the second try when it succeeds', async () => {
    vi.useFakeTimers();
    const call = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    const outcome = withOneRetry(call);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toBe('ok');
  });
});
