import { describe, expect, it } from 'vitest';
import protobuf from 'protobufjs';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; values: { value: string; hex: string; offset: number; length: number }[]; byteLength: number };
const encode = (text: string, format = 'unsigned') => runOk<Out>(tool, { mode: 'encode', text, format });
const decode = (text: string, format = 'unsigned') => runOk<Out>(tool, { mode: 'decode', text, format });

/** protobufjs' Writer as the reference for the three protobuf varint types. */
function reference(value: bigint, format: string): string {
  const w = protobuf.Writer.create();
  const s = value.toString();
  if (format === 'unsigned') w.uint64(s);
  else if (format === 'zigzag') w.sint64(s);
  else w.int64(s);
  return Buffer.from(w.finish()).toString('hex');
}

describe('varint-encoder', () => {
  itReproducesItsExample(tool);

  it('matches protobufjs on random 64-bit values', async () => {
    const random = testRandom(128);
    for (let n = 0; n < 60; n++) {
      const format = ['unsigned', 'zigzag', 'int64'][n % 3]!;
      const bits = BigInt(Math.floor(random() * 63) + 1);
      let value = BigInt(Math.floor(random() * 2 ** 31)) * BigInt(Math.floor(random() * 2 ** 31)) % (1n << bits);
      if (format !== 'unsigned' && random() < 0.5) value = -value;
      const ours = await encode(value.toString(), format);
      expect(ours.result, `${format} ${value}`).toBe(reference(value, format));
      expect((await decode(ours.result, format)).result).toBe(value.toString());
    }
  });

  it('matches the LEB128 examples and edges', async () => {
    expect((await encode('-123456', 'signed')).result).toBe('c0bb78');
    expect((await decode('c0bb78', 'signed')).result).toBe('-123456');
    expect((await encode('-1', 'int64')).result).toBe('ffffffffffffffffff01');
    expect((await encode('0 127 128')).result).toBe('00 7f 8001');
    expect((await encode('0x10')).result).toBe('10');
    expect((await decode('ac02 0196 01')).values.map((v) => [v.value, v.offset])).toEqual([['300', 0], ['1', 2], ['150', 3]]);
    expect((await encode('340282366920938463463374607431768211455')).byteLength).toBe(19);
  });

  it('handles empty, unicode and the largest input', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { text: UNICODE_SAMPLE }, 'INVALID_INPUT')).toMatch(/Item 1/);
    const text = largestInput(tool, 'text', '127 ');
    expect((await encode(text)).byteLength).toBe(25_000);
    expect((await decode('7f'.repeat(50_000))).values).toHaveLength(50_000);
  });

  it('rejects bad input with its position', async () => {
    expect(await runError(tool, { text: '5 -3' }, 'INVALID_INPUT')).toMatch(/Item 2.*negative/);
    expect(await runError(tool, { mode: 'decode', text: 'ac02 80' }, 'INVALID_INPUT')).toMatch(/offset 2 is truncated/);
    expect(await runError(tool, { mode: 'decode', text: 'ffffffffffffffffffff01', format: 'zigzag' }, 'INVALID_INPUT')).toMatch(/64 bits/);
    expect(await runError(tool, { text: '18446744073709551616', format: 'int64' }, 'INVALID_INPUT')).toMatch(/64-bit/);
    expect(await runError(tool, { text: '1.5' }, 'INVALID_INPUT')).toMatch(/not an integer/);
  });
});
