import type { Redis } from 'ioredis';
import { AppError } from '@nuzul/shared/errors';

export interface RateLimitRule {
  /** Attempts allowed in the window. */
  max: number;
  windowMs: number;
}

/** Counts attempts per key in fixed windows: in Redis when configured, else in memory. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<number>;
}

export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const at = now();
      const current = windows.get(key);
      if (!current || current.resetAt <= at) {
        // Forget expired windows now and then so the map cannot grow without bound.
        if (windows.size > 10_000) {
          for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
        }
        windows.set(key, { count: 1, resetAt: at + windowMs });
        return 1;
      }
      current.count += 1;
      return current.count;
    },
  };
}

export function redisRateLimitStore(redis: Redis): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const redisKey = `nuzul:rl:${key}`;
      const [[, count]] = (await redis
        .multi()
        .incr(redisKey)
        .pexpire(redisKey, windowMs, 'NX')
        .exec()) as [[Error | null, number]];
      return count;
    },
  };
}

export interface RateLimiter {
  /** Counts one attempt for each key; throws RATE_LIMITED when any is over its rule. */
  consume(attempts: Array<{ key: string; rule: RateLimitRule }>): Promise<void>;
}

export function createRateLimiter(store: RateLimitStore): RateLimiter {
  return {
    async consume(attempts) {
      for (const { key, rule } of attempts) {
        const count = await store.hit(key, rule.windowMs);
        if (count > rule.max) throw new AppError('RATE_LIMITED');
      }
    },
  };
}
