/**
 * Per-client rate limits (spec §11.3: a MUST for server execution), with
 * rate-limiter-flexible: in memory by default, shared through Redis when
 * several instances serve one deployment (rate-limit-redis.ts, which nothing
 * here imports: bundles for runtimes without sockets never carry a Redis client).
 * A tool's own `rateLimit` adds a tighter per-tool window on top of the global one.
 */
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
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

/** What a window needs of a limiter: consume a point for a key (rejects with RateLimiterRes when over). */
export type PointLimiter = Pick<RateLimiterAbstract, 'consume'>;

/** Makes the limiter of one rule (`name` keeps the global and per-tool windows apart). */
export type LimiterFactory = (rule: RateLimitRule, name: string) => PointLimiter;

/** Counts in this process's memory only (one instance, or an isolate on an edge runtime). */
export function memoryRateLimiter(rule: RateLimitRule, keyPrefix = 'ctp-rl'): RateLimiter {
  return limiterOf(rule, (r, name) => new RateLimiterMemory({ points: r.points, duration: r.durationSec, keyPrefix: `${keyPrefix}:${name}` }), async () => {});
}

/** A limiter over windows that `make` creates: the global one, plus one per tool with its own `rateLimit`. */
export function limiterOf(rule: RateLimitRule, make: LimiterFactory, close: () => Promise<void>): RateLimiter {
  const global = make(rule, 'global');
  const perTool = new Map<string, PointLimiter>();

  const decide = async (limiter: PointLimiter, key: string, points: number): Promise<RateLimitDecision> => {
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
    close,
  };
}
