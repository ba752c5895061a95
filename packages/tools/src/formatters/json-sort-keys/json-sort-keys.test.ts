import { describe, expect, it } from 'vitest';
import tool, { codePointCompare, naturalCompare } from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

const sortJson = async (json: string, options: Record<string, unknown> = {}) => (await runOk<{ json: string }>(tool, { json, indent: '0', ...options })).json;

/** Reference: rebuild with keys sorted by a comparator, printed by JSON.stringify. */
function reference(value: unknown, compare: (a: string, b: string) => number): unknown {
  if (Array.isArray(value)) return value.map((v) => reference(v, compare));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort(compare)) out[key] = reference((value as Record<string, unknown>)[key], compare);
  return out;
}

describe('json-sort-keys', () => {
  itReproducesItsExample(tool);

  it('sorts recursively and keeps arrays and literals as written', async () => {
    expect(await sortJson('{"b":[{"y":1,"x":2}],"a":{"d":1.50,"c":"\\u0041"},"n":12345678901234567890}')).toBe(
      '{"a":{"c":"\\u0041","d":1.50},"b":[{"x":2,"y":1}],"n":12345678901234567890}',
    );
    expect(await sortJson('{"b":1,"a":2,"c":3}', { order: 'desc' })).toBe('{"c":3,"b":1,"a":2}');
  });

  it('matches a JSON.stringify reference on random documents (code point, BMP keys)', async () => {
    let seed = 7;
    const rnd = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    const chars = ['a', 'B', 'z', '_', '0', '9', 'é', 'Z', ' ', '-'];
    const build = (depth: number): unknown => {
      if (depth > 3 || rnd(3) === 0) return rnd(100);
      if (rnd(4) === 0) return Array.from({ length: rnd(4) }, () => build(depth + 1));
      const obj: Record<string, unknown> = {};
      for (let i = 0; i < 1 + rnd(6); i++) obj['k' + Array.from({ length: rnd(4) }, () => chars[rnd(chars.length)]).join('')] = build(depth + 1);
      return obj;
    };
    for (let i = 0; i < 50; i++) {
      const value = build(0);
      const json = JSON.stringify(value);
      expect(await sortJson(json, { indent: '2' })).toBe(JSON.stringify(reference(value, (a, b) => (a < b ? -1 : a > b ? 1 : 0)), null, 2));
    }
  });

  it('orders by code point, not UTF-16 unit', async () => {
    // U+FF5E sorts before U+1F600 by code point, after it by UTF-16 unit
    expect(await sortJson('{"😀":1,"～":2,"a":3}')).toBe('{"a":3,"～":2,"😀":1}');
    expect(['😀', '～', 'a'].sort(codePointCompare)).toEqual(['a', '～', '😀']);
  });

  it('sorts naturally like a numeric collator on lowercase keys', async () => {
    const collator = new Intl.Collator('en', { numeric: true });
    const keys = ['a10', 'a2', 'a1', 'b', 'a', 'a3b', 'a2b', 'x100y2', 'x100y10', 'x99'];
    expect([...keys].sort(naturalCompare)).toEqual([...keys].sort(collator.compare));
    expect(['a02', 'a2', 'a002'].sort(naturalCompare)).toEqual(['a2', 'a02', 'a002']);
    expect(await sortJson('{"file10":1,"file2":2,"file1":3}', { comparison: 'natural' })).toBe('{"file1":3,"file2":2,"file10":1}');
    expect(await sortJson('{"file10":1,"file2":2,"file1":3}')).toBe('{"file1":3,"file10":1,"file2":2}');
  });

  it('ignores case on request, ties broken by code point', async () => {
    expect(await sortJson('{"b":1,"B":2,"a":3,"C":4}', { ignoreCase: true })).toBe('{"a":3,"B":2,"b":1,"C":4}');
    expect(await sortJson('{"b":1,"B":2,"a":3,"C":4}')).toBe('{"B":2,"C":4,"a":3,"b":1}');
  });

  it('sorts arrays of plain values only when asked', async () => {
    const json = '{"p":["b",10,null,2,true,"a",false,1e1],"o":[{"b":1},{"a":2}],"m":[3,[1],2]}';
    expect(await sortJson(json)).toBe('{"m":[3,[1],2],"o":[{"b":1},{"a":2}],"p":["b",10,null,2,true,"a",false,1e1]}');
    expect(await sortJson(json, { sortArrays: true })).toBe('{"m":[3,[1],2],"o":[{"b":1},{"a":2}],"p":[null,false,true,2,10,1e1,"a","b"]}');
    expect(await sortJson('[1,3,2]', { sortArrays: true, order: 'desc' })).toBe('[3,2,1]');
  });

  it('keeps duplicate keys side by side with a warning', async () => {
    const result = await runTool(tool, { json: '{"b":1,"a":1,"b":2}', indent: '0' });
    expect(result.data).toEqual({ json: '{"a":1,"b":1,"b":2}', objectCount: 1 });
    expect(result.metadata?.warnings).toEqual(['1 duplicate key kept side by side (most JSON readers keep only the last value)']);
  });

  it('indents with 2, 4 spaces or a tab', async () => {
    expect(await sortJson('{"b":[],"a":{}}', { indent: '2' })).toBe('{\n  "a": {},\n  "b": []\n}');
    expect(await sortJson('{"b":[1],"a":1}', { indent: '4' })).toBe('{\n    "a": 1,\n    "b": [\n        1\n    ]\n}');
    expect(await sortJson('{"b":1,"a":1}', { indent: 'tab' })).toBe('{\n\t"a": 1,\n\t"b": 1\n}');
  });

  it('rejects invalid JSON with line and column', async () => {
    expect(await runError(tool, { json: '{"a":1,\n"b":}' }, 'INVALID_INPUT')).toBe('Invalid JSON at line 2, column 5: value expected');
    expect(await runError(tool, { json: '{"a":1} x' }, 'INVALID_INPUT')).toBe('Invalid JSON at line 1, column 9: unexpected character');
  });

  it('handles unicode keys and values', async () => {
    expect(await sortJson(`{"${UNICODE_SAMPLE}":"${UNICODE_SAMPLE}","À":1,"A":2}`)).toBe(`{"A":2,"À":1,"${UNICODE_SAMPLE}":"${UNICODE_SAMPLE}"}`);
  });

  it('treats an empty input as missing and sorts scalars as themselves', async () => {
    await runError(tool, { json: '' }, 'MISSING_REQUIRED');
    expect(await runOk(tool, { json: '42' })).toEqual({ json: '42', objectCount: 0 });
  });

  it('sorts the largest allowed input and rejects one character more', async () => {
    const text = 'x'.repeat(60);
    const unit = `{"z":1,"a":[3,1],"m":"${text}"},`;
    const count = Math.floor((1_000_000 - 2) / unit.length);
    const json = `[${largestInput(tool, 'json', unit).slice(0, count * unit.length - 1)}]`;
    const data = await runOk<{ json: string; objectCount: number }>(tool, { json, indent: '0', comparison: 'natural', sortArrays: true });
    expect(data.objectCount).toBe(count);
    expect(data.json).toBe(`[${Array(count).fill(`{"a":[1,3],"m":"${text}","z":1}`).join(',')}]`);
    await runError(tool, { json: oversizedInput(tool, 'json') }, 'CONSTRAINT_VIOLATION');
  });
});
