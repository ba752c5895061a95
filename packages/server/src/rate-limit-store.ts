/** Chooses where rate-limit windows live: this process's memory, or Redis shared by every instance. */
import { limiterOf, memoryRateLimiter, type RateLimiter, type RateLimitRule } from './rate-limit.js';

export interface RateLimiterOptions {
  /** Share the counts between instances through Redis (Node, Bun, Deno). */
  redisUrl?: string;
  keyPrefix?: string;
  onError?: (error: Error) => void;
}

/** The limiter in memory, or shared through Redis when `redisUrl` is given (the Redis client loads only then). */
export async function createRateLimiter(rule: RateLimitRule, options: RateLimiterOptions = {}): Promise<RateLimiter> {
  const prefix = options.keyPrefix ?? 'ctp-rl';
  if (!options.redisUrl) return memoryRateLimiter(rule, prefix);
  const { redisLimiters } = await import('./rate-limit-redis.js');
  const redis = await redisLimiters(options.redisUrl, prefix, options.onError);
  return limiterOf(rule, redis.make, redis.close);
}
