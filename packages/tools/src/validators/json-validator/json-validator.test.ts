import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  valid: boolean;
  summary: string;
  error?: { message: string; line: number; column: number; offset: number };
  rootType?: string;
  stats?: { depth: number; keyCount: number; objectCount: number; arrayCount: number; bytes: number };
  duplicateKeys?: Array<{ path: string; line: number; column: number }>;
}

const check = (json: string, allowComments = false) => runOk<Out>(tool, { json, allowComments });

/** Reference statistics computed from JSON.parse's value. */
function referenceStats(value: unknown): { depth: number; keyCount: number; objectCount: number; arrayCount: number } {
  const s = { depth: 0, keyCount: 0, objectCount: 0, arrayCount: 0 };
  const walk = (v: unknown, level: number): void => {
    if (Array.isArray(v)) {
      s.arrayCount++;
      s.depth = Math.max(s.depth, level + 1);
      v.forEach((x) => walk(x, level + 1));
    } else if (v !== null && typeof v === 'object') {
      s.objectCount++;
      s.depth = Math.max(s.depth, level + 1);
      for (const x of Object.values(v)) {
        s.keyCount++;
        walk(x, level + 1);
      }
    }
  };
  walk(value, 0);
  return s;
}

describe('json-validator', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { json: '' }, 'MISSING_REQUIRED');
  });

  it('reports whitespace-only input as invalid, not missing', async () => {
    expect(await check('  ')).toEqual({
      valid: false,
      summary: 'Invalid JSON at line 1, column 3: value expected',
      error: { message: 'value expected', line: 1, column: 3, offset: 2 },
    });
  });

  it('reports the first syntax error with line, column and offset', async () => {
    const data = await check('{\n  "a": 1\n  "b": 2\n}');
    expect(data).toEqual({
      valid: false,
      summary: "Invalid JSON at line 3, column 3: ',' expected",
      error: { message: "',' expected", line: 3, column: 3, offset: 13 },
    });
  });

  it('names the unexpected character, counting columns in code points and offsets in UTF-16 units', async () => {
    const json = `["${UNICODE_SAMPLE}😀",\n x]`;
    const data = await check(json);
    expect(data.error).toEqual({ message: "unexpected character 'x' (U+0078)", line: 2, column: 2, offset: 12 });
    expect(json[data.error!.offset]).toBe('x');
    const sameLine = await check(`["${UNICODE_SAMPLE}😀", x]`);
    expect(sameLine.error).toMatchObject({ column: 10, offset: 11 });
  });

  it('explains a leading byte order mark', async () => {
    const data = await check('\uFEFF{}');
    expect(data.error).toEqual({
      message: 'byte order mark (U+FEFF) before the value; JSON text must not start with a BOM',
      line: 1,
      column: 1,
      offset: 0,
    });
  });

  it('validates unicode text and counts its UTF-8 bytes', async () => {
    const json = `{"${UNICODE_SAMPLE}":"${UNICODE_SAMPLE}"}`;
    const data = await check(json);
    expect(data.valid).toBe(true);
    expect(data.stats).toEqual({ depth: 1, keyCount: 1, objectCount: 1, arrayCount: 0, bytes: Buffer.byteLength(json, 'utf8') });
    expect(data.stats!.bytes).toBe(25);
  });

  it('describes scalar roots', async () => {
    expect(await check('"x"')).toEqual({
      valid: true,
      summary: 'Valid JSON: string, 3 bytes.',
      rootType: 'string',
      stats: { depth: 0, keyCount: 0, objectCount: 0, arrayCount: 0, bytes: 3 },
      duplicateKeys: [],
    });
    expect((await check('null')).rootType).toBe('null');
    expect((await check('-1.5e3')).rootType).toBe('number');
    expect((await check('false')).rootType).toBe('boolean');
    expect((await check('[[]]')).summary).toBe('Valid JSON: array, depth 2, 4 bytes.');
  });

  it('accepts comments and trailing commas only with allowComments', async () => {
    const jsonc = '{\n  // port\n  "port": 8080,\n  "hosts": ["a", "b",],\n}';
    const strict = await check(jsonc);
    expect(strict.valid).toBe(false);
    expect(strict.error).toMatchObject({ message: 'comments are not allowed in JSON', line: 2, column: 3 });
    const lenient = await check(jsonc, true);
    expect(lenient.valid).toBe(true);
    expect(lenient.summary).toBe('Valid JSONC: object, 2 keys, depth 2, 53 bytes.');
    expect(lenient.stats).toMatchObject({ keyCount: 2, arrayCount: 1 });
  });

  it('lists duplicate keys as JSON Pointers in order, escaping ~ and /', async () => {
    const json = '{"a/b": {"x~": 1, "x~": 2}, "list": [{"k": 1, "k": 2, "k": 3}], "": 0, "": 1}';
    const result = await runTool(tool, { json });
    expect(result.success).toBe(true);
    if (!result.success) return;
    const data = result.data as Out;
    expect(data.valid).toBe(true);
    expect(data.duplicateKeys).toEqual([
      { path: '/a~1b/x~0', line: 1, column: 19 },
      { path: '/list/0/k', line: 1, column: 47 },
      { path: '/list/0/k', line: 1, column: 55 },
      { path: '/', line: 1, column: 72 },
    ]);
    expect(data.summary).toBe('Valid JSON: object, 9 keys, depth 3, 77 bytes; 4 duplicate keys (/a~1b/x~0 at line 1, column 19, …).');
    expect(result.metadata?.warnings?.[0]).toBe('Duplicate key /a~1b/x~0 at line 1, column 19: most parsers keep only the last value');
    expect(result.metadata?.warnings).toHaveLength(4);
  });

  it('does not flag equal keys in different objects', async () => {
    expect((await check('[{"id":1},{"id":2}]')).duplicateKeys).toEqual([]);
  });

  it('compares keys by value, so escaped spellings of one key are duplicates', async () => {
    expect((await check('{"é": 1, "\\u00e9": 2}')).duplicateKeys).toEqual([{ path: '/é', line: 1, column: 10 }]);
  });

  it('agrees with JSON.parse on validity and with its value on statistics', async () => {
    const corpus = [
      '{}', '[]', '0', '-0', '1e5', '1E+5', '0.5', '"\\ud800"', '"\\u2028"', '{"a":[1,{"b":null}],"c":true}', '[[[[]]]]',
      '01', '1.', '.5', '-', '+1', '"\t"', '[1,]', '{"a":1,}', 'NaN', 'Infinity', '"\\x"', "'a'", '[1 2]', '1 2', '[]]',
      '{"a" 1}', '1e', '0x1', 'true false', 'nul', '"abc', '[', '/*x*/1', '{"a":1}//c', '"\u0000"', '\u00a01', '{a:1}', '[,1]',
    ];
    for (const json of corpus) {
      let reference: unknown;
      let ok = true;
      try {
        reference = JSON.parse(json);
      } catch {
        ok = false;
      }
      const data = await check(json);
      expect(data.valid, json).toBe(ok);
      if (ok) expect(data.stats, json).toEqual({ ...referenceStats(reference), bytes: Buffer.byteLength(json) });
    }
  });

  it('checks JSON nested 1000 levels deep and refuses deeper', async () => {
    const ok = await check('['.repeat(1000) + ']'.repeat(1000));
    expect(ok.stats?.depth).toBe(1000);
    const message = await runError(tool, { json: '['.repeat(1001) + ']'.repeat(1001) }, 'INVALID_INPUT');
    expect(message).toBe('The JSON is nested deeper than 1000 levels, the most this tool checks (RFC 8259 §9 lets parsers limit nesting)');
  });

  it('validates the largest allowed input and rejects one character more', async () => {
    const unit = '{"k":[1]},';
    const json = `[${largestInput(tool, 'json', unit).slice(0, -unit.length)}1]`;
    expect(json.length).toBeLessThanOrEqual(1_000_000);
    const data = await check(json);
    expect(data.valid).toBe(true);
    expect(data.stats).toEqual({ depth: 3, keyCount: 99_999, objectCount: 99_999, arrayCount: 100_000, bytes: json.length });
    await runError(tool, { json: oversizedInput(tool, 'json') }, 'CONSTRAINT_VIOLATION');
  });
});
