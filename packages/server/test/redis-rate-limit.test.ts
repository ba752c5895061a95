/**
 * Two instances sharing one Redis enforce one limit. Needs `redis-server`
 * (`.ci/run` installs it from apt); the test starts its own on a free port.
 * Without the binary it fails in CI and is skipped, loudly, elsewhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/node.js';
import { testRegistry } from './helpers.js';
import { hasRedisServer as hasRedis, startRedis, type RedisServer } from '../../../test/support/processes.js';

if (!hasRedis) {
  const message = 'redis-server is not installed: the shared rate-limit test cannot run (apt-get install redis-server)';
  if (process.env.CI) throw new Error(message);
  console.warn(`SKIPPED: ${message}`);
}

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
