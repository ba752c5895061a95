/**
 * Per-client rate limits (spec §11.3: a MUST for server execution), with
 * rate-limiter-flexible: in memory by default, shared through Redis when
 * several instances serve one deployment. A tool's own `rateLimit` adds a
 * tighter per-tool window on top of the global one.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitConfig } from '@ctp/core';

export interface RateLimitRule {
  /** Requests allowed per window. */
  points: number;
  /** Window in seconds. */
  durationSec: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (Retry-After when refused). */
  resetSec: number;
}

export interface RateLimiter {
  /** Consumes one point for `client` (and for `client` on `tool` when it has its own limit). */
  consume(client: string, tool?: { id: string; rateLimit?: RateLimitConfig }): Promise<RateLimitDecision>;
  close(): Promise<void>;
}

/** Parses `N/SECONDS` (e.g. `10/60`); `off` disables limiting. */
export function parseRateLimit(text: string): RateLimitRule | undefined {
  if (text === 'off' || text === '0') return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m || +m[1]! < 1 || +m[2]! < 1) throw new Error(`rate limit must be N/SECONDS (e.g. 10/60) or off, got "${text}"`);
  return { points: +m[1]!, durationSec: +m[2]! };
}

interface RedisLike {
  connect(): Promise<unknown>;
  quit(): Promise<unknown>;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export async function createRateLimiter(
  rule: RateLimitRule,
  options: { redisUrl?: string; keyPrefix?: string; onError?: (error: Error) => void } = {},
): Promise<RateLimiter> {
  let redis: RedisLike | undefined;
  if (options.redisUrl) {
    const { createClient } = await import('redis');
    redis = createClient({ url: options.redisUrl, socket: { reconnectStrategy: (retries) => Math.min(retries * 100, 2000) } }) as unknown as RedisLike;
    redis.on('error', (error) => options.onError?.(error));
    await redis.connect();
  }
  const prefix = options.keyPrefix ?? 'ctp-rl';
  const make = (r: RateLimitRule, name: string): RateLimiterAbstract => {
    const base = { points: r.points, duration: r.durationSec, keyPrefix: `${prefix}:${name}` };
    if (!redis) return new RateLimiterMemory(base);
    // when Redis is unreachable, each instance keeps limiting on its own
    return new RateLimiterRedis({ ...base, storeClient: redis, useRedisPackage: true, insuranceLimiter: new RateLimiterMemory(base) });
  };
  const global = make(rule, 'global');
  const perTool = new Map<string, RateLimiterAbstract>();

  const decide = async (limiter: RateLimiterAbstract, key: string, points: number): Promise<RateLimitDecision> => {
    try {
      const res = await limiter.consume(key);
      return { allowed: true, limit: points, remaining: res.remainingPoints, resetSec: Math.ceil(res.msBeforeNext / 1000) };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes)
        return { allowed: false, limit: points, remaining: 0, resetSec: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      throw rejection;
    }
  };

  return {
    async consume(client, tool) {
      const first = await decide(global, client, rule.points);
      if (!first.allowed || !tool?.rateLimit?.requests) return first;
      const toolRule = { points: tool.rateLimit.requests, durationSec: tool.rateLimit.window ?? 60 };
      let limiter = perTool.get(tool.id);
      if (!limiter) perTool.set(tool.id, (limiter = make(toolRule, `tool:${tool.id}`)));
      const second = await decide(limiter, client, toolRule.points);
      // report the tighter of the two windows
      return second.allowed && second.remaining >= first.remaining ? first : second;
    },
    async close() {
      await redis?.quit().catch(() => undefined);
    },
  };
}
