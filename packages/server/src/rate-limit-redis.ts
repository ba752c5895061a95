/**
 * Rate-limit windows kept in Redis, shared by every instance of a deployment.
 * Loaded only when a Redis URL is configured (rate-limit.ts imports it lazily).
 */
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { LimiterFactory } from './rate-limit.js';

interface RedisLike {
  connect(): Promise<unknown>;
  quit(): Promise<unknown>;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export async function redisLimiters(url: string, prefix: string, onError?: (error: Error) => void): Promise<{ make: LimiterFactory; close(): Promise<void> }> {
  const { createClient } = await import('redis');
  const redis = createClient({ url, socket: { reconnectStrategy: (retries) => Math.min(retries * 100, 2000) } }) as unknown as RedisLike;
  redis.on('error', (error) => onError?.(error));
  await redis.connect();
  return {
    make: (rule, name) => {
      const base = { points: rule.points, duration: rule.durationSec, keyPrefix: `${prefix}:${name}` };
      // when Redis is unreachable, each instance keeps limiting on its own
      return new RateLimiterRedis({ ...base, storeClient: redis, useRedisPackage: true, insuranceLimiter: new RateLimiterMemory(base) });
    },
    close: async () => void (await redis.quit().catch(() => undefined)),
  };
}
