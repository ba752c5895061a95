/**
 * Limits belong to the surface: the library and the CLI may lift the definitions' size limits
 * (`limits: 'none'`), the servers never do. The same data parameter over its maxLength is
 * refused over REST and MCP, while execute() with lifted limits takes it; body caps are as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CTP_META_KEY, defineTool, success } from '@ctp/core';
import { Registry, execute } from '@ctp/runtime';
import { startServer, type RunningServer } from '../src/node.js';
import { httpClient } from './mcp-fixtures/clients.js';

const area = defineTool(
  {
    id: 'echo-area',
    name: 'Echo area',
    description: 'Echoes a text area.',
    category: 'utilities',
    tags: ['test'],
    method: 'POST',
    parameters: [
      { name: 'text', type: 'textarea', label: 'Text', description: 'Input', required: true, validation: { maxLength: 100 } },
      { name: 'doc', type: 'json', label: 'Doc', description: 'A JSON value', required: false, validation: { maxLength: 100 } },
    ],
    outputDescription: 'Echo.',
    outputSchema: { type: 'object', properties: { length: { type: 'integer' } }, required: ['length'] },
    example: { input: { text: 'a' }, output: { length: 1 } },
  },
  (p) => success({ length: p.text.length }),
);
const registry = () => new Registry().register(area);

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ registry: registry(), version: 'test', port: 0, maxBodyBytes: 4096, mcp: { maxBodyBytes: 4096 } });
});
afterAll(() => server?.close());

const over = { text: 'x'.repeat(101) };
const overJson = { text: 'x', doc: { key: 'y'.repeat(200) } };

describe('servers keep the definitions’ size limits', () => {
  it('the library takes these inputs once the caller lifts the limits (what the CLI does)', async () => {
    expect(await execute(registry(), 'echo-area', over, { limits: 'none' })).toMatchObject({ success: true, data: { length: 101 } });
    expect(await execute(registry(), 'echo-area', overJson, { limits: 'none' })).toMatchObject({ success: true });
    expect(await execute(registry(), 'echo-area', over)).toMatchObject({ success: false, errorCode: 'CONSTRAINT_VIOLATION' });
  });

  it('REST refuses a textarea or a json value over its maxLength with 400 CONSTRAINT_VIOLATION', async () => {
    for (const body of [over, overJson]) {
      const response = await fetch(`${server.url}/api/tools/echo-area`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, errorCode: 'CONSTRAINT_VIOLATION' });
    }
  });

  it('MCP over HTTP answers isError CONSTRAINT_VIOLATION for the same inputs', async () => {
    const { client } = await httpClient(`${server.url}/mcp`);
    for (const args of [over, overJson]) {
      const result = await client.callTool({ name: 'echo-area', arguments: args });
      expect(result).toMatchObject({ isError: true, _meta: { [CTP_META_KEY]: { errorCode: 'CONSTRAINT_VIOLATION' } } });
    }
    await client.close();
  });

  it('the body cap still answers 413 before any parsing', async () => {
    const response = await fetch(`${server.url}/api/tools/echo-area`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'x'.repeat(5000) }) });
    expect(response.status).toBe(413);
  });
});
