import { describe, expect, it } from 'vitest';
import { parse } from 'smol-toml';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

const convert = async (json: string, options: Record<string, unknown> = {}) => (await runOk<{ toml: string; omittedNulls: number }>(tool, { json, ...options })).toml;
/** JSON.parse-like view of parsed TOML, with BigInt integers turned into numbers when safe. */
const back = (toml: string) => JSON.parse(JSON.stringify(parse(toml, { integersAsBigInt: 'asNeeded' }), (_, v) => (typeof v === 'bigint' ? Number(v) : v)));

describe('json-to-toml', () => {
  itReproducesItsExample(tool);

  it('round-trips through smol-toml parse', async () => {
    const value = {
      name: 'ctp',
      n: 3,
      f: 2.5,
      ok: false,
      list: [1, 'two', [3, 4], { five: 5 }],
      empty: [],
      'dotted.key': { 'with space': { deep: 'x' } },
      tables: [{ a: 1 }, { b: { c: [1] } }],
      '': 'empty key',
      multi: 'line 1\nline 2\t"quoted" \\ \u0001',
    };
    const toml = await convert(JSON.stringify(value));
    expect(back(toml)).toEqual(value);
  });

  it('keeps integers exact and integer/float distinct', async () => {
    const toml = await convert('{"max":9223372036854775807,"min":-9223372036854775808,"one":1,"oneF":1.0,"e":1e3,"tiny":5e-324}');
    expect(toml).toBe('max = 9223372036854775807\nmin = -9223372036854775808\none = 1\noneF = 1.0\ne = 1000.0\ntiny = 5e-324\n');
    const parsed = parse(toml, { integersAsBigInt: true });
    expect(parsed.max).toBe(9223372036854775807n);
    expect(parsed.oneF).toBe(1);
  });

  it('refuses what TOML cannot represent, with the position', async () => {
    expect(await runError(tool, { json: '{"a": 1,\n "b": null}' }, 'INVALID_INPUT')).toBe(
      'Cannot convert to TOML at line 2, column 7: "b" is null, which TOML cannot represent (set nulls to "omit" to drop such keys)',
    );
    expect(await runError(tool, { json: '{"a": [1, null]}', nulls: 'omit' }, 'INVALID_INPUT')).toBe('Cannot convert to TOML at line 1, column 11: null inside an array cannot be represented in TOML');
    expect(await runError(tool, { json: '{"a": 9223372036854775808}' }, 'INVALID_INPUT')).toBe(
      "Cannot convert to TOML at line 1, column 7: integer 9223372036854775808 is outside TOML's 64-bit range; write it as a string",
    );
    expect(await runError(tool, { json: '{"a": 1e400}' }, 'INVALID_INPUT')).toMatch(/column 7: number 1e400 is outside the double range/);
    expect(await runError(tool, { json: '{"a": "\\ud800"}' }, 'INVALID_INPUT')).toMatch(/column 7: lone surrogate U\+D800/);
    expect(await runError(tool, { json: '[1, 2]' }, 'INVALID_INPUT')).toBe('A TOML document is a table: the JSON must be an object, not an array. Wrap it, e.g. {"items": …}.');
    expect(await runError(tool, { json: '"x"' }, 'INVALID_INPUT')).toMatch(/not a string/);
    expect(await runError(tool, { json: '{"a": }' }, 'INVALID_INPUT')).toBe('Invalid JSON at line 1, column 7: value expected');
  });

  it('drops null keys on request', async () => {
    const data = await runOk(tool, { json: '{"a": null, "b": {"c": null, "d": 1}}', nulls: 'omit' });
    expect(data).toEqual({ toml: '[b]\nd = 1\n', omittedNulls: 2 });
  });

  it('keeps the last of duplicate keys with a warning', async () => {
    const result = await runTool(tool, { json: '{"a": 1, "b": 2, "a": 3}' });
    expect(result.data.toml).toBe('b = 2\na = 3\n');
    expect(result.metadata?.warnings).toEqual(['Duplicate key "a" at line 1, column 18: the last value is kept']);
  });

  it('writes __proto__ as an ordinary key', async () => {
    const toml = await convert('{"__proto__": {"x": 1}, "constructor": 2}');
    expect(toml).toBe('constructor = 2\n\n[__proto__]\nx = 1\n');
  });

  it('handles unicode keys and values', async () => {
    const toml = await convert(JSON.stringify({ [UNICODE_SAMPLE]: UNICODE_SAMPLE }));
    expect(toml).toBe(`"${UNICODE_SAMPLE}" = "${UNICODE_SAMPLE}"\n`);
    expect(back(toml)).toEqual({ [UNICODE_SAMPLE]: UNICODE_SAMPLE });
  });

  it('converts {} to an empty document and treats empty input as missing', async () => {
    expect(await convert('{}')).toBe('');
    await runError(tool, { json: '' }, 'MISSING_REQUIRED');
  });

  it('handles deep nesting within JSON limits', async () => {
    const deep = '{"a":'.repeat(500) + '1' + '}'.repeat(500);
    expect(back(await convert(deep))).toEqual(JSON.parse(deep));
    expect(await runError(tool, { json: '{"a":'.repeat(1001) + '1' + '}'.repeat(1001) }, 'INVALID_INPUT')).toMatch(/nested too deeply/);
  });

  it('converts the largest allowed input and rejects one character more', async () => {
    const unit = '{"k":12345678901234567,"s":"x"},';
    const count = Math.floor((1_000_000 - 8) / unit.length);
    const json = `{"t":[${largestInput(tool, 'json', unit).slice(0, count * unit.length - 1)}]}`;
    expect(json.length).toBeLessThanOrEqual(1_000_000);
    const toml = await convert(json);
    expect(toml.startsWith('[[t]]\nk = 12345678901234567\ns = "x"\n\n[[t]]\n')).toBe(true);
    expect(toml.length).toBe(count * '[[t]]\nk = 12345678901234567\ns = "x"\n\n'.length - 1);
    await runError(tool, { json: oversizedInput(tool, 'json') }, 'CONSTRAINT_VIOLATION');
  });
});
