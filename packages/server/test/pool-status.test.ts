/**
 * How REST answers the worker pool's refusals (issue 15 items 1–2): a full pool is 503 (the server
 * is busy), a client with too many calls waiting 429; both RATE_LIMITED with Retry-After. The
 * client's address reaches the pool as the caller's key.
 */
import { describe, expect, it } from 'vitest';
import { defineTool, failure, success } from '@ctp/core';
import { Registry, serverBusy, type IsolatedRunner } from '@ctp/runtime';
import { createApp } from '../src/app.js';
import { createContext } from '../src/context.js';

const isolated = defineTool(
  {
    id: 'isolated-echo', name: 'Isolated echo', description: 'Runs in the pool.', category: 'utilities', tags: ['test'], method: 'POST',
    parameters: [{ name: 'text', type: 'text', label: 'Text', description: 'Input', required: true, validation: { maxLength: 100 } }],
    outputDescription: 'Echo.', outputSchema: { type: 'object' }, example: { input: { text: 'a' }, output: { echo: 'a' } }, isolate: true,
  },
  (p) => success({ echo: p.text }),
);

function appWith(runner: IsolatedRunner) {
  const context = createContext({ registry: new Registry().register(isolated), version: 'test', baseUrl: () => 'http://x', isolatedRunner: runner });
  return createApp({ context, host: '0.0.0.0', trustProxy: true, web: false }).app;
}

const call = (app: ReturnType<typeof appWith>, client = '10.1.1.1') =>
  app.request('/api/tools/isolated-echo', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body: '{"text":"hi"}' });

describe('REST answers to a refusing worker pool', () => {
  it('503 with Retry-After when the pool is full', async () => {
    const res = await call(appWith(async () => serverBusy('The server is busy')));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED', error: 'The server is busy' });
  });

  it('429 with Retry-After when this client has too many calls waiting', async () => {
    const res = await call(appWith(async () => failure('RATE_LIMITED', 'Too many of your calls are waiting')));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
  });

  it("passes the client's address to the pool as its key", async () => {
    const seen: Array<string | undefined> = [];
    const app = appWith(async (_id, values, options) => (seen.push(options.client), success({ echo: values.text })));
    expect((await call(app, '10.2.2.2')).status).toBe(200);
    expect(seen).toEqual(['10.2.2.2']);
  });

  it("passes an MCP caller's address too (plain calls and the SDK's per-request transport)", async () => {
    const seen: Array<string | undefined> = [];
    const app = appWith(async (_id, values, options) => (seen.push(options.client), success({ echo: values.text })));
    const mcp = (body: unknown, client: string) =>
      app.request('/mcp', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-forwarded-for': client },
        body: JSON.stringify(body),
      });
    const plain = await mcp({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'isolated-echo', arguments: { text: 'hi' } } }, '10.3.3.3');
    expect(plain.status).toBe(200);
    // a batch takes the SDK's own transport
    const batch = await mcp([{ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'isolated-echo', arguments: { text: 'hi' } } }], '10.4.4.4');
    expect(batch.status).toBe(200);
    expect(seen).toEqual(['10.3.3.3', '10.4.4.4']);
  });
});
