import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { formatted: string; records: number; invalidLines: number[] };
const fmt = (input: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { input, ...options });

describe('ndjson-formatter', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { input: '' }, 'MISSING_REQUIRED');
  });

  it('keeps the unicode sample and escapes as written', async () => {
    const data = await fmt(`{ "${UNICODE_SAMPLE}" : "\\u00e9${UNICODE_SAMPLE}" }\r\n[ 1.50 ]`);
    expect(data).toEqual({ formatted: `{"${UNICODE_SAMPLE}":"\\u00e9${UNICODE_SAMPLE}"}\n[1.50]\n`, records: 2, invalidLines: [] });
  });

  it('compacts records, agreeing with JSON.stringify', async () => {
    const values = [{ a: 1, b: [true, null] }, 'text', 42, [], { nested: { x: 'y z' } }];
    const input = values.map((v) => JSON.stringify(v, null, 0).replace(/:/g, ': ')).join('\n');
    const data = await fmt(input);
    expect(data.formatted).toBe(values.map((v) => JSON.stringify(v) + '\n').join(''));
    expect(data.formatted.trimEnd().split('\n').map((l) => JSON.parse(l))).toEqual(values);
  });

  it('pretty-prints as an array with every indent, and as blocks', async () => {
    const input = '{"a":1}\n[2,{"b":3}]';
    expect((await fmt(input, { mode: 'pretty-array', indent: 'tab' })).formatted).toBe('[\n\t{\n\t\t"a": 1\n\t},\n\t[\n\t\t2,\n\t\t{\n\t\t\t"b": 3\n\t\t}\n\t]\n]');
    expect((await fmt(input, { mode: 'pretty-array', indent: 'none' })).formatted).toBe('[{"a":1},[2,{"b":3}]]');
    expect(JSON.parse((await fmt(input, { mode: 'pretty-array', indent: '4' })).formatted)).toEqual([{ a: 1 }, [2, { b: 3 }]]);
    expect((await fmt(input, { mode: 'pretty-array', indent: '4' })).formatted).toBe(JSON.stringify([{ a: 1 }, [2, { b: 3 }]], null, 4));
    expect((await fmt(input, { mode: 'pretty-blocks' })).formatted).toBe('{\n  "a": 1\n}\n\n[\n  2,\n  {\n    "b": 3\n  }\n]');
    expect((await fmt('\n\n', { mode: 'pretty-array' })).formatted).toBe('[]');
  });

  it('converts a JSON array to NDJSON and back', async () => {
    const array = '[\n  {"id": 1, "n": 1e400},\n  "s",\n  [1, 2]\n]';
    const ndjson = await fmt(array, { mode: 'from-array' });
    expect(ndjson).toEqual({ formatted: '{"id":1,"n":1e400}\n"s"\n[1,2]\n', records: 3, invalidLines: [] });
    expect((await fmt(ndjson.formatted, { mode: 'pretty-array', indent: 'none' })).formatted).toBe('[{"id":1,"n":1e400},"s",[1,2]]');
    expect((await fmt('[]', { mode: 'from-array' })).formatted).toBe('');
    expect(await runError(tool, { input: '{"a":1}', mode: 'from-array' }, 'INVALID_INPUT')).toBe(
      'Mode from-array expects a JSON array at the top level, but the input is an object. For NDJSON input, pick another mode.',
    );
    expect(await runError(tool, { input: '[1,', mode: 'from-array' }, 'INVALID_INPUT')).toMatch(/^Invalid JSON at line 1, column 4: /);
  });

  it('reports invalid lines with their numbers, or skips them on request', async () => {
    const input = '{"a":1}\n{"a":2,}\n\n{"a":\n3}\n{"ok":true}';
    expect(await runError(tool, { input }, 'INVALID_INPUT')).toBe(
      "3 invalid lines (each line must hold one complete JSON value): line 2, column 8: property name (in double quotes) expected; line 4, column 6: value expected; line 5, column 2: unexpected content after the JSON value",
    );
    const result = await runTool(tool, { input, skipInvalid: true });
    expect(result.success && result.data).toEqual({ formatted: '{"a":1}\n{"ok":true}\n', records: 2, invalidLines: [2, 4, 5] });
    expect(result.metadata?.warnings?.[1]).toBe('1 blank line was skipped.');
  });

  it('formats the largest allowed input', async () => {
    const unit = '{ "k" : [1, 2] }\n';
    const input = largestInput(tool, 'input', unit);
    const count = input.length / unit.length;
    const data = await fmt(input);
    expect(data.records).toBe(count);
    expect(data.formatted).toBe('{"k":[1,2]}\n'.repeat(count));
  });
});
