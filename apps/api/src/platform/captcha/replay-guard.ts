import type { Redis } from 'ioredis';
import { systemClock, type Clock } from '../clock';

/** Remembers which one-time values were used, so that each is accepted once. */
export interface ReplayGuard {
  /** True the first time `key` is claimed within `ttlMs`; false on every later claim. */
  claim(key: string, ttlMs: number): Promise<boolean>;
}

/**
 * One process only: a second API process would accept the same value again, so
 * deployments with more than one process pass Redis instead.
 */
export function memoryReplayGuard(now: Clock = systemClock): ReplayGuard {
  const expiries = new Map<string, number>();
  return {
    async claim(key, ttlMs) {
      const at = now().getTime();
      // Entries go in roughly in expiry order (every TTL is a few minutes), so sweeping
      // from the oldest keeps the map small without scanning it on every claim.
      for (const [oldKey, expiresAt] of expiries) {
        if (expiresAt > at) break;
        expiries.delete(oldKey);
      }
      const held = expiries.get(key);
      if (held !== undefined && held > at) return false;
      // Delete first so that the renewed entry moves to the end of the sweep order.
      expiries.delete(key);
      expiries.set(key, at + ttlMs);
      return true;
    },
  };
}

/** Shared by every process: SET NX decides atomically which claim comes first. */
export function redisReplayGuard(redis: Redis): ReplayGuard {
  return {
    async claim(key, ttlMs) {
      const answer = await redis.set(
        `nuzul:replay:${key}`,
        '1',
        'PX',
        Math.max(1, Math.ceil(ttlMs)),
        'NX',
      );
      return answer === 'OK';
    },
  };
}
