/**
 * MCP over Streamable HTTP through the SDK's own client, against the whole
 * catalog served by startServer: listing, every example, toolsets, compact
 * mode, resources, prompts, protocol versions, capabilities and DNS-rebinding
 * protection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedTool } from './mcp-fixtures/listed.js';
import type { Client } from '@modelcontextprotocol/client';
import { createRegistry, definitions } from '@ctp/tools';
import { CTP_META_KEY, deriveAnnotations, toMcpTool } from '@ctp/core';
import { startServer, type RunningServer } from '../src/node.js';
import { httpClient, INIT_PARAMS, rawPost, rpc } from './mcp-fixtures/clients.js';

let server: RunningServer;
let client: Client;
const json = (value: unknown) => JSON.parse(JSON.stringify(value));

beforeAll(async () => {
  server = await startServer({ registry: createRegistry(), version: 'test', port: 0 });
  ({ client } = await httpClient(`${server.url}/mcp`));
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});

describe('tools/list', () => {
  it('lists every tool as toMcpTool(definition), in id order, then run-recipe, in one page', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual([...definitions.map((d) => d.id).sort(), 'run-recipe']);
    for (const tool of tools.slice(0, -1)) expect(tool).toEqual(json(listedTool(definitions.find((d) => d.id === tool.name)!)));
    const page = JSON.parse((await rawPost(`${server.url}/mcp`, rpc('tools/list'))).body);
    expect(page.result.tools).toHaveLength(definitions.length + 1);
    expect(page.result.nextCursor).toBeUndefined();
  });

  it('every tool has title, description with its AI instructions, outputSchema, annotations and namespaced _meta', async () => {
    const { tools } = await client.listTools();
    for (const tool of tools.filter((t) => t.name !== 'run-recipe')) {
      const d = definitions.find((x) => x.id === tool.name)!;
      expect(tool.title).toBe(d.name);
      if (d.aiInstructions) expect(tool.description).toContain(d.aiInstructions);
      expect(tool.inputSchema).toMatchObject({ type: 'object', additionalProperties: false });
      expect(tool.outputSchema).toMatchObject({ type: 'object' });
      expect(tool.annotations).toMatchObject(deriveAnnotations(d));
      expect(tool._meta?.[CTP_META_KEY]).toMatchObject({ category: d.category, tags: d.tags, ctpVersion: '1.0.0' });
    }
    expect(tools.find((t) => t.name === 'uuid-generator')?.annotations?.idempotentHint).toBe(false);
  });
});

describe('tools/call with every example', () => {
  it.each(definitions.map((d) => [d.id, d] as const))('%s', async (id, definition) => {
    // the SDK client validates structuredContent against the listed outputSchema
    const result = await client.callTool({ name: id, arguments: definition.example.input });
    expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
    expect(result.structuredContent).toBeTypeOf('object');
    if (deriveAnnotations(definition).idempotentHint) expect(result.structuredContent).toEqual(definition.example.output);
    const text = (result.content as Array<{ type: string; text: string }>)[0]!;
    expect(text.type).toBe('text');
    expect(JSON.parse(text.text)).toEqual(result.structuredContent);
    expect(result._meta?.[CTP_META_KEY]).toMatchObject({ executionMode: 'server' });
  });
});

describe('errors', () => {
  it('an unknown tool is JSON-RPC -32602', async () => {
    await expect(client.callTool({ name: 'no-such-tool', arguments: {} })).rejects.toMatchObject({ code: -32602 });
  });

  it('missing or invalid arguments are isError results with the CTP code, without structuredContent', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'MISSING_REQUIRED'],
      [{ json: '{"a":1}', nope: 1 }, 'INVALID_INPUT'],
      [{ json: '{"a":1}', indent: '7' }, 'CONSTRAINT_VIOLATION'],
    ];
    for (const [args, code] of cases) {
      const result = await client.callTool({ name: 'json-formatter', arguments: args });
      expect(result.isError).toBe(true);
      expect((result.content as Array<{ text: string }>)[0]!.text.startsWith(`${code}: `)).toBe(true);
      expect(result._meta?.[CTP_META_KEY]).toMatchObject({ errorCode: code });
      expect(result.structuredContent).toBeUndefined();
    }
  });

  it('a body over the limit is refused with 413 before any parsing', async () => {
    const response = await rawPost(`${server.url}/mcp`, rpc('tools/call', { name: 'json-formatter', arguments: { json: 'x'.repeat(1024 * 1024) } }));
    expect(response.status).toBe(413);
  });

  it('malformed JSON, a wrong media type and GET without sessions are answered by the SDK', async () => {
    expect((await rawPost(`${server.url}/mcp`, '{"jsonrpc":')).status).toBe(400);
    expect((await rawPost(`${server.url}/mcp`, rpc('ping'), { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await fetch(`${server.url}/mcp`)).status).toBe(405);
  });
});

describe('toolsets', () => {
  const names = async (query: string) => {
    const { client: c } = await httpClient(`${server.url}/mcp?tools=${encodeURIComponent(query)}`);
    try {
      return (await c.listTools()).tools.map((t) => t.name);
    } finally {
      await c.close();
    }
  };

  it('selects by category, tag and id glob', async () => {
    // each toolset also lists run-recipe, which chains its tools
    expect(await names('encoders')).toEqual([...definitions.filter((d) => d.category === 'encoders').map((d) => d.id).sort(), 'run-recipe']);
    expect(await names('tag:json')).toEqual([...definitions.filter((d) => d.tags.includes('json')).map((d) => d.id).sort(), 'run-recipe']);
    expect(await names('json-*,uuid-generator')).toEqual([...definitions.filter((d) => d.id.startsWith('json-') || d.id === 'uuid-generator').map((d) => d.id).sort(), 'run-recipe']);
  });

  it('refuses a selector that matches nothing with 400', async () => {
    const response = await rawPost(`${server.url}/mcp?tools=no-such-category`, rpc('initialize', INIT_PARAMS));
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).error.code).toBe(-32602);
  });

  it('compact mode: three meta-tools (and run-recipe) reach every tool', async () => {
    const { client: c } = await httpClient(`${server.url}/mcp?tools=compact`);
    try {
      const { tools } = await c.listTools();
      expect(tools.map((t) => t.name)).toEqual(['search-tools', 'describe-tool', 'run-tool', 'run-recipe']);
      expect(tools.find((t) => t.name === 'run-tool')?.annotations?.idempotentHint).toBe(false);
      const found = await c.callTool({ name: 'search-tools', arguments: { query: 'json format' } });
      expect((found.structuredContent as { tools: Array<{ id: string }> }).tools[0]!.id).toBe('json-formatter');
      const described = await c.callTool({ name: 'describe-tool', arguments: { id: 'json-formatter' } });
      expect((described.structuredContent as { tool: unknown }).tool).toEqual(json(listedTool(definitions.find((d) => d.id === 'json-formatter')!)));
      const formatter = definitions.find((d) => d.id === 'json-formatter')!;
      const ran = await c.callTool({ name: 'run-tool', arguments: { id: 'json-formatter', arguments: formatter.example.input } });
      expect(ran.structuredContent).toEqual(formatter.example.output);
      const unknown = await c.callTool({ name: 'run-tool', arguments: { id: 'nope' } });
      expect(unknown).toMatchObject({ isError: true, _meta: { [CTP_META_KEY]: { errorCode: 'NOT_FOUND' } } });
    } finally {
      await c.close();
    }
  });
});

describe('resources, prompts, completions', () => {
  it('documents every tool as a Markdown resource', async () => {
    const { resources } = await client.listResources();
    expect(resources.filter((r) => r.mimeType === 'text/markdown').map((r) => r.uri)).toEqual(definitions.map((d) => `ctp://tools/${d.id}`).sort());
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates[0]).toMatchObject({ uriTemplate: 'ctp://tools/{id}', mimeType: 'text/markdown' });
    const { contents } = await client.readResource({ uri: 'ctp://tools/json-formatter' });
    expect(contents[0]).toMatchObject({ uri: 'ctp://tools/json-formatter', mimeType: 'text/markdown' });
    expect((contents[0] as { text: string }).text).toMatch(/^# JSON Formatter\n/);
    await expect(client.readResource({ uri: 'ctp://tools/nope' })).rejects.toMatchObject({ code: -32602 });
  });

  it("serves each client tool's UI as an MCP Apps resource linked from the tool", async () => {
    const { tools } = await client.listTools();
    const formatter = tools.find((t) => t.name === 'json-formatter')!;
    expect(formatter._meta).toMatchObject({ ui: { resourceUri: 'ui://ctp/json-formatter' } });
    const serverOnly = definitions.filter((d) => d.executionMode === 'server').map((d) => d.id);
    for (const t of tools.filter((x) => x.name !== 'run-recipe')) expect(t._meta?.ui === undefined, t.name).toBe(serverOnly.includes(t.name));
    const { resources } = await client.listResources();
    const apps = resources.filter((r) => r.uri.startsWith('ui://ctp/'));
    expect(apps.length).toBe(definitions.length - serverOnly.length);
    expect(apps.every((r) => r.mimeType === 'text/html;profile=mcp-app')).toBe(true);
    const { contents } = await client.readResource({ uri: 'ui://ctp/json-formatter' });
    expect(contents[0]).toMatchObject({ uri: 'ui://ctp/json-formatter', mimeType: 'text/html;profile=mcp-app' });
    const html = (contents[0] as { text: string }).text;
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('JSON Formatter');
    expect(html).not.toMatch(/<script[^>]+src=/i); // self-contained
    await expect(client.readResource({ uri: 'ui://ctp/nope' })).rejects.toMatchObject({ code: -32602 });
  });

  it('offers a use-tool prompt and completes tool ids', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(['use-tool']);
    const prompt = await client.getPrompt({ name: 'use-tool', arguments: { id: 'json-formatter', task: 'tidy this' } });
    expect((prompt.messages[0]!.content as { text: string }).text).toContain('to: tidy this');
    const done = await client.complete({ ref: { type: 'ref/resource', uri: 'ctp://tools/{id}' }, argument: { name: 'id', value: 'json-' } });
    expect(done.completion.values).toEqual(definitions.filter((d) => d.id.startsWith('json-')).map((d) => d.id).sort());
    const none = await client.complete({ ref: { type: 'ref/prompt', name: 'other' }, argument: { name: 'x', value: 'y' } });
    expect(none.completion.values).toEqual([]);
  });
});

describe('initialize and capabilities', () => {
  it('advertises tools, logging, completions, resources, prompts and the working CTP features', () => {
    expect(client.getServerCapabilities()).toMatchObject({
      tools: { listChanged: true },
      logging: {},
      completions: {},
      resources: {},
      prompts: {},
      experimental: { ctp: { version: '1.0.0', features: ['toolsets', 'compactMode', 'structuredContent', 'serverExecution', 'mcpApps', 'clientExecution', 'embedding', 'autosense'] } },
    });
    expect(client.getServerVersion()).toMatchObject({ name: 'ctp', version: 'test' });
  });

  it.each(['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'])('echoes protocol version %s', async (version) => {
    const { client: c } = await httpClient(`${server.url}/mcp`, { supportedProtocolVersions: [version] });
    expect(c.getNegotiatedProtocolVersion()).toBe(version);
    expect((await c.callTool({ name: 'json-formatter', arguments: { json: '[1]' } })).isError).toBeFalsy();
    await c.close();
  });

  it('serves 2026-07-28 (server/discover, per-request envelope)', async () => {
    const { client: c } = await httpClient(`${server.url}/mcp`, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    expect(c.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    expect((await c.listTools()).tools).toHaveLength(definitions.length + 1);
    const result = await c.callTool({ name: 'json-formatter', arguments: { json: '[1]' } });
    expect(result.structuredContent).toMatchObject({ formatted: '[\n  1\n]' });
    await c.close();
  });

  it('GET /mcp/capabilities reports server info, capabilities and the tool count', async () => {
    const body = await (await fetch(`${server.url}/mcp/capabilities`)).json();
    // tools listed: the catalog and run-recipe; reachable: the catalog
    expect(body).toMatchObject({ name: 'ctp', version: 'test', tools: definitions.length + 1, reachableTools: definitions.length, capabilities: { tools: { listChanged: true } } });
    expect(body.protocolVersions).toEqual(expect.arrayContaining(['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']));
  });
});

describe('DNS-rebinding protection on a loopback bind', () => {
  it('403 for a foreign Host or Origin, served for localhost ones', async () => {
    const init = rpc('initialize', INIT_PARAMS);
    expect((await rawPost(`${server.url}/mcp`, init, { host: 'evil.example.com' })).status).toBe(403);
    expect((await rawPost(`${server.url}/mcp`, init, { origin: 'http://evil.example.com' })).status).toBe(403);
    expect((await rawPost(`${server.url}/mcp`, init, { host: `localhost:${server.port}`, origin: `http://localhost:${server.port}` })).status).toBe(200);
  });
});
