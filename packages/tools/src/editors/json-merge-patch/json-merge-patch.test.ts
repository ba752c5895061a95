import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string };
const apply = async (document: unknown, patch: unknown) => JSON.parse((await runOk<Out>(tool, { document: JSON.stringify(document), patch: JSON.stringify(patch), indent: '0' })).result);
const create = async (document: unknown, modified: unknown) => JSON.parse((await runOk<Out>(tool, { mode: 'create', document: JSON.stringify(document), modified: JSON.stringify(modified), indent: '0' })).result);

// RFC 7396 Appendix A: [original, patch, result]
const APPENDIX_A: Array<[unknown, unknown, unknown]> = [
  [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
  [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
  [{ a: 'b' }, { a: null }, {}],
  [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
  [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
  [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
  [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
  [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
  [['a', 'b'], ['c', 'd'], ['c', 'd']],
  [{ a: 'b' }, ['c'], ['c']],
  [{ a: 'foo' }, null, null],
  [{ a: 'foo' }, 'bar', 'bar'],
  [{ e: null }, { a: 1 }, { e: null, a: 1 }],
  [[1, 2], { a: 'b', c: null }, { a: 'b' }],
  [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
];

describe('json-merge-patch', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { document: '', patch: '{}' }, 'MISSING_REQUIRED');
    await runError(tool, { document: '{}' }, 'MISSING_REQUIRED');
  });

  it('reproduces every example of RFC 7396 Appendix A', async () => {
    for (const [original, patch, result] of APPENDIX_A) expect(await apply(original, patch), JSON.stringify([original, patch])).toEqual(result);
  });

  it('creates patches that apply back to the modified document (random documents)', async () => {
    const rnd = testRandom(12);
    const value = (depth: number): unknown => {
      const r = rnd();
      if (depth > 2 || r < 0.3) return Math.floor(rnd() * 5);
      if (r < 0.45) return ['x', UNICODE_SAMPLE][Math.floor(rnd() * 2)];
      if (r < 0.55) return [1, 2].slice(0, Math.floor(rnd() * 3));
      const o: Record<string, unknown> = {};
      for (const k of ['a', 'b', 'c', 'd'].filter(() => rnd() < 0.6)) o[k] = value(depth + 1);
      return o;
    };
    for (let n = 0; n < 60; n++) {
      const from = value(0), to = value(0);
      const patch = await create(from, to);
      expect(await apply(from, patch), JSON.stringify({ from, to, patch })).toEqual(to);
    }
    expect(await create({ a: 1, b: { c: 2, d: 3 } }, { a: 1, b: { c: 2 } })).toEqual({ b: { d: null } });
  });

  it('warns when a value would have to become null', async () => {
    const r = await runTool(tool, { mode: 'create', document: '{"a":1}', modified: '{"a":null,"b":{"c":null}}' });
    expect(JSON.parse(r.data.result)).toEqual({ a: null, b: {} });
    expect(JSON.stringify(r.metadata)).toMatch(/cannot set a value to null.*\/a, \/b\/c/);
  });

  it('treats __proto__ and constructor as ordinary keys', async () => {
    expect(await apply({ constructor: 1 }, JSON.parse('{"__proto__":{"x":1},"constructor":null,"b":2}'))).toEqual(JSON.parse('{"__proto__":{"x":1},"b":2}'));
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('rejects invalid JSON with its position', async () => {
    expect(await runError(tool, { document: '{}', patch: '{"a":}' }, 'INVALID_INPUT')).toMatch(/^Invalid JSON in the patch at line 1, column 6/);
  });

  it('handles the largest allowed input', async () => {
    const document = `[${largestInput(tool, 'document', '1,').slice(0, 999_990)}1]`;
    const out = await runOk<Out>(tool, { document, patch: '{"a":1}', indent: '0' });
    expect(out.result).toBe('{"a":1}');
    // equal arrays: only the array itself keeps an array as it is
    const same = await runOk<Out>(tool, { mode: 'create', document, modified: document, indent: '0' });
    expect(same.result).toBe(document);
    const obj = `{"a":${document}}`;
    expect((await runOk<Out>(tool, { mode: 'create', document: obj, modified: obj, indent: '0' })).result).toBe('{}');
  });
});
