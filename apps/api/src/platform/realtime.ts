import type { Server as HttpServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import {
  REALTIME_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@nuzul/shared/notifications';
import type { SessionResolver } from './auth';

type Events = keyof ServerToClientEvents;
type Payload<E extends Events> = Parameters<ServerToClientEvents[E]>[0];

/** What the server keeps of a socket: whose it is and the session it was opened with. */
interface SocketData {
  userId: string;
  sessionId: string;
}

/** Sent between API processes (through the Redis adapter): re-check this user's sockets. */
interface InterServerEvents {
  'sessions:changed': (userId: string) => void;
}

type IoServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** The one room a socket joins: its user's. Events for an account go there and nowhere else. */
export const userRoom = (userId: string): string => `user:${userId}`;

const LOCALHOST = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** Why a handshake is refused; the client sees it as `connect_error` with this message. */
const REFUSED = 'unauthorized';

export interface RealtimeDeps {
  server: HttpServer;
  /** The app's address: a browser page of any other origin cannot connect. */
  appUrl: string;
  /**
   * Development only: pages on localhost at any port may connect too, since `npm run dev`
   * serves the web app from Vite's own port and proxies /socket.io with the page's Origin.
   */
  allowLocalhost?: boolean;
  /** With Redis, events reach the sockets held by every API process. */
  redis?: Redis;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}

/**
 * The real-time connection (spec §7, requirements-next §9): socket.io on the API's own HTTP
 * server at /socket.io, websocket transport only. The handshake's `auth: { userId, token }`
 * is checked by the session resolver of the REST API: the user id alone proves nothing, so
 * the token's live session must belong to that user. A socket joins only its user's room,
 * and clients have no events of their own: they cannot join rooms or reach anyone else.
 */
export function createRealtime(deps: RealtimeDeps) {
  const allowedOrigin = new URL(deps.appUrl).origin;
  let resolveSession: SessionResolver | undefined;
  /** Tokens stay in this process (never in socket data, which the adapter may send to Redis). */
  const tokens = new WeakMap<IoSocket, string>();
  /** When each user's sessions last changed (ms, this process's clock), for a minute. */
  const lastRevocation = new Map<string, number>();
  /** When each socket's handshake began checking its session. */
  const checkedAt = new WeakMap<IoSocket, number>();

  const io: IoServer = new Server(deps.server, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    allowEIO3: false,
    serveClient: false,
    // A browser always sends its page's Origin with a WebSocket: another site's page is
    // refused before any session is looked up. Clients outside a browser send none; they
    // still need a live session.
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      callback(
        null,
        origin === undefined ||
          origin === allowedOrigin ||
          (deps.allowLocalhost === true && LOCALHOST.test(origin)),
      );
    },
    cors: { origin: allowedOrigin, credentials: false },
  });

  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (deps.redis) {
    // Their own connections: a subscribed one can do nothing else, and both queue commands
    // while Redis reconnects rather than fail an emit.
    pub = deps.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    sub = deps.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    for (const client of [pub, sub]) {
      client.on('error', (error: Error) =>
        deps.log.warn({ err: error }, 'real-time Redis connection failed; retrying'),
      );
    }
    io.adapter(createAdapter(pub, sub, { key: 'nuzul:io' }));
  }

  io.use((socket, next) => {
    void (async () => {
      const auth = (socket.handshake.auth ?? {}) as { userId?: unknown; token?: unknown };
      const { userId, token } = auth;
      if (typeof userId !== 'string' || typeof token !== 'string' || token.length > 512) {
        return next(new Error(REFUSED));
      }
      checkedAt.set(socket, performance.now());
      const session = resolveSession ? await resolveSession(token) : undefined;
      if (!session || session.userId !== userId) return next(new Error(REFUSED));
      socket.data = { userId, sessionId: session.sessionId };
      tokens.set(socket, token);
      next();
    })().catch((error: unknown) => {
      deps.log.error({ err: error }, 'real-time handshake failed');
      next(new Error(REFUSED));
    });
  });

  io.on('connection', (socket) => {
    const { userId } = socket.data;
    void socket.join(userRoom(userId));
    // A revocation during the handshake missed this socket (it was in no room yet).
    if ((lastRevocation.get(userId) ?? -1) >= (checkedAt.get(socket) ?? 0)) {
      recheck(userId).catch((error: unknown) =>
        deps.log.error({ err: error }, 'real-time session check failed'),
      );
    }
  });

  function noteRevocation(userId: string): void {
    const at = performance.now();
    lastRevocation.set(userId, at);
    setTimeout(() => {
      if (lastRevocation.get(userId) === at) lastRevocation.delete(userId);
    }, 60_000).unref();
  }

  /** Disconnects this process's sockets of the user whose session is no longer live. */
  async function recheck(userId: string): Promise<void> {
    const sockets = await io.in(userRoom(userId)).local.fetchSockets();
    await Promise.all(
      sockets.map(async (remote) => {
        const socket = io.of('/').sockets.get(remote.id);
        if (!socket) return;
        const token = tokens.get(socket);
        const session = token && resolveSession ? await resolveSession(token) : undefined;
        if (!session || session.sessionId !== socket.data.sessionId) socket.disconnect(true);
      }),
    );
  }

  io.on('sessions:changed', (userId) => {
    noteRevocation(userId);
    recheck(userId).catch((error: unknown) =>
      deps.log.error({ err: error }, 'real-time session check failed'),
    );
  });

  return {
    /** Sessions are checked with the REST API's resolver, known once the modules are built. */
    authenticateWith(resolver: SessionResolver): void {
      resolveSession = resolver;
    },

    /** Sends an event to every socket of the user, on whichever process holds it. */
    toUser<E extends Events>(userId: string, event: E, payload: Payload<E>): void {
      // socket.io's emit types take the event's parameters as a tuple.
      (io.to(userRoom(userId)).emit as (event: E, payload: Payload<E>) => boolean)(event, payload);
    },

    /**
     * A session of the user was revoked (logout, password change or reset, two-factor
     * enabled): each process disconnects the user's sockets whose session is no longer live.
     */
    async sessionsChanged(userId: string): Promise<void> {
      try {
        noteRevocation(userId);
        if (pub) io.serverSideEmit('sessions:changed', userId);
        await recheck(userId);
      } catch (error) {
        // The revocation itself is done; a socket left open is refused at its next handshake.
        deps.log.error({ err: error }, 'real-time sockets of revoked sessions not closed');
      }
    },

    /** Connected sockets of this process (tests, the bench). */
    localCount: (): number => io.of('/').sockets.size,

    /**
     * Graceful shutdown, first step: this process's sockets are closed (their clients
     * reconnect to another process), so the HTTP server is not held open by them.
     */
    disconnectLocal(): void {
      io.local.disconnectSockets(true);
    },

    /** Last step, once the HTTP server is closed: the engine and the Redis connections. */
    async close(): Promise<void> {
      io.local.disconnectSockets(true);
      await io.close();
      await Promise.all([pub?.quit().catch(() => undefined), sub?.quit().catch(() => undefined)]);
    },
  };
}
export type Realtime = ReturnType<typeof createRealtime>;

/** What modules use of the real-time connection: send to a user, report revoked sessions. */
export type RealtimeEmitter = Pick<Realtime, 'toUser' | 'sessionsChanged'>;

/** Closes the sockets when the server starts closing (SIGTERM), and the rest when it has. */
export function registerRealtimeClose(app: FastifyInstance, realtime: Realtime): void {
  app.addHook('preClose', async () => realtime.disconnectLocal());
  app.addHook('onClose', async () => realtime.close());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The real-time connection (tests connect sockets to it and count them). */
    realtime: Realtime;
  }
}
