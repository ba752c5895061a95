/**
 * Two instances sharing one Redis enforce one limit. Needs `redis-server`
 * (`.ci/run` installs it from apt); the test starts its own on a free port.
 * Without the binary it fails in CI and is skipped, loudly, elsewhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/node.js';
import { testRegistry } from './helpers.js';
import { REDIS_COMMAND_TIMEOUT_MS, redisClientOptions } from '../src/rate-limit-redis.js';
import { hasRedisServer as hasRedis, startRedis, type RedisServer } from '../../../test/support/processes.js';

if (!hasRedis) {
  const message = 'redis-server is not installed: the shared rate-limit test cannot run (apt-get install redis-server)';
  if (process.env.CI) throw new Error(message);
  console.warn(`SKIPPED: ${message}`);
}

describe('the Redis client gives up fast (an outage must not hold calls)', () => {
  it('fails commands at once while disconnected and after a short timeout while Redis hangs', () => {
    const options = redisClientOptions('redis://127.0.0.1:6379');
    expect(options.disableOfflineQueue).toBe(true);
    expect(options.commandOptions.timeout).toBe(REDIS_COMMAND_TIMEOUT_MS);
    expect(REDIS_COMMAND_TIMEOUT_MS).toBeLessThanOrEqual(100);
  });
});

describe.runIf(hasRedis)('rate limits shared through Redis', () => {
  let redis: RedisServer;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    const redisUrl = redis.url;
    for (let i = 0; i < 2; i++)
      servers.push(await startServer({ registry: testRegistry(), version: 'test', port: 0, redisUrl, rateLimit: { points: 10, durationSec: 60 } }));
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await redis?.stop();
  });

  it('two instances enforce one 10/60 limit together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await fetch(`${servers[i % 2]!.url}/api/tools/echo-get?text=${i}`)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const refused = await fetch(`${servers[0]!.url}/api/tools/echo-get?text=x`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe.runIf(hasRedis)('a Redis that hangs', () => {
  it('neither holds calls nor keeps the server from closing', async () => {
    const redis = await startRedis();
    const server = await startServer({ registry: testRegistry(), version: 'test', port: 0, redisUrl: redis.url, rateLimit: { points: 3, durationSec: 60 } });
    redis.child.kill('SIGSTOP');
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await fetch(`${server.url}/api/tools/echo-get?text=${i}`)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]); // the in-memory insurance limit
      await server.close(); // QUIT gets no answer: the client is dropped instead of waited for
    } finally {
      redis.child.kill('SIGCONT');
      await redis.stop('SIGKILL');
    }
  }, 30_000);
});
