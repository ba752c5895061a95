/** The Bun, Deno and Workers entries' settings: environment variables checked like ctp serve's flags. */
import { describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from '../src/runtimes/settings.js';

const read = (vars: Record<string, string>) => readSettings((name) => vars[name]);

describe('readSettings', () => {
  it('has the defaults of ctp serve', () => {
    expect(read({})).toEqual({
      port: 8787,
      host: '127.0.0.1',
      baseUrl: undefined,
      rateLimit: { points: 600, durationSec: 60 },
      redisUrl: undefined,
      maxBodyBytes: undefined,
      timeoutMs: undefined,
      trustProxy: false,
      frameAncestors: '*',
      mcpTools: undefined,
      mcpSessions: false,
      quiet: false,
    });
  });

  it('reads every variable', () => {
    const s = read({
      PORT: '0',
      HOST: '0.0.0.0',
      CTP_BASE_URL: 'https://tools.example.com/',
      CTP_RATE_LIMIT: 'off',
      CTP_REDIS_URL: 'redis://r:6379',
      CTP_MAX_BODY: '2048',
      CTP_TIMEOUT: '500',
      CTP_TRUST_PROXY: '1',
      CTP_MCP_TOOLS: 'compact',
      CTP_MCP_SESSIONS: 'true',
      CTP_QUIET: '1',
    });
    expect(s).toMatchObject({ port: 0, host: '0.0.0.0', baseUrl: 'https://tools.example.com', rateLimit: undefined, maxBodyBytes: 2048, timeoutMs: 500, trustProxy: true, mcpTools: 'compact', mcpSessions: true, quiet: true });
  });

  it('refuses bad values with the variable named', () => {
    const bad: Array<[Record<string, string>, RegExp]> = [
      [{ PORT: '70000' }, /^PORT must be an integer from 0 to 65535/],
      [{ PORT: '80a' }, /^PORT/],
      [{ CTP_MAX_BODY: '0' }, /^CTP_MAX_BODY/],
      [{ CTP_TIMEOUT: '1.5' }, /^CTP_TIMEOUT/],
      [{ CTP_RATE_LIMIT: '10 per minute' }, /^CTP_RATE_LIMIT must be N\/SECONDS/],
      [{ CTP_BASE_URL: 'tools.example.com' }, /^CTP_BASE_URL must be an absolute http\(s\) URL/],
      [{ CTP_TRUST_PROXY: 'yes' }, /^CTP_TRUST_PROXY must be 1 or 0/],
      [{ CTP_FRAME_ANCESTORS: "'unsafe-inline'" }, /^CTP_FRAME_ANCESTORS/],
    ];
    for (const [vars, message] of bad) {
      expect(() => read(vars), JSON.stringify(vars)).toThrow(SettingsError);
      expect(() => read(vars), JSON.stringify(vars)).toThrow(message);
    }
  });
});
