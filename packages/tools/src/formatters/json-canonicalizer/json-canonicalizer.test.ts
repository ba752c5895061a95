import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { canonical: string; sha256: string };
const canon = async (json: string) => (await runOk<Out>(tool, { json })).canonical;

/** RFC 8785 Appendix B: IEEE 754 bit patterns and their canonical text. */
const APPENDIX_B: Array<[string, string]> = [
  ['0000000000000000', '0'],
  ['8000000000000000', '0'],
  ['0000000000000001', '5e-324'],
  ['8000000000000001', '-5e-324'],
  ['7fefffffffffffff', '1.7976931348623157e+308'],
  ['ffefffffffffffff', '-1.7976931348623157e+308'],
  ['4340000000000000', '9007199254740992'],
  ['c340000000000000', '-9007199254740992'],
  ['4430000000000000', '295147905179352830000'],
  ['44b52d02c7e14af5', '9.999999999999997e+22'],
  ['44b52d02c7e14af6', '1e+23'],
  ['44b52d02c7e14af7', '1.0000000000000001e+23'],
  ['444b1ae4d6e2ef4e', '999999999999999700000'],
  ['444b1ae4d6e2ef4f', '999999999999999900000'],
  ['444b1ae4d6e2ef50', '1e+21'],
  ['3eb0c6f7a0b5ed8c', '9.999999999999997e-7'],
  ['3eb0c6f7a0b5ed8d', '0.000001'],
  ['41b3de4355555553', '333333333.3333332'],
  ['41b3de4355555554', '333333333.33333325'],
  ['41b3de4355555555', '333333333.3333333'],
  ['41b3de4355555556', '333333333.3333334'],
  ['41b3de4355555557', '333333333.33333343'],
  ['becbf647612f3696', '-0.0000033333333333333333'],
  ['43143ff3c1cb0959', '1424953923781206.2'],
];

describe('json-canonicalizer', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { json: '' }, 'MISSING_REQUIRED');
  });

  it('serializes the RFC 8785 Appendix B number vectors', async () => {
    const doubles = APPENDIX_B.map(([hex]) => Buffer.from(hex, 'hex').readDoubleBE(0));
    // 17 significant digits in exponent form: a different spelling of the same double
    const literals = doubles.map((n) => (Object.is(n, -0) ? '-0.0e0' : n.toExponential(16)));
    const result = await runTool(tool, { json: `[${literals.join(', ')}]` });
    expect(result.success && result.data.canonical).toBe(`[${APPENDIX_B.map(([, s]) => s).join(',')}]`);
  });

  it('reproduces the RFC 8785 §3.2.2 example', async () => {
    const input = '{\n  "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],\n  "string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/",\n  "literals": [null, true, false]\n}';
    expect(await canon(input)).toBe('{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}');
  });

  it('sorts keys by UTF-16 code units (RFC 8785 §3.2.3), so emoji sort before U+FB33', async () => {
    const input = '{"\\u20ac":"Euro Sign","\\r":"Carriage Return","\\ufb33":"Hebrew Letter Dalet With Dagesh","1":"One","\\ud83d\\ude00":"Emoji: Grinning Face","\\u0080":"Control","\\u00f6":"Latin Small Letter O With Diaeresis"}';
    expect(await canon(input)).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","ö":"Latin Small Letter O With Diaeresis","€":"Euro Sign","😀":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
    // by code point U+1F600 would sort after U+FB33; by UTF-16 (0xD83D) it sorts before
    expect(await canon('{"\\uffff":1,"\\ud800\\udc00":2,"\\ud83d\\ude00":3}')).toBe('{"𐀀":2,"😀":3,"\uffff":1}');
  });

  it('handles the unicode sample and hashes the UTF-8 bytes like node:crypto', async () => {
    const data = await runOk<Out>(tool, { json: `{ "${UNICODE_SAMPLE}" : [ "${UNICODE_SAMPLE}", 1.50 ] }` });
    expect(data.canonical).toBe(`{"${UNICODE_SAMPLE}":["${UNICODE_SAMPLE}",1.5]}`);
    expect(data.sha256).toBe(createHash('sha256').update(data.canonical, 'utf8').digest('hex'));
  });

  it('agrees with JSON.stringify on sorted input of exact values', async () => {
    const value = { a: [1, 2.5, -3, 1e-7, 1e21, { b: 'x\u2028y\u001f', c: [true, false, null] }], e: '', z: { deep: [[[]]] } };
    expect(await canon(JSON.stringify(value, null, 2))).toBe(JSON.stringify(value));
  });

  it('warns when a number literal changes value', async () => {
    const result = await runTool(tool, { json: '{"id": 12345678901234567890, "ok": 1.000, "neg": -0}' });
    expect(result.success && result.data.canonical).toBe('{"id":12345678901234567000,"neg":0,"ok":1}');
    expect(result.metadata?.warnings).toEqual([
      '1 number literal is not exactly representable as an IEEE 754 double and changed value: 12345678901234567890 (line 1, column 8) became 12345678901234567000. Send such values as strings if they must survive exactly.',
    ]);
    const clean = await runTool(tool, { json: '[0.1, 1E2, 100e-2]' });
    expect(clean.success && clean.data.canonical).toBe('[0.1,100,1]');
    expect(clean.metadata?.warnings).toBeUndefined();
  });

  it('rejects duplicate keys, lone surrogates, out-of-range numbers and bad JSON', async () => {
    expect(await runError(tool, { json: '{"a":1,\n "a":2}' }, 'INVALID_INPUT')).toBe('Cannot canonicalize at line 2, column 2: duplicate key "a" (RFC 8785 requires unique keys)');
    expect(await runError(tool, { json: '["\\ud800"]' }, 'INVALID_INPUT')).toBe('Cannot canonicalize at line 1, column 2: the string contains a lone surrogate U+D800, which is not valid Unicode (RFC 8785 requires I-JSON)');
    expect(await runError(tool, { json: '[1e400]' }, 'INVALID_INPUT')).toMatch(/^Cannot canonicalize at line 1, column 2: the number 1e400 is outside/);
    expect(await runError(tool, { json: '{"a" 1}' }, 'INVALID_INPUT')).toBe("Invalid JSON at line 1, column 6: ':' expected");
  });

  it('canonicalizes the largest allowed input', async () => {
    const unit = '{ "b" : 1.0, "a" : 2 },\n';
    const body = largestInput(tool, 'json', unit);
    const json = `[${body.slice(0, -unit.length)}0]`;
    const count = body.length / unit.length - 1;
    const data = await runOk<Out>(tool, { json });
    expect(data.canonical).toBe(`[${'{"a":2,"b":1},'.repeat(count)}0]`);
    expect(data.sha256).toBe(createHash('sha256').update(data.canonical).digest('hex'));
  });
});
