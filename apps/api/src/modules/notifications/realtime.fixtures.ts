import { io, type Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '@nuzul/shared/notifications';

export type ClientSocket = Socket<ServerToClientEvents>;

/** An event a test socket received, with its payload. */
export interface Received {
  event: string;
  payload: unknown;
}

/**
 * Opens a socket as the web app does (websocket only, path /socket.io, `auth`), with the
 * Origin a browser on `origin` would send. Resolves once connected or refused; every event
 * it receives is kept in `received`.
 */
export async function openSocket(
  url: string,
  auth: Record<string, unknown> | undefined,
  origin?: string,
): Promise<{ socket: ClientSocket; error?: string; received: Received[] }> {
  const socket: ClientSocket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(auth ? { auth } : {}),
    ...(origin ? { extraHeaders: { origin } } : {}),
  });
  const received: Received[] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  const error = await new Promise<string | undefined>((resolve) => {
    socket.once('connect', () => resolve(undefined));
    socket.once('connect_error', (err: Error) => resolve(err.message));
  });
  if (error !== undefined) socket.close();
  return { socket, error, received };
}

/** Waits until the check holds (a delivery through jobs takes a moment), or fails. */
export async function eventually<T>(
  check: () => T | undefined | false,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves when the socket is disconnected, with socket.io's reason. */
export function disconnection(socket: ClientSocket): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already disconnected');
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}
