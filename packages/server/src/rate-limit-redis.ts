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
/** After this many calls in a row Redis did not answer in time, calls skip it for REDIS_RETRY_MS. */
const REDIS_LATE_IN_A_ROW = 3;
/** How long calls skip a Redis that stopped answering before one tries it again. */
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

/** Whether Redis answers in time, shared by every window of one client. */
interface RedisHealth {
  /** Until then (ms since the epoch) calls skip Redis. */
  retryAt: number;
  late(): void;
  timely(): void;
}

/**
 * The shared window, bounded: when Redis fails (not connected, an error) or does not answer
 * within REDIS_COMMAND_TIMEOUT_MS, `insurance` decides the call; after a few late answers in a
 * row the calls of the next REDIS_RETRY_MS go to `insurance` straight away (one late answer, a
 * blip, changes only its own call: the command still counts in Redis). Not RateLimiterRedis's own
 * insuranceLimiter: a call given up on here and failed by Redis later would count twice.
 */
function answered(shared: RateLimiterRedis, insurance: RateLimiterMemory, health: RedisHealth): PointLimiter {
  return {
    async consume(key, points, options) {
      if (Date.now() < health.retryAt) return insurance.consume(key, points, options);
      let timer: ReturnType<typeof setTimeout> | undefined;
      // 'late' only after the poll phase that follows the timer: when our own event loop was
      // busy past the bound, a reply already waiting in the socket still wins
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => setImmediate(() => resolve('late')), REDIS_COMMAND_TIMEOUT_MS)));
      const fromRedis = shared.consume(key, points, options);
      fromRedis.catch(() => undefined); // once given up on, its answer decides nothing
      try {
        const first = await Promise.race([fromRedis, late]).catch((error: unknown) => {
          if (error instanceof RateLimiterRes) {
            health.timely();
            throw error; // over the shared limit: a real answer
          }
          return 'failed' as const;
        });
        if (first === 'late') health.late();
        else if (first !== 'failed') {
          health.timely();
          return first;
        }
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
  let lateInARow = 0;
  const health: RedisHealth = {
    retryAt: 0,
    late() {
      if (++lateInARow < REDIS_LATE_IN_A_ROW) return;
      if (lateInARow === REDIS_LATE_IN_A_ROW) onError?.(new Error(`no answer within ${REDIS_COMMAND_TIMEOUT_MS} ms: limiting in memory`));
      health.retryAt = Date.now() + REDIS_RETRY_MS;
    },
    timely() {
      lateInARow = 0;
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
