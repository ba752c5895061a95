/**
 * The stateless hot path of /mcp (mcp/exchange.ts behind node-mcp-fast-path.ts):
 * one long-lived SDK server per toolset, with callers' JSON-RPC ids kept apart,
 * and every request it does not recognise handed to the general route with its
 * body intact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/node.js';
import { ExchangeTransport, isPlainExchange } from '../src/mcp/exchange.js';
import { INIT_PARAMS, rawPost, rpc } from './mcp-fixtures/clients.js';
import { mcpTestRegistry } from './mcp-fixtures/registry.js';

const ACCEPT = 'application/json, text/event-stream';

describe('ExchangeTransport', () => {
  it('restores each caller id and settles a cancelled exchange with undefined', async () => {
    const transport = new ExchangeTransport();
    const seen: unknown[] = [];
    transport.onmessage = (message) => {
      seen.push(message);
      const m = message as { id?: number; method: string };
      if (m.method === 'ping') void transport.send({ jsonrpc: '2.0', id: m.id!, result: { echoed: m.id } });
    };
    const a = transport.exchange({ jsonrpc: '2.0', id: 1, method: 'ping' });
    const b = transport.exchange({ jsonrpc: '2.0', id: 1, method: 'ping' });
    // the server saw two distinct ids; each caller gets its own answer under its own id
    expect(seen.map((m) => (m as { id: number }).id)).toEqual([1, 2]);
    expect(await a.response).toEqual({ jsonrpc: '2.0', id: 1, result: { echoed: 1 } });
    expect(await b.response).toEqual({ jsonrpc: '2.0', id: 1, result: { echoed: 2 } });

    const slow = transport.exchange({ jsonrpc: '2.0', id: 'x', method: 'tools/call', params: { name: 'waiter' } });
    slow.cancel('stop');
    expect(await slow.response).toBeUndefined();
    expect(seen.at(-1)).toEqual({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 3, reason: 'stop' } });
  });

  it('takes only single, valid, non-initialize requests without a progress token', () => {
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'x' } };
    expect(isPlainExchange(call, ACCEPT, null)).toBe(true);
    expect(isPlainExchange(call, ACCEPT, '2025-06-18')).toBe(true);
    expect(isPlainExchange(call, ACCEPT, '1999-01-01')).toBe(false); // the SDK answers 400
    expect(isPlainExchange(call, 'application/json', null)).toBe(false); // the SDK answers 406
    expect(isPlainExchange([call], ACCEPT, null)).toBe(false);
    expect(isPlainExchange({ ...call, method: 'initialize' }, ACCEPT, null)).toBe(false);
    expect(isPlainExchange({ ...call, params: { name: 'x', _meta: { progressToken: 1 } } }, ACCEPT, null)).toBe(false);
    expect(isPlainExchange({ jsonrpc: '2.0', method: 'notifications/initialized' }, ACCEPT, null)).toBe(false);
    expect(isPlainExchange({ jsonrpc: '1.0', id: 1, method: 'ping' }, ACCEPT, null)).toBe(false);
  });
});

describe('POST /mcp through the Node fast path', () => {
  let server: RunningServer;
  let url: string;
  beforeAll(async () => {
    server = await startServer({ registry: mcpTestRegistry(), version: 'test', port: 0, rateLimit: { points: 40, durationSec: 60 } });
    url = `${server.url}/mcp`;
  });
  afterAll(() => server?.close());

  it('answers concurrent calls that share an id with their own results', async () => {
    const texts = Array.from({ length: 12 }, (_, i) => `call-${i}`);
    const answers = await Promise.all(texts.map((text) => rawPost(url, rpc('tools/call', { name: 'echo-text', arguments: { text } }, 7))));
    answers.forEach((answer, i) => {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      const body = JSON.parse(answer.body);
      expect(body.id).toBe(7);
      expect(body.result.structuredContent).toEqual({ echo: texts[i] });
    });
  });

  it('hands every other request to the general route with its body intact', async () => {
    const parseError = await rawPost(url, '{"jsonrpc":');
    expect(parseError.status).toBe(400);
    expect(JSON.parse(parseError.body).error.code).toBe(-32700);

    const batch = await rawPost(url, JSON.stringify([JSON.parse(rpc('ping', {}, 1)), JSON.parse(rpc('ping', {}, 2))]));
    expect(batch.status).toBe(200);
    expect(JSON.parse(batch.body).map((m: { id: number }) => m.id).sort()).toEqual([1, 2]);

    const init = await rawPost(url, rpc('initialize', INIT_PARAMS));
    expect(init.status).toBe(200);
    expect(JSON.parse(init.body).result.protocolVersion).toBe('2025-06-18');

    const notification = await rawPost(url, JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
    expect(notification.status).toBe(202);

    // a 2026-07-28 envelope claim in _meta (no header) is the modern era's to judge, even on tools/call
    const claim = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' };
    const modern = await rawPost(url, rpc('tools/call', { name: 'echo-text', arguments: { text: 'a' }, _meta: claim }));
    expect(modern.status).toBe(400);
    expect(JSON.parse(modern.body).error).toMatchObject({ code: -32602, message: expect.stringContaining('envelope') });
    const plainMeta = await rawPost(url, rpc('tools/call', { name: 'echo-text', arguments: { text: 'a' }, _meta: {} }));
    expect(JSON.parse(plainMeta.body).result.structuredContent).toEqual({ echo: 'a' });

    const badVersion = await rawPost(url, rpc('ping'), { 'mcp-protocol-version': '1999-01-01' });
    expect(badVersion.status).toBe(400);
    const notAcceptable = await rawPost(url, rpc('ping'), { accept: 'application/json' });
    expect(notAcceptable.status).toBe(406);
  });

  it('keeps the DNS-rebinding guard on a loopback bind', async () => {
    expect((await rawPost(url, rpc('ping'), { host: 'evil.example' })).status).toBe(403);
    expect((await rawPost(url, rpc('ping'), { origin: 'http://evil.example' })).status).toBe(403);
  });

  it('answers unknown tools with -32602 and bad arguments with an isError result', async () => {
    const unknown = JSON.parse((await rawPost(url, rpc('tools/call', { name: 'nope', arguments: {} }))).body);
    expect(unknown.error.code).toBe(-32602);
    const invalid = JSON.parse((await rawPost(url, rpc('tools/call', { name: 'echo-text', arguments: {} }))).body);
    expect(invalid.result.isError).toBe(true);
  });

  it('applies the rate limit before running anything, in JSON-RPC form', async () => {
    let last = { status: 0, headers: {} as Record<string, unknown>, body: '' };
    for (let i = 0; i < 60 && last.status !== 429; i++) last = await rawPost(url, rpc('tools/call', { name: 'echo-text', arguments: { text: 'a' } }));
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(last.body).error).toMatchObject({ code: -32000, message: expect.stringContaining('Rate limit exceeded') });
  });
});
