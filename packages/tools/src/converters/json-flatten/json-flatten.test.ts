import { describe, expect, it } from 'vitest';
import tool from './index.js';
import unflattenTool from '../json-unflatten/index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; keys: number };
const flat = async (value: unknown, extra: Record<string, unknown> = {}) => JSON.parse((await runOk<Out>(tool, { json: JSON.stringify(value), indent: '0', ...extra })).result);

/** Independent reference: recursive walk. */
function reference(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value !== null && typeof value === 'object' && Object.keys(value).length > 0) {
    for (const [k, v] of Object.entries(value)) reference(v, prefix ? `${prefix}.${k}` : k, out);
  } else out[prefix] = value;
  return out;
}

describe('json-flatten', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { json: '' }, 'MISSING_REQUIRED');
  });

  it('matches a recursive reference and round-trips through json-unflatten (random documents)', async () => {
    const rnd = testRandom(13);
    const value = (depth: number): unknown => {
      const r = rnd();
      if (depth > 3 || r < 0.35) return [1, 'x', true, null, UNICODE_SAMPLE][Math.floor(rnd() * 5)];
      if (r < 0.6) return Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => value(depth + 1));
      const o: Record<string, unknown> = {};
      for (const k of ['a', 'b', 'c'].filter(() => rnd() < 0.7)) o[k] = value(depth + 1);
      return Object.keys(o).length ? o : { z: 0 };
    };
    for (let n = 0; n < 30; n++) {
      const doc = { root: value(0) };
      const flattened = await flat(doc);
      expect(flattened).toEqual(reference(doc));
      const back = await runOk<{ result: string }>(unflattenTool, { json: JSON.stringify(flattened), indent: '0' });
      expect(JSON.parse(back.result)).toEqual(doc);
    }
  });

  it('supports delimiters, safe mode and max depth', async () => {
    expect(await flat({ a: { b: [1, 2] } }, { delimiter: '__' })).toEqual({ a__b__0: 1, a__b__1: 2 });
    expect(await flat({ a: { b: [1, 2] } }, { safe: true })).toEqual({ 'a.b': [1, 2] });
    expect(await flat({ a: { b: { c: 1 } } }, { maxDepth: 2 })).toEqual({ 'a.b': { c: 1 } });
    expect(await flat({ a: {}, b: [] })).toEqual({ a: {}, b: [] });
  });

  it('warns when a key contains the delimiter', async () => {
    const r = await runTool(tool, { json: '{"a.b":{"c":1}}' });
    expect(JSON.parse(r.data.result)).toEqual({ 'a.b.c': 1 });
    expect(JSON.stringify(r.metadata)).toMatch(/contain the delimiter/);
  });

  it('rejects scalars and invalid JSON', async () => {
    expect(await runError(tool, { json: '42' }, 'INVALID_INPUT')).toMatch(/single number/);
    expect(await runError(tool, { json: '{"a":' }, 'INVALID_INPUT')).toMatch(/^Invalid JSON in the input at line 1/);
  });

  it('handles the largest allowed input', async () => {
    // 50,000 leaves of 16 characters each, filled up to the limit with one long string
    const leaves = Array.from({ length: 50_000 }, (_, i) => `"${String(i).padStart(14, '0')}"`).join(',');
    const head = `{"a":{"b":[${leaves}]},"pad":"`;
    const json = `${head}${'x'.repeat(largestInput(tool, 'json').length - head.length - 2)}"}`;
    expect(json.length).toBe(1_000_000);
    const out = await runOk<Out>(tool, { json, indent: '0' });
    expect(out.keys).toBe(50_001);
  });
});
