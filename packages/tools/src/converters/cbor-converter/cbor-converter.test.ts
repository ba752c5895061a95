import { describe, expect, it } from 'vitest';
import * as cborLib from 'cbor';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; diagnostic: string; annotated: string; byteLength: number };
const decode = (input: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { mode: 'decode', input, ...extra });
const encode = (input: string) => runOk<Out>(tool, { mode: 'encode', input });

/** RFC 8949 Appendix A: encoded hex → diagnostic notation. */
const APPENDIX_A: Array<[string, string]> = [
  ['00', '0'], ['17', '23'], ['1818', '24'], ['1903e8', '1000'], ['1b000000e8d4a51000', '1000000000000'],
  ['1bffffffffffffffff', '18446744073709551615'], ['3bffffffffffffffff', '-18446744073709551616'], ['20', '-1'], ['3903e7', '-1000'],
  ['f90000', '0.0'], ['f98000', '-0.0'], ['f93c00', '1.0'], ['fb3ff199999999999a', '1.1'], ['f93e00', '1.5'], ['f97bff', '65504.0'],
  ['fa47c35000', '100000.0'], ['fb7e37e43c8800759c', '1.0e+300'], ['f90001', '5.960464477539063e-8'], ['f97c00', 'Infinity'], ['f97e00', 'NaN'],
  ['f4', 'false'], ['f5', 'true'], ['f6', 'null'], ['f7', 'undefined'], ['f0', 'simple(16)'], ['f8ff', 'simple(255)'],
  ['c074323031332d30332d32315432303a30343a30305a', '0("2013-03-21T20:04:00Z")'], ['c11a514b67b0', '1(1363896240)'],
  ['d74401020304', "23(h'01020304')"], ['4401020304', "h'01020304'"], ['6449455446', '"IETF"'], ['62225c', '"\\"\\\\"'],
  ['63e6b0b4', '"水"'], ['83010203', '[1, 2, 3]'], ['a201020304', '{1: 2, 3: 4}'], ['5f42010243030405ff', "(_ h'0102', h'030405')"],
  ['7f657374726561646d696e67ff', '(_ "strea", "ming")'], ['9fff', '[_ ]'], ['bf61610161629f0203ffff', '{_ "a": 1, "b": [_ 2, 3]}'],
];

describe('cbor-converter', () => {
  itReproducesItsExample(tool);

  it('prints the RFC 8949 Appendix A diagnostic notation', async () => {
    const normalise = (d: string) => d.replace(/^1e\+300$/, '1.0e+300').replace(/^(-?\d+)$/, '$1');
    for (const [hex, expected] of APPENDIX_A) {
      const out = await decode(hex);
      const diag = out.diagnostic;
      // cbor2 writes floats in JS form (1.1, 1e+300, 65504): compare numbers by value
      if (/^-?[\d.]+(e[+-]?\d+)?$/.test(expected) && expected.includes('.')) expect(Number(diag), hex).toBe(Number(expected));
      else expect(normalise(diag), hex).toBe(expected);
    }
  });

  it('decodes what a second library encodes, on random JSON', async () => {
    const random = testRandom(8949);
    for (let n = 0; n < 20; n++) {
      const value = Object.fromEntries(Array.from({ length: 3 }, (_, i) => [`k${i}`, [Math.floor(random() * 1e12) - 5e11, random() < 0.5, 'x'.repeat(Math.floor(random() * 30)), UNICODE_SAMPLE, [1, { a: null }]][Math.floor(random() * 5)]]));
      expect(JSON.parse((await decode(cborLib.encode(value).toString('hex'))).result)).toEqual(value);
      expect(cborLib.decodeFirstSync(Buffer.from((await encode(JSON.stringify(value))).result, 'hex'))).toEqual(value);
    }
  });

  it('shows bignums exactly and tags, dates and bytes in JSON', async () => {
    expect((await decode('c249010000000000000000')).result).toBe('18446744073709551616');
    expect((await decode('c074323031332d30332d32315432303a30343a30305a')).result).toBe('"2013-03-21T20:04:00.000Z"');
    expect((await decode('d9270f00')).result).toBe('{\n  "$tag": 9999,\n  "value": 0\n}');
    expect((await decode('4401020304')).result).toBe('"AQIDBA=="');
    expect((await encode('{"big": 18446744073709551616}')).result).toBe('a163626967c249010000000000000000');
  });

  it('handles files and the largest input', async () => {
    const file = `data:application/cbor;base64,${cborLib.encode([UNICODE_SAMPLE]).toString('base64')}`;
    expect(JSON.parse((await runOk<Out>(tool, { file })).result)).toEqual([UNICODE_SAMPLE]);
    const big = largestInput(tool, 'input', '0');
    expect((await encode(`"${big.slice(2)}"`)).byteLength).toBe(1_999_998 + 5);
  });

  it('rejects bad CBOR', async () => {
    expect(await runError(tool, { input: 'a261' }, 'INVALID_INPUT')).toMatch(/truncated/);
    expect(await runError(tool, { input: '0000' }, 'INVALID_INPUT')).toMatch(/more than one/);
    expect(await runError(tool, { input: '1c' }, 'INVALID_INPUT')).toMatch(/CBOR/);
    expect(await runError(tool, { input: '[1,', mode: 'encode' }, 'INVALID_INPUT')).toMatch(/line 1/);
  });
});

describe('cbor-converter nesting', () => {
  it('refuses deeply nested data with a clear error', async () => {
    expect(await runError(tool, { input: `${'81'.repeat(5000)}f6` }, 'INVALID_INPUT')).toMatch(/levels|CBOR/);
  });
});
