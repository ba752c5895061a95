/**
 * Rate-limit windows kept in Redis, shared by every instance of a deployment.
 * Loaded only when a Redis URL is configured (rate-limit.ts imports it lazily).
 *
 * Redis makes the limit shared; it is never a reason to hold an answer. When Redis is gone
 * (connection dropped, reconnecting) or hangs (connected, no replies), each instance limits in
 * its own memory (the insurance limiter) at once, and uses the shared counts again when Redis
 * answers again.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimiterFactory, PointLimiter } from './rate-limit.js';

/** Longest a call waits for Redis before the in-memory limiter decides for it. */
export const REDIS_COMMAND_TIMEOUT_MS = 100;
/** After Redis failed to answer in time, calls skip it this long before one tries it again. */
const REDIS_RETRY_MS = 1000;
/** Longest a reconnect attempt waits for a Redis that does not answer (the client's default is 5 s). */
const REDIS_CONNECT_TIMEOUT_MS = 1000;

interface RedisLike {
  connect(): Promise<unknown>;
  quit(): Promise<unknown>;
  destroy(): void;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** The client's options: no command waits for a connection (the client's default queues it up to 5 s). */
export function redisClientOptions(url: string) {
  return {
    url,
    // while disconnected, commands fail at once instead of queueing until Redis is back
    disableOfflineQueue: true,
    // a command not yet written gives up after this (once written, `answered` below bounds it)
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, reconnectStrategy: (retries: number) => Math.min(retries * 100, 2000) },
  };
}

/**
 * The shared window, bounded: when Redis fails (not connected, an error) or does not answer
 * within REDIS_COMMAND_TIMEOUT_MS, `insurance` decides the call, and the calls of the next
 * REDIS_RETRY_MS go to `insurance` straight away. (Not RateLimiterRedis's own insuranceLimiter:
 * a call given up on here and failed by Redis later would count twice.)
 */
function answered(shared: RateLimiterRedis, insurance: RateLimiterMemory, health: { retryAt: number; onSlow(): void }): PointLimiter {
  return {
    async consume(key, points, options) {
      if (Date.now() < health.retryAt) return insurance.consume(key, points, options);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), REDIS_COMMAND_TIMEOUT_MS)));
      const fromRedis = shared.consume(key, points, options);
      fromRedis.catch(() => undefined); // once given up on, its answer decides nothing
      try {
        const first = await Promise.race([fromRedis, late]).catch((error: unknown) => {
          if (error instanceof RateLimiterRes) throw error; // over the shared limit: a real answer
          return 'failed' as const;
        });
        if (first !== 'late' && first !== 'failed') return first;
        if (first === 'late') health.onSlow();
      } finally {
        clearTimeout(timer);
      }
      return insurance.consume(key, points, options);
    },
  };
}

export async function redisLimiters(url: string, prefix: string, onError?: (error: Error) => void): Promise<{ make: LimiterFactory; close(): Promise<void> }> {
  const { createClient } = await import('redis');
  const redis = createClient(redisClientOptions(url)) as unknown as RedisLike;
  redis.on('error', (error) => onError?.(error));
  await redis.connect();
  const health = {
    retryAt: 0,
    onSlow() {
      if (Date.now() >= health.retryAt) onError?.(new Error(`no answer within ${REDIS_COMMAND_TIMEOUT_MS} ms: limiting in memory`));
      health.retryAt = Date.now() + REDIS_RETRY_MS;
    },
  };
  return {
    make: (rule, name) => {
      const base = { points: rule.points, duration: rule.durationSec, keyPrefix: `${prefix}:${name}` };
      // not connected (dropped, reconnecting): fails without sending a command, and insurance decides
      const shared = new RateLimiterRedis({ ...base, storeClient: redis, useRedisPackage: true, rejectIfRedisNotReady: true });
      return answered(shared, new RateLimiterMemory(base), health);
    },
    close: async () => {
      // a hung Redis must not keep the process from exiting
      let timer: ReturnType<typeof setTimeout> | undefined;
      const gaveUp = new Promise<'gave up'>((resolve) => (timer = setTimeout(() => resolve('gave up'), REDIS_CONNECT_TIMEOUT_MS)));
      const quit = await Promise.race([redis.quit().catch(() => 'failed'), gaveUp]);
      clearTimeout(timer);
      if (quit === 'gave up' || quit === 'failed') {
        try {
          redis.destroy();
        } catch {
          // already closed
        }
      }
    },
  };
}
