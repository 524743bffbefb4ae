import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@nuzul/shared/errors';
import { logAsUser } from './logger';
import type { Actor } from './policy';

export interface AuthContext {
  userId: string;
  sessionId: string;
  token: string;
  /** Who is asking, for services and the policy (platform/policy.ts). */
  actor: Actor;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in account. */
    requireAuth(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export type SessionResolver = (token: string) => Promise<Omit<AuthContext, 'token'> | undefined>;

/** `Bearer <token>` with exactly one token of RFC 6750's characters, nothing before or after. */
const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i;

/** The bearer token from the Authorization header; never from the query string. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? BEARER.exec(header)?.[1] : undefined;
}

export function registerAuth(app: FastifyInstance, resolve: SessionResolver): void {
  app.decorateRequest('auth', null);
  app.decorate('requireAuth', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const session = token ? await resolve(token) : undefined;
    if (!token || !session) throw new AppError('UNAUTHORIZED');
    request.auth = { ...session, token };
    logAsUser(request, reply, session.userId);
  });
}

/** The signed-in account of a route guarded by requireAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}

/** The actor of a route guarded by requireAuth. */
export const actorOf = (request: FastifyRequest): Actor => authOf(request).actor;
