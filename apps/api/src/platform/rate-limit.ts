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
  /** The count in the key's current window, without counting; 0 when there is none. */
  peek(key: string): Promise<number>;
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
    async peek(key) {
      const current = windows.get(key);
      return current && current.resetAt > now() ? current.count : 0;
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
    async peek(key) {
      return Number((await redis.get(`nuzul:rl:${key}`)) ?? 0);
    },
  };
}

export interface RateLimiter {
  /** Counts one attempt for each key; throws RATE_LIMITED when any is over its rule. */
  consume(attempts: Array<{ key: string; rule: RateLimitRule }>): Promise<void>;
  /** Remembers a fact (such as a known sign-in address) for a while. */
  remember(key: string, windowMs: number): Promise<void>;
  /** Whether a fact was remembered and has not expired. */
  recalls(key: string): Promise<boolean>;
}

export function createRateLimiter(store: RateLimitStore): RateLimiter {
  return {
    async consume(attempts) {
      for (const { key, rule } of attempts) {
        const count = await store.hit(key, rule.windowMs);
        if (count > rule.max) throw new AppError('RATE_LIMITED');
      }
    },
    async remember(key, windowMs) {
      await store.hit(key, windowMs);
    },
    async recalls(key) {
      return (await store.peek(key)) > 0;
    },
  };
}
