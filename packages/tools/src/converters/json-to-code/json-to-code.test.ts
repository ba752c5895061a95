import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { LANGUAGES } from './languages.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { code: string; language: string; lineCount: number };
const SAMPLE = JSON.stringify({ id: 7, name: 'Ada', active: true, score: 1.5, tags: ['x'], owner: { login: 'u', since: '2024-01-02T03:04:05Z' }, note: null });

describe('json-to-code', () => {
  itReproducesItsExample(tool);

  it('generates every language from one sample, naming the nested type after its property', async () => {
    for (const { value } of LANGUAGES) {
      const data = await runOk<Out>(tool, { source: SAMPLE, language: value, typeName: 'Account' });
      expect(data.code.length, value).toBeGreaterThan(20);
      if (value !== 'schema') expect(data.code, value).toMatch(/Owner/);
      expect(data.lineCount).toBe(data.code.split('\n').length - 1);
    }
  });

  it('follows a JSON Schema: required vs optional, integer, enum', async () => {
    const schema = JSON.stringify({ type: 'object', properties: { id: { type: 'integer' }, role: { enum: ['admin', 'user'] }, nick: { type: 'string' } }, required: ['id', 'role'], additionalProperties: false });
    const ts = await runOk<Out>(tool, { source: schema, inputKind: 'schema', language: 'typescript', typeName: 'User' });
    expect(ts.code).toMatch(/id:\s+number;/);
    expect(ts.code).toMatch(/nick\?:\s+string;/);
    expect(ts.code).toMatch(/"admin"|Admin/);
  });

  it('keeps unicode property names and values working', async () => {
    const data = await runOk<Out>(tool, { source: JSON.stringify({ [UNICODE_SAMPLE]: UNICODE_SAMPLE }), language: 'typescript' });
    // quicktype writes the emoji as its UTF-16 escape inside the string literal: the same property name
    expect(data.code).toMatch(/"À(😀|\\ud83d\\ude00)中"/);
  });

  it('handles a sample close to the 100,000-character limit', async () => {
    const records = Array.from({ length: 2150 }, (_, i) => ({ id: i, name: `n${i}`, ok: i % 2 === 0, ...(i % 3 ? { extra: i } : {}) }));
    const source = JSON.stringify(records);
    expect(source.length).toBeGreaterThan(90_000);
    expect(source.length).toBeLessThan(100_000);
    const data = await runOk<Out>(tool, { source, language: 'go' });
    expect(data.code).toMatch(/Extra \*int64/);
  });

  it('rejects invalid JSON with its position and a remote $ref', async () => {
    expect(await runError(tool, { source: '{"a": }' }, 'INVALID_INPUT')).toMatch(/line 1, column 7/);
    expect(await runError(tool, { source: '{"$ref": "https://example.com/s.json"}', inputKind: 'schema' }, 'INVALID_INPUT')).toMatch(/not fetched|Could not generate/);
  });
});
