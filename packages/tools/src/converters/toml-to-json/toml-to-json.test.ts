import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'smol-toml';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

const convert = async (toml: string, options: Record<string, unknown> = {}) => (await runOk<{ json: string; bigIntegers: number }>(tool, { toml, ...options })).json;

const SPEC_SAMPLE = `# This is a TOML document
title = "TOML Example"

[owner]
name = "Tom Preston-Werner"
dob = 1979-05-27T07:32:00-08:00

[database]
enabled = true
ports = [ 8000, 8001, 8002 ]
data = [ ["delta", "phi"], [3.14] ]
temp_targets = { cpu = 79.5, case = 72.0 }

[servers.alpha]
ip = "10.0.0.1"
role = "frontend"

[[products]]
name = "Hammer"
sku = 738594937

[[products]]
color = "gray"
`;

describe('toml-to-json', () => {
  itReproducesItsExample(tool);

  it('converts the TOML spec example', async () => {
    expect(JSON.parse(await convert(SPEC_SAMPLE))).toEqual({
      title: 'TOML Example',
      owner: { name: 'Tom Preston-Werner', dob: '1979-05-27T07:32:00.000-08:00' },
      database: { enabled: true, ports: [8000, 8001, 8002], data: [['delta', 'phi'], [3.14]], temp_targets: { cpu: 79.5, case: 72 } },
      servers: { alpha: { ip: '10.0.0.1', role: 'frontend' } },
      products: [{ name: 'Hammer', sku: 738594937 }, { color: 'gray' }],
    });
  });

  it('matches JSON.stringify of smol-toml and survives a stringify round trip', async () => {
    const json = await convert(SPEC_SAMPLE, { indent: '4' });
    const parsed = parse(SPEC_SAMPLE);
    expect(json).toBe(JSON.stringify(parsed, (_, v) => (v instanceof Date ? v.toISOString() : v), 4));
    expect(await convert(stringify(parsed), { indent: '4' })).toBe(json);
  });

  it('writes every date/time kind as ISO text', async () => {
    const toml = 'odt = 1979-05-27T07:32:00Z\nodt2 = 1979-05-27 07:32:00.5+05:30\nldt = 1979-05-27T07:32:00\nld = 1979-05-27\nlt = 07:32:00\n';
    expect(await convert(toml, { indent: '0' })).toBe(
      '{"odt":"1979-05-27T07:32:00.000Z","odt2":"1979-05-27T07:32:00.500+05:30","ldt":"1979-05-27T07:32:00.000","ld":"1979-05-27","lt":"07:32:00.000"}',
    );
  });

  it('warns when sub-millisecond digits are cut', async () => {
    const result = await runTool(tool, { toml: 't = 07:32:00.999999\n' });
    expect(result.data.json).toBe('{\n  "t": "07:32:00.999"\n}');
    expect(result.metadata?.warnings?.[0]).toMatch(/more than 3 fractional second digits/);
  });

  it('keeps 64-bit integers exact, as literals or strings', async () => {
    const toml = 'max = 9223372036854775807\nmin = -9223372036854775808\nsafe = 9007199254740991\nhex = 0xDEAD_BEEF\n';
    const data = await runOk<{ json: string; bigIntegers: number }>(tool, { toml, indent: '0' });
    expect(data).toEqual({ json: '{"max":9223372036854775807,"min":-9223372036854775808,"safe":9007199254740991,"hex":3735928559}', bigIntegers: 2 });
    expect(await convert(toml, { indent: '0', bigIntegers: 'string' })).toBe('{"max":"9223372036854775807","min":"-9223372036854775808","safe":9007199254740991,"hex":3735928559}');
  });

  it('TOML 1.0 integers: refuses a value beyond 2^63-1 or below -2^63 with its position (toml-test invalid/integer/positive-int-big)', async () => {
    const range = '(-9223372036854775808 to 9223372036854775807)';
    expect(await runError(tool, { toml: 'a = 9223372036854775808' }, 'INVALID_INPUT')).toBe(
      `Invalid TOML at line 1, column 5: integer 9223372036854775808 is outside the 64-bit range TOML allows ${range}`,
    );
    expect(await runError(tool, { toml: '# c\n"k" = "😀"\nb = [1, -9223372036854775809]' }, 'INVALID_INPUT')).toBe(
      `Invalid TOML at line 3, column 9: integer -9223372036854775809 is outside the 64-bit range TOML allows ${range}`,
    );
    for (const literal of ['0xffff_ffff_ffff_ffff', '0o1777777777777777777777', `0b1${'0'.repeat(63)}`, '+99_999_999_999_999_999_999'])
      expect(await runError(tool, { toml: `[t]\nx = { y = ${literal} }` }, 'INVALID_INPUT')).toMatch(/^Invalid TOML at line 2, column 11: integer .* is outside the 64-bit range/);
    // the bounds themselves, and large digit runs that are keys, strings, comments, dates or floats, are fine
    expect(await convert('a = 0x7fff_ffff_ffff_ffff\nb = -9223372036854775808', { indent: '0' })).toBe('{"a":9223372036854775807,"b":-9223372036854775808}');
    const fine = '99999999999999999999 = "99999999999999999999" # 99999999999999999999\n[t.99999999999999999999]\nf = 99999999999999999999.5\nd = 1979-05-27\ns = """\n99999999999999999999"""\n';
    expect(await runOk(tool, { toml: fine })).toMatchObject({ bigIntegers: 0 });
  });

  it('refuses inf and nan with the path of the value', async () => {
    expect(await runError(tool, { toml: '[a]\n"b c" = [1, -inf]\n' }, 'INVALID_INPUT')).toBe(
      'TOML cannot be converted to JSON: $.a["b c"][1] is -inf, which JSON cannot represent; quote it in the TOML to keep it as a string',
    );
    expect(await runError(tool, { toml: 'x = nan' }, 'INVALID_INPUT')).toMatch(/\$\.x is nan/);
  });

  it('reports syntax errors with line and column (in code points)', async () => {
    expect(await runError(tool, { toml: 'a = 1\nb = [1,\n  2,, 3]' }, 'INVALID_INPUT')).toBe('Invalid TOML at line 3, column 5: invalid value');
    expect(await runError(tool, { toml: 'a = 1\na = 2\n' }, 'INVALID_INPUT')).toBe('Invalid TOML at line 2, column 1: trying to redefine an already defined table or value');
    expect(await runError(tool, { toml: `k = "${UNICODE_SAMPLE}" x` }, 'INVALID_INPUT')).toMatch(/^Invalid TOML at line 1, column 11: /);
  });

  it('keeps special keys such as __proto__ as plain keys', async () => {
    expect(await convert('__proto__ = 1\n"" = 2\n[constructor]\nx = 3', { indent: '0' })).toBe('{"__proto__":1,"":2,"constructor":{"x":3}}');
  });

  it('handles unicode keys, values and escapes', async () => {
    expect(await convert(`"${UNICODE_SAMPLE}" = "${UNICODE_SAMPLE}\\u00e9\\U0001F600"`, { indent: '0' })).toBe(`{"${UNICODE_SAMPLE}":"${UNICODE_SAMPLE}é😀"}`);
  });

  it('refuses very deep dotted keys instead of overflowing', async () => {
    expect(await runError(tool, { toml: 'a' + '.a'.repeat(5000) + ' = 1' }, 'INVALID_INPUT')).toBe('TOML cannot be converted to JSON: nested deeper than 1000 levels');
    expect(await runError(tool, { toml: 'a = ' + '['.repeat(2000) + ']'.repeat(2000) }, 'INVALID_INPUT')).toMatch(/^Invalid TOML at line 1, column \d+: document contains excessively nested structures/);
  });

  it('converts an empty document (comments only) to {}', async () => {
    expect(await convert('# nothing here\n')).toBe('{}');
    await runError(tool, { toml: '' }, 'MISSING_REQUIRED');
  });

  it('converts the largest allowed input and rejects one character more', async () => {
    const unit = 'k00000 = 1234567890\n';
    let n = 0; // unique keys: TOML refuses duplicates
    const toml = largestInput(tool, 'toml', unit).replace(/k00000/g, () => `k${(n++).toString().padStart(5, '0')}`);
    expect(toml.length).toBe(1_000_000);
    const json = await convert(toml, { indent: '0' });
    expect(json.length).toBe(2 + n * '"k00000":1234567890,'.length - 1);
    expect(json.slice(0, 40)).toBe('{"k00000":1234567890,"k00001":1234567890');
    await runError(tool, { toml: oversizedInput(tool, 'toml') }, 'CONSTRAINT_VIOLATION');
  });
});
