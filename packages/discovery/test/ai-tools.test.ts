import { describe, expect, it } from 'vitest';
import { toMcpTool } from '@ctp/core';
import { createAiTools, createOpenApi } from '../src/index.js';
import { BASE_URL, FULL_OPTIONS, OPTIONS, catalogRegistry, handRegistry } from './fixtures.js';

describe.each([
  ['hand-made registry', async () => handRegistry()],
  ['catalog', catalogRegistry],
])('createAiTools (%s)', (_label, load) => {
  it('is the MCP tools/list shape: toMcpTool unchanged plus invocation URL, method and embed URL', async () => {
    const registry = await load();
    const doc = createAiTools(registry, FULL_OPTIONS);
    expect(doc.version).toBe('1.0');
    expect(doc.tools.map((t) => t.name)).toEqual(registry.list().map((t) => t.id));
    for (const [i, spec] of registry.list().entries()) {
      const { invocationUrl, method, embedUrl, ...mcp } = doc.tools[i]!;
      expect(mcp).toEqual(toMcpTool(spec));
      expect(invocationUrl).toBe(`${BASE_URL}/api/tools/${spec.id}`);
      expect(method).toBe(spec.method);
      expect(embedUrl).toBe(`${BASE_URL}/embed/${spec.id}`);
    }
    expect(createAiTools(registry, OPTIONS).tools.every((t) => !('embedUrl' in t))).toBe(true);
  });

  it('has the same input schemas as MCP and OpenAPI', async () => {
    const registry = await load();
    const tools = createAiTools(registry, OPTIONS).tools;
    const openapi = createOpenApi(registry, OPTIONS);
    for (const [i, spec] of registry.list().entries()) {
      const op = openapi.paths[`/api/tools/${spec.id}`]!;
      const fromOpenApi =
        spec.method === 'POST'
          ? op.post!.requestBody!.content['application/json']!.schema
          : {
              // a GET operation's query parameters, folded back into an object schema
              type: 'object',
              properties: Object.fromEntries((op.get!.parameters ?? []).map((p) => [p.name, p.schema])),
              ...((op.get!.parameters ?? []).some((p) => p.required) ? { required: op.get!.parameters!.filter((p) => p.required).map((p) => p.name) } : {}),
              additionalProperties: false,
            };
      expect(tools[i]!.inputSchema).toEqual(toMcpTool(spec).inputSchema);
      expect(fromOpenApi).toEqual(tools[i]!.inputSchema);
    }
  });
});

it('never shares objects with the registry', () => {
  const registry = handRegistry();
  const tool = createAiTools(registry, OPTIONS).tools[0]!;
  expect(tool.outputSchema).not.toBe(registry.list()[0]!.outputSchema);
});
