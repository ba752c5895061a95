/**
 * MCP behaviour the catalog cannot show, with the small tools of
 * mcp-fixtures/registry.ts: time limits, CTP normalization, progress,
 * cancellation, input size, and opt-in sessions with tools/list_changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { CTP_META_KEY } from '@ctp/core';
import { startServer, type RunningServer } from '../src/node.js';
import { createContext } from '../src/context.js';
import { mountMcp, type McpMount } from '../src/mcp/index.js';
import type { EdgeEnv } from '../src/edge.js';
import { httpClient, INIT_PARAMS, rawPost, rpc } from './mcp-fixtures/clients.js';
import { cancelled, mcpTestRegistry } from './mcp-fixtures/registry.js';

let server: RunningServer;
let url: string;

beforeAll(async () => {
  server = await startServer({ registry: mcpTestRegistry(), version: 'test', port: 0, mcp: { maxBodyBytes: 4096 } });
  url = `${server.url}/mcp`;
});
afterAll(() => server?.close());

const until = async (check: () => boolean, ms = 3000) => {
  for (const started = Date.now(); !check(); ) {
    if (Date.now() - started > ms) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('tool calls', () => {
  it('a tool past its time limit is an isError TIMEOUT result', async () => {
    const { client } = await httpClient(url);
    const result = await client.callTool({ name: 'slow', arguments: {} });
    expect(result).toMatchObject({ isError: true, _meta: { [CTP_META_KEY]: { errorCode: 'TIMEOUT' } } });
    await client.close();
  });

  it('the CTP core normalizes arguments: "true" for a boolean, an object or JSON text for a json parameter', async () => {
    const { client } = await httpClient(url);
    for (const args of [{ flag: 'true', data: { a: [1] } }, { flag: true, data: '{"a":[1]}' }]) {
      const result = await client.callTool({ name: 'typed', arguments: args });
      expect(result.structuredContent).toEqual({ flag: true, data: { a: [1] } });
    }
    const bad = await client.callTool({ name: 'typed', arguments: { flag: 'maybe', data: '{' } });
    expect(bad.isError).toBe(true);
    await client.close();
  });

  it('oversized input: a parameter over its maxLength is CONSTRAINT_VIOLATION; a body over the limit is 413', async () => {
    const { client } = await httpClient(url);
    const result = await client.callTool({ name: 'echo-text', arguments: { text: 'x'.repeat(101) } });
    expect(result).toMatchObject({ isError: true, _meta: { [CTP_META_KEY]: { errorCode: 'CONSTRAINT_VIOLATION' } } });
    await client.close();
    const big = rpc('tools/call', { name: 'echo-text', arguments: { text: 'x'.repeat(5000) } });
    expect((await rawPost(url, big)).status).toBe(413);
    expect((await rawPost(url, big, { 'transfer-encoding': 'chunked' })).status).toBe(413);
  });

  it('forwards progress to notifications/progress when the request has a progressToken', async () => {
    const { client } = await httpClient(url);
    const seen: Array<{ progress: number; total?: number; message?: string }> = [];
    const result = await client.callTool({ name: 'progress', arguments: { steps: 3 } }, { onprogress: (p) => seen.push(p) });
    expect(result.structuredContent).toEqual({ steps: 3 });
    expect(seen).toEqual([1, 2, 3].map((i) => ({ progress: i, total: 3, message: `step ${i}` })));
    await client.close();
  });

  it('answers plain JSON without a progressToken and SSE with one', async () => {
    const plain = await rawPost(url, rpc('tools/call', { name: 'echo-text', arguments: { text: 'a' } }));
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const streamed = await rawPost(url, rpc('tools/call', { name: 'progress', arguments: { steps: 2 }, _meta: { progressToken: 7 } }));
    expect(streamed.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(streamed.body.match(/notifications\/progress/g)).toHaveLength(2);
  });

  it('a client that hangs up cancels its call', async () => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' } });
    req.on('error', () => {});
    req.end(rpc('tools/call', { name: 'waiter', arguments: { text: 'hang-up' } }));
    await new Promise((r) => setTimeout(r, 100));
    req.destroy();
    await until(() => cancelled.includes('hang-up'));
  });

  it.each([
    ['2025-era (notifications/cancelled in a POST of its own)', {}],
    ['2026-07-28 (the request stream is aborted)', { versionNegotiation: { mode: { pin: '2026-07-28' } } }],
  ] as const)('cancelling a call aborts the tool: %s', async (label, options) => {
    const { client } = await httpClient(url, options);
    const abort = new AbortController();
    const call = client.callTool({ name: 'waiter', arguments: { text: label } }, { signal: abort.signal });
    setTimeout(() => abort.abort(), 100);
    await expect(call).rejects.toThrow();
    await until(() => cancelled.includes(label));
    await client.close();
  });
});

describe('sessions (--mcp-sessions)', () => {
  let http: ServerType;
  let mount: McpMount;
  let base: string;

  beforeAll(async () => {
    const app = new Hono<EdgeEnv>();
    const context = createContext({ registry: mcpTestRegistry(), version: 'test', baseUrl: () => base });
    mount = mountMcp(app, context, { host: '127.0.0.1', sessions: true });
    http = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await mount?.close();
    await new Promise((r) => http?.close(r));
  });

  it('an initialize opens a session; tools/list_changed reaches it on its GET stream', async () => {
    const changes: number[] = [];
    const { client, transport } = await httpClient(`${base}/mcp`, {
      listChanged: { tools: { onChanged: (error, tools) => void (!error && changes.push(tools?.length ?? 0)) } },
    });
    expect(transport.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200)); // let the client open its GET stream
    mount.toolsChanged();
    await until(() => changes.length > 0);
    await transport.terminateSession();
    expect((await rawPost(`${base}/mcp`, rpc('ping'), { 'mcp-session-id': transport.sessionId ?? 'gone' })).status).toBe(404);
    await client.close();
  });

  it('unknown session ids are 404; requests without one are still served statelessly', async () => {
    expect((await rawPost(`${base}/mcp`, rpc('ping'), { 'mcp-session-id': 'nope' })).status).toBe(404);
    const ping = await rawPost(`${base}/mcp`, rpc('ping'));
    expect(JSON.parse(ping.body)).toMatchObject({ result: {} });
    const init = await rawPost(`${base}/mcp`, rpc('initialize', INIT_PARAMS));
    expect(init.headers['mcp-session-id']).toBeTruthy();
  });

  it('notifications/cancelled reaches the session that runs the call', async () => {
    const { client } = await httpClient(`${base}/mcp`);
    const abort = new AbortController();
    const call = client.callTool({ name: 'waiter', arguments: { text: 'session-cancel' } }, { signal: abort.signal });
    setTimeout(() => abort.abort(), 100);
    await expect(call).rejects.toThrow();
    await until(() => cancelled.includes('session-cancel'));
    await client.close();
  });
});
