/** The MCP surface's pure parts: toolset specs, payload caching, result mapping. */
import { describe, expect, it } from 'vitest';
import { CTP_META_KEY, defineTool, failure, success, toMcpTool } from '@ctp/core';
import { createRegistry, definitions } from '@ctp/tools';
import { McpCatalog, isLoopback, parseToolsetSpec, selectTools, toCallToolResult, ToolsetError } from '../src/mcp/index.js';
import { mcpTestRegistry } from './mcp-fixtures/registry.js';

describe('toolset specs', () => {
  it('parses all, compact, categories, tags and globs into a canonical key', () => {
    expect(parseToolsetSpec(undefined)).toEqual({ key: 'all', compact: false, selectors: [] });
    expect(parseToolsetSpec(' ALL ')).toMatchObject({ key: 'all' });
    expect(parseToolsetSpec('json-*, compact,encoders encoders')).toEqual({ key: 'compact,encoders,json-*', compact: true, selectors: ['encoders', 'json-*'] });
    expect(parseToolsetSpec('tag:json')).toMatchObject({ selectors: ['tag:json'] });
  });

  it('rejects malformed specs and selectors that match nothing', () => {
    for (const bad of ['a/b', 'tag:', '../x', 'x'.repeat(1001), Array.from({ length: 51 }, (_, i) => `t${i}`).join(',')])
      expect(() => parseToolsetSpec(bad)).toThrow(ToolsetError);
    expect(() => selectTools(definitions, parseToolsetSpec('formatters,nothing-*'))).toThrow(/"nothing-\*"/);
  });

  it('selects the union of its selectors in id order', () => {
    const ids = selectTools(definitions, parseToolsetSpec('tag:uuid,json-formatter')).map((d) => d.id);
    const tagged = definitions.filter((d) => d.tags.includes('uuid')).map((d) => d.id);
    expect(tagged.length).toBeGreaterThan(0);
    expect(ids).toEqual([...new Set(['json-formatter', ...tagged])].sort());
  });

  it('treats loopback names and addresses as loopback', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.1.2.3']) expect(isLoopback(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', 'example.com']) expect(isLoopback(host)).toBe(false);
  });
});

describe('McpCatalog', () => {
  it('computes each toolset payload once and reuses it', () => {
    const catalog = new McpCatalog(createRegistry());
    const all = catalog.toolset('all');
    expect(catalog.toolset('ALL')).toBe(all);
    // toMcpTool plus the MCP Apps link for tools with a browser UI
    const expected = definitions.map((d) => {
      const tool = toMcpTool(d);
      return d.executionMode === 'server' ? tool : { ...tool, _meta: { ...tool._meta, ui: { resourceUri: `ui://ctp/${d.id}` } } };
    });
    expect(all.tools.slice(0, -1)).toEqual(expected.sort((a, b) => (a.name < b.name ? -1 : 1)));
    expect(all.tools.at(-1)!.name).toBe('run-recipe');
    expect(catalog.toolset('encoders').tools[0]).toBe(all.byName.get(catalog.toolset('encoders').tools[0]!.name));
  });

  it('refreshes when the registry changes', () => {
    const registry = mcpTestRegistry();
    const catalog = new McpCatalog(registry);
    const before = catalog.toolset('all');
    const extra = defineTool({ ...registry.get('echo-text')!.definition, id: 'echo-two' }, (p) => success({ echo: String(p.text) }));
    registry.register(extra);
    expect(catalog.toolset('all')).not.toBe(before);
    expect(catalog.toolset('all').byName.has('echo-two')).toBe(true);
  });

  it('compact mode lists three meta-tools whose hints are the most cautious of what they reach', () => {
    const catalog = new McpCatalog(createRegistry());
    const compact = catalog.toolset('compact');
    expect(compact.tools.map((t) => t.name)).toEqual(['search-tools', 'describe-tool', 'run-tool', 'run-recipe']);
    expect(compact.reachable.size).toBe(definitions.length);
    expect(compact.byName.get('run-tool')!.annotations.idempotentHint).toBe(false);
    expect(catalog.toolset('compact,formatters').byName.get('run-tool')!.annotations.idempotentHint).toBe(true);
    expect(compact.byName.get('run-tool')!.inputSchema).toMatchObject({ properties: { arguments: { type: 'object' } }, required: ['id'] });
  });
});

describe('toCallToolResult', () => {
  it('success: structuredContent is the data, the text is its pretty JSON, warnings follow', () => {
    const result = toCallToolResult({ success: true, data: { a: 1 }, metadata: { executionTime: 1, warnings: ['careful'] } });
    expect(result).toEqual({
      content: [
        { type: 'text', text: '{\n  "a": 1\n}' },
        { type: 'text', text: 'Warning: careful' },
      ],
      structuredContent: { a: 1 },
      _meta: { [CTP_META_KEY]: { executionTime: 1, warnings: ['careful'] } },
    });
  });

  it('failure: isError with the CTP code, no structuredContent', () => {
    expect(toCallToolResult(failure('TIMEOUT', 'too slow'))).toEqual({
      content: [{ type: 'text', text: 'TIMEOUT: too slow' }],
      isError: true,
      _meta: { [CTP_META_KEY]: { errorCode: 'TIMEOUT' } },
    });
  });
});
