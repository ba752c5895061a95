import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { repaired: string; changed: boolean };
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);
const compact = (json: string) => run({ json, format: 'compact' });

describe('json-repair', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { json: '' }, 'MISSING_REQUIRED');
  });

  it('repairs the usual breakages', async () => {
    const cases: Array<[string, unknown]> = [
      ['{"a": 1, "b": [1, 2,', { a: 1, b: [1, 2] }],
      ["{'a': 'x'}", { a: 'x' }],
      ['{a: 1 b: 2}', { a: 1, b: 2 }],
      ['[1, 2, 3,]', [1, 2, 3]],
      ['{"a": None, "b": True, "c": False}', { a: null, b: true, c: false }],
      ['/* c */ {"a": 1} // end', { a: 1 }],
      ['callback({"a": 1});', { a: 1 }],
      ['```json\n{"a": 1}\n```', { a: 1 }],
      ['{"s": "a" + "b"}', { s: 'ab' }],
      ['{"text": "He said "hi""}', { text: 'He said "hi"' }],
    ];
    for (const [input, value] of cases) {
      const out = await compact(input);
      expect(JSON.parse(out.repaired), input).toEqual(value);
      expect(out.changed).toBe(true);
    }
  });

  it('re-formats valid JSON without changing it, keeping big numbers literally', async () => {
    expect(await run({ json: '{"n":12345678901234567890,"a":[]}' })).toEqual({ repaired: '{\n  "n": 12345678901234567890,\n  "a": []\n}', changed: false });
    expect(await run({ json: ' [1,\n2] ', format: 'as-repaired' })).toEqual({ repaired: '[1,\n2]', changed: false });
  });

  it('truncation anywhere in a document still gives valid JSON (prefixes of random documents)', async () => {
    const rnd = testRandom(11);
    const doc = JSON.stringify({ id: 7, name: `Ada ${UNICODE_SAMPLE}`, tags: ['a', 'b'], nested: { x: [1.5, -2e3, null, true], s: 'q"uote' } });
    for (let n = 0; n < 40; n++) {
      const cut = 1 + Math.floor(rnd() * (doc.length - 1));
      const out = await compact(doc.slice(0, cut));
      expect(() => JSON.parse(out.repaired), doc.slice(0, cut)).not.toThrow();
    }
  });

  it('refuses text that is not JSON-like, with a position', async () => {
    expect(await runError(tool, { json: '{"a": 1} @@' }, 'INVALID_INPUT')).toBe('Cannot repair this as JSON at line 1, column 10: Unexpected character "@".');
    await runError(tool, { json: '{"a": 1 : 2}' }, 'INVALID_INPUT');
  });

  it('handles the largest allowed input', async () => {
    const json = `[${largestInput(tool, 'json', '1,').slice(0, 999_990)}`;
    const out = await compact(json);
    expect(out.changed).toBe(true);
    expect(JSON.parse(out.repaired)).toHaveLength(499_995);
  });
});
