import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

const convert = async (input: string, options: Record<string, unknown> = {}) => (await runOk<{ json: string }>(tool, { input, ...options })).json;

describe('js-object-to-json', () => {
  itReproducesItsExample(tool);

  it('accepts every JSON5 extension', async () => {
    const input = `/* block */ {
      unquoted: 1, 'single': 'it\\'s', "double": "x",
      hex: 0xFF, neg: -0x10, lead: .5, trail: 5., plus: +1, exp: 1e3,
      cont: 'a\\
b', $dollar_ok: true, nothing: null, nested: {a: [1, 2,],},
    } // trailing comment`;
    expect(JSON.parse(await convert(input))).toEqual({
      unquoted: 1, single: "it's", double: 'x', hex: 255, neg: -16, lead: 0.5, trail: 5, plus: 1, exp: 1000, cont: 'ab', $dollar_ok: true, nothing: null, nested: { a: [1, 2] },
    });
  });

  it('matches JSON.stringify on strict JSON input', async () => {
    const json = '{"a":[1,2.5,-3e-7,"x\\u0000y\\n",true,null,{}],"b":{"c":[]}}';
    expect(await convert(json, { indent: '4' })).toBe(JSON.stringify(JSON.parse(json), null, 4));
    expect(await convert(json, { indent: '0' })).toBe(JSON.stringify(JSON.parse(json)));
    expect(await convert(json, { indent: 'tab' })).toBe(JSON.stringify(JSON.parse(json), null, '\t'));
  });

  it('handles Infinity and NaN as asked', async () => {
    expect(await runError(tool, { input: '{a: [1, -Infinity]}' }, 'INVALID_INPUT')).toBe(
      'Cannot convert to JSON: $.a[1] is -Infinity, which JSON cannot represent (choose null or string for Infinity and NaN)',
    );
    expect(await convert('[Infinity, -Infinity, NaN]', { nonFinite: 'null', indent: '0' })).toBe('[null,null,null]');
    expect(await convert('[Infinity, -Infinity, NaN]', { nonFinite: 'string', indent: '0' })).toBe('["Infinity","-Infinity","NaN"]');
  });

  it('reports syntax errors with line and column in code points', async () => {
    expect(await runError(tool, { input: "{a: 1,\n b: 'x',\n c: @}" }, 'INVALID_INPUT')).toBe("Invalid JavaScript object / JSON5 at line 3, column 5: invalid character '@'");
    expect(await runError(tool, { input: `[\n'${UNICODE_SAMPLE}', @]` }, 'INVALID_INPUT')).toBe("Invalid JavaScript object / JSON5 at line 2, column 8: invalid character '@'");
    expect(await runError(tool, { input: '{a: undefined}' }, 'INVALID_INPUT')).toMatch(/line 1, column 5: invalid character 'u'/);
    expect(await runError(tool, { input: '{a: `template`}' }, 'INVALID_INPUT')).toMatch(/column 5: invalid character '`'/);
    expect(await runError(tool, { input: '{a: 1' }, 'INVALID_INPUT')).toBe('Invalid JavaScript object / JSON5 at line 1, column 6: invalid end of input');
    expect(await runError(tool, { input: '   ' }, 'INVALID_INPUT')).toMatch(/invalid end of input/);
  });

  it('warns about integers beyond 2^53', async () => {
    const result = await runTool(tool, { input: '{id: 12345678901234567890, ok: 9007199254740991}', indent: '0' });
    expect(result.data.json).toBe('{"id":12345678901234567000,"ok":9007199254740991}');
    expect(result.metadata?.warnings).toEqual([
      '1 integer is beyond ±2^53 (first at $.id) and may have lost digits: numbers are read as JavaScript doubles. Quote them to keep them exact.',
    ]);
  });

  it('keeps __proto__ as a plain key and the last of duplicates', async () => {
    expect(await convert('{__proto__: {x: 1}, a: 1, a: 2}', { indent: '0' })).toBe('{"__proto__":{"x":1},"a":2}');
  });

  it('refuses nesting deeper than 1000 levels', async () => {
    expect(JSON.parse(await convert('['.repeat(1000) + ']'.repeat(1000), { indent: '0' }))).toBeInstanceOf(Array);
    expect(await runError(tool, { input: '['.repeat(100_000) + ']'.repeat(100_000) }, 'INVALID_INPUT')).toBe('Cannot convert to JSON: nested deeper than 1000 levels');
  });

  it('handles unicode keys, values and escapes', async () => {
    expect(await convert(`{À中: '${UNICODE_SAMPLE}\\u00e9', '${UNICODE_SAMPLE}': 1}`, { indent: '0' })).toBe(`{"À中":"${UNICODE_SAMPLE}é","${UNICODE_SAMPLE}":1}`);
    // an emoji is not an identifier character: such keys need quotes
    expect(await runError(tool, { input: `{${UNICODE_SAMPLE}: 1}` }, 'INVALID_INPUT')).toBe("Invalid JavaScript object / JSON5 at line 1, column 3: invalid character '😀'");
  });

  it('treats an empty input as missing', async () => {
    await runError(tool, { input: '' }, 'MISSING_REQUIRED');
  });

  it('converts the largest allowed input and rejects one character more', async () => {
    const unit = "{id: 0x10, name: 'x', tags: ['a',],},";
    const count = Math.floor((1_000_000 - 2) / unit.length);
    const input = `[${largestInput(tool, 'input', unit).slice(0, count * unit.length)}]`;
    const json = await convert(input, { indent: '0' });
    expect(json).toBe(`[${Array(count).fill('{"id":16,"name":"x","tags":["a"]}').join(',')}]`);
    await runError(tool, { input: oversizedInput(tool, 'input') }, 'CONSTRAINT_VIOLATION');
  });
});
