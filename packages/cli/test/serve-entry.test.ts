/**
 * Requests that used to kill `ctp serve`, sent to the entry users run (bin/ctp.js → the
 * esbuild bundle): each must get an answer in the protocol's own form, and the server must
 * go on serving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../../test/support/published-deps.js';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { hasRedisServer, startCtpServe, startRedis, type CtpServe, type RedisServer } from '../../../test/support/processes.js';

async function post(url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function healthy(server: CtpServe): Promise<void> {
  const res = await fetch(`${server.url}/health`);
  expect(res.status, server.output()).toBe(200);
  expect(server.child.exitCode, server.output()).toBeNull();
}

describe('ctp serve survives hostile requests (through bin/ctp.js)', () => {
  let server: CtpServe;
  beforeAll(async () => {
    server = await startCtpServe(['--rate-limit', 'off']);
  });
  afterAll(() => server?.stop());

  it('refuses a non-integer where a whole number is required (5e-324 once ended the process)', async () => {
    for (const bytesPerLine of [5e-324, 1e-12, 1.5, 2 - 1e-10]) {
      const r = await post(`${server.url}/api/tools/hex-encoder`, { text: 'hello world', bytesPerLine });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body).toMatchObject({ success: false, errorCode: 'CONSTRAINT_VIOLATION' });
      expect(String(r.body.error)).toContain('bytesPerLine');
    }
    await healthy(server);
  });

  it('answers the same over MCP tools/call with an isError result', async () => {
    const client = new Client({ name: 'entry-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
    try {
      const result = await client.callTool({ name: 'hex-encoder', arguments: { text: 'hello world', bytesPerLine: 1e-12 } });
      expect(result.isError).toBe(true);
      expect(JSON.stringify(result.content)).toContain('bytesPerLine');
      const ok = await client.callTool({ name: 'hex-encoder', arguments: { text: 'hi', bytesPerLine: 1 } });
      expect(ok.isError ?? false).toBe(false);
    } finally {
      await client.close();
    }
    await healthy(server);
  });

  it('answers two parallel isolated calls whose input is nested too deeply to hand to a worker', async () => {
    const variables = `{"v":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const call = () => post(`${server.url}/api/tools/jq-query`, { filter: '.', json: '1', variables });
    const results = await Promise.all([call(), call()]);
    for (const r of results) {
      expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.body.success).toBe(false);
    }
    // the worker is free at once: a normal isolated call is answered (it used to queue behind a stuck worker)
    const ok = await post(`${server.url}/api/tools/jq-query`, { filter: '.a', json: '{"a":1}' });
    expect(ok.body).toMatchObject({ success: true });
    await healthy(server);
  });
});

if (!hasRedisServer) {
  const message = 'redis-server is not installed: ctp serve --redis-url cannot be tested (apt-get install redis-server)';
  if (process.env.CI) throw new Error(message);
  console.warn(`SKIPPED: ${message}`);
}

describe.runIf(hasRedisServer)('ctp serve --redis-url (through bin/ctp.js)', () => {
  let redis: RedisServer;
  const servers: CtpServe[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    for (let i = 0; i < 2; i++) servers.push(await startCtpServe(['--redis-url', redis.url, '--rate-limit', '4/60']));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await redis?.stop();
  });

  it('starts, and two instances share one rate limit through Redis', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(`${servers[i % 2]!.url}/api/tools/hex-encoder`, { text: String(i) })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    for (const s of servers) await healthy(s);
  });
});
