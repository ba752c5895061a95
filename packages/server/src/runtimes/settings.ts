/**
 * The settings of the Bun, Deno and Workers entries, from environment variables
 * (Workers: the `vars` of wrangler.jsonc), checked the way `ctp serve` checks
 * its flags. A bad value stops the entry with a message naming the variable.
 */
import { parseFrameAncestors } from '@ctp/web';
import { parseRateLimit, type RateLimitRule } from '../rate-limit.js';

export const DEFAULT_RATE_LIMIT = '600/60';

export interface EntrySettings {
  port: number;
  host: string;
  /** Absolute URL for documents; undefined: the listening address (Workers: the request's origin). */
  baseUrl?: string;
  rateLimit?: RateLimitRule;
  redisUrl?: string;
  maxBodyBytes?: number;
  timeoutMs?: number;
  trustProxy: boolean;
  frameAncestors: string;
  mcpTools?: string;
  mcpSessions: boolean;
  quiet: boolean;
}

export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
}

/** What each variable means; printed in docs/deploying.md too. */
export const SETTINGS_HELP = `PORT (8787), HOST (127.0.0.1), CTP_BASE_URL, CTP_RATE_LIMIT (N/SECONDS or off; ${DEFAULT_RATE_LIMIT}),
CTP_REDIS_URL (Bun, Deno), CTP_MAX_BODY (bytes), CTP_TIMEOUT (ms), CTP_TRUST_PROXY (1), CTP_FRAME_ANCESTORS,
CTP_MCP_TOOLS (toolset), CTP_MCP_SESSIONS (1), CTP_QUIET (1)`;

function integer(name: string, text: string | undefined, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (text === undefined || text === '') return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) throw new SettingsError(`${name} must be an integer from ${min} to ${max}, got "${text}"`);
  return n;
}

function flag(name: string, text: string | undefined): boolean {
  if (text === undefined || text === '' || text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return true;
  throw new SettingsError(`${name} must be 1 or 0, got "${text}"`);
}

export function readSettings(env: (name: string) => string | undefined): EntrySettings {
  const baseUrl = env('CTP_BASE_URL')?.replace(/\/+$/, '') || undefined;
  if (baseUrl !== undefined && !/^https?:\/\/[^\s/]+/.test(baseUrl)) throw new SettingsError(`CTP_BASE_URL must be an absolute http(s) URL, got "${baseUrl}"`);
  let rateLimit: RateLimitRule | undefined;
  try {
    rateLimit = parseRateLimit(env('CTP_RATE_LIMIT') || DEFAULT_RATE_LIMIT);
  } catch (error) {
    throw new SettingsError(`CTP_${(error as Error).message.replace(/^rate limit/, 'RATE_LIMIT')}`);
  }
  let frameAncestors: string;
  try {
    frameAncestors = parseFrameAncestors(env('CTP_FRAME_ANCESTORS') || '*');
  } catch (error) {
    throw new SettingsError(`CTP_FRAME_ANCESTORS: ${(error as Error).message}`);
  }
  return {
    port: integer('PORT', env('PORT'), 0, 65535) ?? 8787,
    host: env('HOST') || '127.0.0.1',
    baseUrl,
    rateLimit,
    redisUrl: env('CTP_REDIS_URL') || undefined,
    maxBodyBytes: integer('CTP_MAX_BODY', env('CTP_MAX_BODY'), 1),
    timeoutMs: integer('CTP_TIMEOUT', env('CTP_TIMEOUT'), 1),
    trustProxy: flag('CTP_TRUST_PROXY', env('CTP_TRUST_PROXY')),
    frameAncestors,
    mcpTools: env('CTP_MCP_TOOLS') || undefined,
    mcpSessions: flag('CTP_MCP_SESSIONS', env('CTP_MCP_SESSIONS')),
    quiet: flag('CTP_QUIET', env('CTP_QUIET')),
  };
}
