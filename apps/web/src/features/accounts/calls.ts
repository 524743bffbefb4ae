import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../app/api-error';

/*
 * The calls of the sign-in screens, without TanStack Query: a signed-out visitor downloads
 * neither it nor its cache (the signed-in shell brings both). They keep the parts of its
 * behaviour that these screens rely on.
 */

export interface CallCallbacks<TData> {
  onSuccess?: (data: TData) => void;
  onError?: (error: ApiError) => void;
}

/** What a screen reads of a call it sends (as of TanStack's useMutation). */
export interface Call<TBody, TData> {
  /** Sends the call; the callbacks of the latest one run, while the screen is shown. */
  mutate: (body: TBody, callbacks?: CallCallbacks<TData>) => void;
  isPending: boolean;
  /** The latest call succeeded. */
  isSuccess: boolean;
}

type CallState = 'idle' | 'pending' | 'success' | 'error';

/** A call that a screen sends when the user acts (a form's submit, a resend button). */
export function useCall<TBody, TData>(send: (body: TBody) => Promise<TData>): Call<TBody, TData> {
  const [state, setState] = useState<CallState>('idle');
  const sendRef = useRef(send);
  sendRef.current = send;
  const latest = useRef(0);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const mutate = useCallback((body: TBody, callbacks?: CallCallbacks<TData>): void => {
    latest.current += 1;
    const run = latest.current;
    const current = (): boolean => shown.current && run === latest.current;
    setState('pending');
    sendRef.current(body).then(
      (data) => {
        if (!current()) return;
        setState('success');
        callbacks?.onSuccess?.(data);
      },
      (error: unknown) => {
        if (!current()) return;
        setState('error');
        callbacks?.onError?.(error as ApiError);
      },
    );
  }, []);
  return { mutate, isPending: state === 'pending', isSuccess: state === 'success' };
}

/** What a screen reads of something it loads (as of TanStack's useQuery). */
export interface Load<TData> {
  data: TData | undefined;
  error: ApiError | null;
  isPending: boolean;
}

interface Loaded<TData> {
  promise: Promise<TData>;
  settled?: { data: TData } | { error: ApiError };
}

/**
 * What was loaded, by key, for the page's life: the answers these screens load do not change
 * while a visitor signs in (the server's options; a login's two-factor prompt, which must be
 * asked for once).
 */
const loads = new Map<string, Loaded<unknown>>();

/** Forgets what was loaded (each test starts from a fresh page). */
export function forgetLoads(): void {
  loads.clear();
}

function startLoad<TData>(key: string, load: () => Promise<TData>): Loaded<TData> {
  const known = loads.get(key) as Loaded<TData> | undefined;
  if (known !== undefined) return known;
  const entry: Loaded<TData> = {
    promise: load().then(
      (data) => {
        entry.settled = { data };
        return data;
      },
      (error: unknown) => {
        entry.settled = { error: error as ApiError };
        throw error;
      },
    ),
  };
  // Settled entries are read from `settled`; nothing else awaits the promise.
  entry.promise.catch(() => undefined);
  loads.set(key, entry as Loaded<unknown>);
  return entry;
}

function loadOf<TData>(entry: Loaded<TData>): Load<TData> {
  const { settled } = entry;
  if (settled === undefined) return { data: undefined, error: null, isPending: true };
  if ('data' in settled) return { data: settled.data, error: null, isPending: false };
  return { data: undefined, error: settled.error, isPending: false };
}

/**
 * Loads `key` once for the page (see `loads`); the screen renders again when it answers. A
 * load that failed is tried again by the next screen that needs it.
 */
export function useLoad<TData>(key: string, load: () => Promise<TData>): Load<TData> {
  const mounted = useRef(false);
  if (!mounted.current) {
    mounted.current = true;
    const known = loads.get(key);
    if (known?.settled !== undefined && 'error' in known.settled) loads.delete(key);
  }
  const entry = startLoad(key, load);
  const [, answered] = useState(0);
  const shownPending = entry.settled === undefined;
  useEffect(() => {
    if (!shownPending) return undefined;
    // Also when the answer came between the render and this effect: the screen shows it
    // pending, and `then` still calls back for a settled promise.
    let shown = true;
    const rerender = (): void => {
      if (shown) answered((count) => count + 1);
    };
    entry.promise.then(rerender, rerender);
    return () => {
      shown = false;
    };
  }, [entry, shownPending]);
  return loadOf(entry);
}

/** `call`, tried once more after a second when it fails (TanStack's `retry: 1`). */
export async function withOneRetry<TData>(call: () => Promise<TData>): Promise<TData> {
  try {
    return await call();
  } catch {
    await new Promise((resume) => setTimeout(resume, 1000));
    return call();
  }
}
