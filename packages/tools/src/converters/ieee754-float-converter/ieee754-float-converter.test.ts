import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

const random = testRandom();

type Out = {
  format: string; hex: string; binary: string; sign: number; exponentBits: string; mantissaBits: string; biasedExponent: number;
  exponent: number | null; kind: string; nan: { quiet: boolean; payload: string } | null; value: string; exactValue: string;
  exact: boolean | null; roundingError: string | null;
};
const f64 = (value: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { value, format: 'float64', ...extra });
const f32 = (value: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { value, format: 'float32', ...extra });
const hexOf = (b: Buffer) => `0x${b.toString('hex').toUpperCase()}`;

describe('ieee754-float-converter', () => {
  itReproducesItsExample(tool);

  it('treats an empty value as missing', async () => {
    await runError(tool, { value: '' }, 'MISSING_REQUIRED');
  });

  it('rejects the unicode sample', async () => {
    expect(await runError(tool, { value: UNICODE_SAMPLE }, 'INVALID_INPUT')).toMatch(/unexpected "À" at position 1/);
    expect(await runError(tool, { value: `0x${UNICODE_SAMPLE}` }, 'INVALID_INPUT')).toBe('"0xÀ😀中" is not a hex bit pattern: unexpected "À".');
  });

  it('rounds the largest allowed input (200 digits) correctly', async () => {
    const value = largestInput(tool, 'value', '9');
    const data = await f64(value);
    expect(data.hex).toBe(hexOf(Buffer.from(new Float64Array([1e200]).buffer).reverse()));
    expect(data.value).toBe('1e+200');
    expect(data.exact).toBe(false);
  });

  it('rounds the decimal itself to float32, not the double nearest to it (no double rounding)', async () => {
    // The nearest double to this decimal is exactly halfway between 0xBC003619 and 0xBC00361A, so
    // Buffer.writeFloatBE (double → float32, ties to even) gives …1A; the decimal is closer to …19
    // (by 1.4e-19, checked with exact fractions).
    const text = '-0.007825398351997137';
    expect((await f32(text)).hex).toBe('0xBC003619');
    const b4 = Buffer.alloc(4);
    b4.writeFloatBE(Number(text));
    expect(hexOf(b4)).toBe('0xBC00361A');
  });

  it('matches Buffer for random doubles and floats (differential)', async () => {
    const b8 = Buffer.alloc(8);
    const b4 = Buffer.alloc(4);
    for (let i = 0; i < 150; i++) {
      const x = (random() - 0.5) * 10 ** Math.floor(random() * 80 - 40);
      const text = String(x);
      b8.writeDoubleBE(x);
      const d = await f64(text);
      expect(d.hex, text).toBe(hexOf(b8));
      expect(d.value).toBe(text);
      // decoding the bits gives the same number back
      expect((await f64(d.hex)).value).toBe(String(b8.readDoubleBE()));
      // Buffer rounds the double to float32 (double rounding); when the double sits exactly halfway
      // between two floats that can differ from rounding the decimal itself (see the test below).
      if ((b8.readUInt32BE(4) & 0x1fffffff) === 0x10000000) continue;
      b4.writeFloatBE(x);
      const s = await f32(text);
      expect(s.hex, text).toBe(hexOf(b4));
      expect(Math.fround(Number(s.value))).toBe(b4.readFloatBE());
    }
  });

  it('gives the exact stored value and rounding error', async () => {
    const d = await f64('0.1');
    expect(d).toMatchObject({ hex: '0x3FB999999999999A', exponent: -4, exactValue: '0.1000000000000000055511151231257827021181583404541015625', exact: false });
    expect(d.roundingError).toBe('0.0000000000000000055511151231257827021181583404541015625');
    expect(await f64('0.5')).toMatchObject({ exact: true, roundingError: '0', exactValue: '0.5', binary: '0 01111111110 0000000000000000000000000000000000000000000000000000' });
    expect((await f64('0.3')).exactValue).toBe('0.299999999999999988897769753748434595763683319091796875');
    expect((await f64('9007199254740993')).exactValue).toBe('9007199254740992'); // 2^53 + 1 ties to even
    expect((await f64('9007199254740995')).exactValue).toBe('9007199254740996');
  });

  it('rounds decimal to float32 directly, not through float64 (no double rounding)', async () => {
    // 1 + 2^-24 + 2^-60: just above the float32 midpoint; via float64 it becomes exactly the midpoint and ties to 1
    const text = '1.0000000596046447753906250000000008673617379884035472059622406959533691406250';
    expect(Math.fround(Number(text))).toBe(1);
    const s = await f32(text);
    expect(s.hex).toBe('0x3F800001');
    expect((await f32('1.000000059604644775390625')).hex).toBe('0x3F800000'); // exact midpoint: ties to even
  });

  it('handles special values: ±0, ±Infinity, NaN and its payloads, subnormals, overflow', async () => {
    expect(await f64('-0')).toMatchObject({ hex: '0x8000000000000000', kind: 'zero', value: '-0', exactValue: '-0', sign: 1 });
    expect(await f32('-Infinity')).toMatchObject({ hex: '0xFF800000', kind: 'infinity', value: '-Infinity', exponent: null, exact: null });
    expect(await f64('NaN')).toMatchObject({ hex: '0x7FF8000000000000', kind: 'nan', nan: { quiet: true, payload: '0x0' } });
    expect(await f32('0x7F800001')).toMatchObject({ kind: 'nan', value: 'NaN', nan: { quiet: false, payload: '0x1' } });
    expect(await f32('0xFFC0BEEF')).toMatchObject({ kind: 'nan', sign: 1, nan: { quiet: true, payload: '0xBEEF' } });
    expect(await f64('5e-324')).toMatchObject({ hex: '0x0000000000000001', kind: 'subnormal', exponent: -1022, value: '5e-324' });
    expect((await f64('5e-324')).exactValue).toBe(`0.${(5n ** 1074n).toString().padStart(1074, '0')}`); // 2^-1074 exactly
    expect((await f64('2e-324')).hex).toBe('0x0000000000000000'); // below half the smallest subnormal
    expect((await f64('-3e-324')).hex).toBe('0x8000000000000001');
    expect(await f32('1e-45')).toMatchObject({ hex: '0x00000001', value: '1e-45' });
    expect(await f32('3.4028235e38')).toMatchObject({ hex: '0x7F7FFFFF', value: '3.4028235e+38' });
    expect(await f32('3.4028235677e38')).toMatchObject({ hex: '0x7F7FFFFF' }); // just below MAX + ½ ulp
    expect(await f32('3.40282357e38')).toMatchObject({ hex: '0x7F800000', kind: 'infinity', exact: null });
    expect((await f64('1.7976931348623158e308')).hex).toBe('0x7FEFFFFFFFFFFFFF');
    expect((await f64('1.7976931348623159e308')).hex).toBe('0x7FF0000000000000');
  });

  it('decodes binary input with separators and checks the width', async () => {
    const d = await f32('0b0 10000000 10010010000111111011011');
    expect(d).toMatchObject({ hex: '0x40490FDB', value: '3.1415927' });
    expect(await f32('40490fdb', { inputType: 'hex' })).toMatchObject({ value: '3.1415927' });
    expect(await runError(tool, { value: '0x3F80', format: 'float32' }, 'INVALID_INPUT')).toBe('A float32 has exactly 8 hex digits; "0x3F80" has 4.');
    expect(await runError(tool, { value: '0b102', format: 'float32' }, 'INVALID_INPUT')).toMatch(/unexpected "2"/);
  });

  it('rejects malformed decimals', async () => {
    expect(await runError(tool, { value: '1.2.3' }, 'INVALID_INPUT')).toMatch(/not a number/);
    expect(await runError(tool, { value: '1e99999' }, 'INVALID_INPUT')).toMatch(/exponent/);
  });
});
