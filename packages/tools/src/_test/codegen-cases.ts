/**
 * The edge cases every "JSON / JSON Schema → code" tool shares (they run one engine,
 * _shared/quicktype-codegen.ts): nested names, unicode, the largest input, bad input.
 */
import { expect, it } from 'vitest';
import type { Tool } from '@ctp/core';
import { runError, runOk, UNICODE_SAMPLE } from './harness.js';

type Out = { code: string; language: string; lineCount: number };

export const CODEGEN_SAMPLE = JSON.stringify({ id: 7, name: 'Ada', tags: ['x'], owner: { login: 'u', since: '2024-01-02T03:04:05Z' }, note: null });
export const CODEGEN_SCHEMA = JSON.stringify({
  type: 'object',
  properties: { id: { type: 'integer' }, role: { enum: ['admin', 'user'] }, nick: { type: 'string' } },
  required: ['id', 'role'],
  additionalProperties: false,
});

export function itHandlesCodegenEdgeCases(tool: Tool, source: 'json' | 'schema'): void {
  const name = source === 'json' ? 'json' : 'schema';

  it('names nested types and keeps unicode content', async () => {
    if (source === 'json') expect((await runOk<Out>(tool, { json: CODEGEN_SAMPLE })).code).toMatch(/Owner/);
    else expect((await runOk<Out>(tool, { schema: CODEGEN_SCHEMA, typeName: 'Account' })).code).toMatch(/Account/);
    const unicode =
      source === 'json'
        ? { json: JSON.stringify({ label: UNICODE_SAMPLE, count: 1 }) }
        : { schema: JSON.stringify({ type: 'object', description: UNICODE_SAMPLE, properties: { label: { type: 'string', default: UNICODE_SAMPLE } } }) };
    expect((await runOk<Out>(tool, unicode)).code.length).toBeGreaterThan(10);
  });

  it('handles an input close to the 100,000-character limit', async () => {
    const text =
      source === 'json'
        ? JSON.stringify(Array.from({ length: 2150 }, (_, i) => ({ id: i, name: `n${i}`, ok: i % 2 === 0, ...(i % 3 ? { extra: i } : {}) })))
        : JSON.stringify({ type: 'object', properties: Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`field${i}`, { type: i % 2 ? 'string' : 'integer' }])) });
    expect(text.length).toBeGreaterThan(60_000);
    expect(text.length).toBeLessThanOrEqual(100_000);
    expect((await runOk<Out>(tool, { [name]: text })).lineCount).toBeGreaterThan(3);
  });

  it('rejects invalid input with its position', async () => {
    expect(await runError(tool, { [name]: source === 'json' ? '{"a": [1, }' : '{"type": "object",' }, 'INVALID_INPUT')).toMatch(/line 1, column/);
    await runError(tool, { [name]: '' }, 'MISSING_REQUIRED');
  });
}
