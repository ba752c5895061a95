/**
 * Redis outage (issue 15 item 5), through the entry users run: two `ctp serve --redis-url`
 * instances keep answering at once, with the in-memory insurance limit in force, while Redis
 * hangs (SIGSTOP: the connection stays up, replies never come) and while it is gone (SIGKILL:
 * the connection drops); once Redis is back they share one limit again.
 *
 * No timing is asserted: each outage phase sends its calls one after another, and the test's
 * timeout is generous for the fix (each call waits at most Redis's 100 ms command timeout) and far
 * too short for the old behaviour (each call waited the client's 5 s default).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, startCtpServe, startRedis, type CtpServe, type RedisServer } from '../../../test/support/processes.js';

const LIMIT = 5;

async function status(server: CtpServe, client: string, text: string): Promise<number> {
  const res = await fetch(`${server.url}/api/tools/hex-encoder`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ text }),
  });
  await res.arrayBuffer();
  return res.status;
}

/** `count` calls from `client`, one after another, round-robin over `servers`. */
async function statuses(servers: CtpServe[], client: string, count: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(await status(servers[i % servers.length]!, client, String(i)));
  return out;
}

/** Whether the instances share one limit: resolves true once they do (Redis back, clients reconnected). */
async function sharedAgain(servers: CtpServe[], prefix: string): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const got = await statuses(servers, `${prefix}.${attempt}`, LIMIT + 1);
    if (got[LIMIT] === 429) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

if (!hasRedisServer) {
  const message = 'redis-server is not installed: the Redis outage test cannot run (apt-get install redis-server)';
  if (process.env.CI) throw new Error(message);
  console.warn(`SKIPPED: ${message}`);
}

describe.runIf(hasRedisServer)('ctp serve through a Redis outage (through bin/ctp.js)', () => {
  let redis: RedisServer;
  const servers: CtpServe[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    for (let i = 0; i < 2; i++) servers.push(await startCtpServe(['--redis-url', redis.url, '--rate-limit', `${LIMIT}/60`, '--trust-proxy']));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    redis?.child.kill('SIGCONT');
    await redis?.stop('SIGKILL');
  });

  it('shares the limit through Redis while it is up', async () => {
    expect(await statuses(servers, '203.0.113.1', LIMIT + 1)).toEqual([...Array(LIMIT).fill(200), 429]);
  });

  it('answers every call while Redis hangs, limiting each instance in memory', async () => {
    redis.child.kill('SIGSTOP');
    try {
      // one instance: the insurance limit is per instance, so its count is exact
      const got = await statuses([servers[0]!], '203.0.113.2', 3 * LIMIT);
      expect(got).toEqual([...Array(LIMIT).fill(200), ...Array(2 * LIMIT).fill(429)]);
    } finally {
      redis.child.kill('SIGCONT');
    }
    expect(await sharedAgain(servers, '198.51.100'), 'the limit is shared again once Redis answers').toBe(true);
  }, 30_000);

  it('answers every call while Redis is gone, limiting each instance in memory', async () => {
    const port = Number(new URL(redis.url).port);
    await redis.stop('SIGKILL');
    const got = await statuses([servers[1]!], '203.0.113.3', 3 * LIMIT);
    expect(got).toEqual([...Array(LIMIT).fill(200), ...Array(2 * LIMIT).fill(429)]);
    for (const s of servers) expect(s.child.exitCode, s.output()).toBeNull();

    // Redis comes back (empty, on the same port): the instances reconnect and share one limit again
    redis = await startRedis(port);
    expect(await sharedAgain(servers, '192.0.2'), 'the limit is shared through Redis again once it is back').toBe(true);
  }, 30_000);
});
