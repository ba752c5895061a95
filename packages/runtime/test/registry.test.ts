import { describe, expect, it } from 'vitest';
import { defineTool, success, type ToolSpec } from '@ctp/core';
import { DuplicateToolError, Registry } from '../src/index.js';

function spec(id: string, extra: Partial<ToolSpec> = {}): ToolSpec {
  return {
    id,
    name: id.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' '),
    description: `The ${id} tool.`,
    category: 'formatters',
    tags: [id.split('-')[0]!],
    method: 'POST',
    parameters: [],
    outputDescription: 'Nothing.',
    outputSchema: { type: 'object' },
    example: { input: {}, output: {} },
    ...extra,
  };
}
const tool = (id: string, extra?: Partial<ToolSpec>) => defineTool(spec(id, extra), () => success({}));

describe('Registry', () => {
  const registry = new Registry()
    .register(tool('yaml-formatter', { keywords: ['prettify'] }))
    .register(tool('json-formatter', { keywords: ['prettify', 'beautify'], tags: ['json', 'format'] }))
    .register(tool('json-to-yaml', { category: 'converters', tags: ['json', 'yaml'] }))
    .register(tool('base64-encoder', { category: 'encoders', description: 'Encode text as base64; decode too.', keywords: ['decode'] }));

  it('lists definitions sorted by id', () => {
    expect(registry.list().map((d) => d.id)).toEqual(['base64-encoder', 'json-formatter', 'json-to-yaml', 'yaml-formatter']);
    expect(registry.size).toBe(4);
  });

  it('rejects duplicate ids', () => {
    expect(() => new Registry().register(tool('a-b')).register(tool('a-b'))).toThrow(DuplicateToolError);
  });

  it('filters by category and tag', () => {
    expect(registry.filter({ category: 'converters' }).map((d) => d.id)).toEqual(['json-to-yaml']);
    expect(registry.filter({ tag: 'JSON' }).map((d) => d.id)).toEqual(['json-formatter', 'json-to-yaml']);
    expect(registry.categories()).toEqual([
      { id: 'converters', count: 1 },
      { id: 'encoders', count: 1 },
      { id: 'formatters', count: 2 },
    ]);
  });

  it('searches id, name, tags and keywords, best match first, every word required', () => {
    expect(registry.search('json-formatter')[0]!.definition.id).toBe('json-formatter');
    expect(registry.search('prettify').map((h) => h.definition.id)).toEqual(['json-formatter', 'yaml-formatter']);
    expect(registry.search('prettify json').map((h) => h.definition.id)).toEqual(['json-formatter']);
    expect(registry.search('decode').map((h) => h.definition.id)).toEqual(['base64-encoder']);
    expect(registry.search('form').map((h) => h.definition.id)).toContain('json-formatter'); // prefix
    expect(registry.search('nothing-like-this')).toEqual([]);
    expect(registry.search('   ')).toEqual([]);
    expect(registry.filter({ category: 'formatters', query: 'yaml' }).map((d) => d.id)).toEqual(['yaml-formatter']);
  });

  it('loads lazy tools once, and retries after a failed import', async () => {
    let imports = 0;
    const lazy = new Registry().registerLazy(spec('lazy-tool'), async () => {
      imports++;
      if (imports === 1) throw new Error('network hiccup');
      return { default: tool('lazy-tool') };
    });
    await expect(lazy.get('lazy-tool')!.load()).rejects.toThrow('network hiccup');
    const [a, b] = await Promise.all([lazy.get('lazy-tool')!.load(), lazy.get('lazy-tool')!.load()]);
    expect(a).toBe(b);
    expect(imports).toBe(2);
    expect(lazy.list().map((d) => d.id)).toEqual(['lazy-tool']);
  });
});
