/**
 * The same input rules on every surface (issue 15 item 6): a `__proto__` key in a call's arguments
 * is an unknown parameter over REST, and must be over MCP too, whichever path serves the call (the
 * SDK's validation used to drop the key, so the tool ran as if it had not been sent). The bodies
 * are written as JSON text: a `__proto__` in a JavaScript object literal would set its prototype.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CTP_META_KEY } from '@ctp/core';
import { startServer, type RunningServer } from '../src/node.js';
import { httpClient, rawPost } from './mcp-fixtures/clients.js';
import { testRegistry } from './helpers.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ registry: testRegistry(), version: 'test', port: 0 });
});
afterAll(() => server?.close());

const PROTO_VALUES = ['{"polluted":true}', '1', '"x"', 'null', '[]'];
const unknownProto = /Unknown parameter "__proto__"; this tool accepts: text/;

/** A tools/call whose arguments hold `__proto__` with the given JSON value, as text. */
const call = (value: string, meta = '') =>
  `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"echo-post","arguments":{"text":"a","__proto__":${value}}${meta}}}`;

/** The JSON-RPC message of a JSON or SSE answer. */
function message(body: string): { result?: { isError?: boolean; content: Array<{ text: string }>; _meta?: Record<string, { errorCode?: string }> } } {
  const data = body.startsWith('event:') || body.startsWith('data:') ? body.split('\n').filter((l) => l.startsWith('data: ')).map((l) => JSON.parse(l.slice(6))).find((m) => 'id' in m) : JSON.parse(body);
  return Array.isArray(data) ? data[0] : data;
}

describe('a __proto__ argument is refused as an unknown parameter on REST and MCP alike', () => {
  it.each(PROTO_VALUES)('REST, __proto__: %s', async (value) => {
    const response = await fetch(`${server.url}/api/tools/echo-post`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"text":"a","__proto__":${value}}` });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, errorCode: 'INVALID_INPUT' });
    expect(body.error).toMatch(unknownProto);
  });

  const paths: Array<[string, (value: string) => string]> = [
    ['a plain call (fast path, shared server)', (value) => call(value)],
    ['a call asking for progress (per-request SDK transport, SSE)', (value) => call(value, ',"_meta":{"progressToken":"p"}')],
    ['a batch (per-request SDK transport)', (value) => `[${call(value)}]`],
  ];
  for (const [path, body] of paths)
    it.each(PROTO_VALUES)(`MCP, ${path}, __proto__: %s`, async (value) => {
      const response = await rawPost(`${server.url}/mcp`, body(value));
      const answer = message(response.body);
      expect(answer.result, response.body).toMatchObject({ isError: true, _meta: { [CTP_META_KEY]: { errorCode: 'INVALID_INPUT' } } });
      expect(answer.result!.content[0]!.text).toMatch(unknownProto);
    });

  it.each([
    ['2025-06-18', {}],
    ['2026-07-28 (createMcpHandler)', { versionNegotiation: { mode: { pin: '2026-07-28' as const } } }],
  ])('MCP through the SDK client, protocol %s', async (_, options) => {
    const { client } = await httpClient(`${server.url}/mcp`, options);
    // JSON.parse makes __proto__ an own key, as it is on the wire
    const result = await client.callTool({ name: 'echo-post', arguments: JSON.parse('{"text":"a","__proto__":{"polluted":true}}') });
    expect(result).toMatchObject({ isError: true, _meta: { [CTP_META_KEY]: { errorCode: 'INVALID_INPUT' } } });
    expect((result.content as Array<{ text: string }>)[0]!.text).toMatch(unknownProto);
    await client.close();
  });

  it('nothing was polluted', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a call without __proto__ still runs over MCP', async () => {
    const response = await rawPost(`${server.url}/mcp`, '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo-post","arguments":{"text":"a"}}}');
    expect(message(response.body).result).toMatchObject({ structuredContent: { echo: 'a' } });
  });
});
