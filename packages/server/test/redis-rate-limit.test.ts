/**
 * Two instances sharing one Redis enforce one limit. Needs `redis-server`
 * (`.ci/run` installs it from apt); the test starts its own on a free port.
 * Without the binary it fails in CI and is skipped, loudly, elsewhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { startServer, type RunningServer } from '../src/node.js';
import { testRegistry } from './helpers.js';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis) {
  const message = 'redis-server is not installed: the shared rate-limit test cannot run (apt-get install redis-server)';
  if (process.env.CI) throw new Error(message);
  console.warn(`SKIPPED: ${message}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

describe.runIf(hasRedis)('rate limits shared through Redis', () => {
  let redis: ChildProcess;
  let redisUrl: string;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'pipe' });
    await new Promise<void>((resolve, reject) => {
      redis.stdout!.on('data', (d: Buffer) => d.toString().includes('Ready to accept connections') && resolve());
      redis.on('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
    });
    redisUrl = `redis://127.0.0.1:${port}`;
    for (let i = 0; i < 2; i++)
      servers.push(await startServer({ registry: testRegistry(), version: 'test', port: 0, redisUrl, rateLimit: { points: 10, durationSec: 60 } }));
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    redis?.kill();
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
