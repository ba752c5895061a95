import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Word = { hex: string; unsignedBE: string; unsignedLE: string; signedBE: string; signedLE: string };
type Out = { swapped: string; byteCount: number; wordCount: number; words: Word[]; wordsTruncated: boolean };
const swap = (hex: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { hex, ...options });

describe('endianness-swapper', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { hex: '' }, 'MISSING_REQUIRED');
  });

  it('reports the unicode sample as a bad hex digit with its position', async () => {
    expect(await runError(tool, { hex: `ab${UNICODE_SAMPLE}` }, 'INVALID_INPUT')).toBe('Invalid hex: "À" at character 3 is not a hex digit (0-9, a-f)');
    expect(await runError(tool, { hex: 'a😀g' }, 'INVALID_INPUT')).toBe('Invalid hex: "😀" at character 2 is not a hex digit (0-9, a-f)');
  });

  it('refuses odd digits and partial words, or pads on request', async () => {
    expect(await runError(tool, { hex: 'abc' }, 'INVALID_INPUT')).toMatch(/odd number of digits \(3\)/);
    expect(await runError(tool, { hex: '010203' }, 'INVALID_INPUT')).toBe(
      '3 bytes is not a whole number of 32-bit words (4 bytes each); add 1 bytes, choose another word size, or turn on padding',
    );
    expect((await swap('010203', { pad: true })).swapped).toBe('00030201');
  });

  it('accepts separators and 0x prefixes, and every grouping', async () => {
    const hex = '0x0102,0x0304:05_06\n07 08';
    expect((await swap(hex, { wordSize: '16' })).swapped).toBe('0201 0403 0605 0807');
    expect((await swap(hex, { wordSize: '64', grouping: 'bytes' })).swapped).toBe('08 07 06 05 04 03 02 01');
    expect((await swap(hex, { wordSize: 'all' })).swapped).toBe('08 07 06 05 04 03 02 01');
    expect((await swap(hex, { wordSize: 'all', grouping: 'none', uppercase: true })).swapped).toBe('0807060504030201');
    expect((await swap('ABCD', { wordSize: '16', uppercase: true })).words[0]).toEqual({ hex: 'ABCD', unsignedBE: '43981', unsignedLE: '52651', signedBE: '-21555', signedLE: '-12885' });
  });

  it('matches Buffer.swap16/32/64 and readUInt*/readInt* on random data', async () => {
    const data = randomBytes(64);
    for (const [size, method] of [[16, 'swap16'], [32, 'swap32'], [64, 'swap64']] as const) {
      const out = await swap(data.toString('hex'), { wordSize: String(size), grouping: 'none' });
      expect(out.swapped).toBe(Buffer.from(data)[method]().toString('hex'));
      expect(out.wordCount).toBe(64 / (size / 8));
      out.words.forEach((w, i) => {
        const at = (i * size) / 8;
        const readers = {
          16: () => [data.readUInt16BE(at), data.readUInt16LE(at), data.readInt16BE(at), data.readInt16LE(at)],
          32: () => [data.readUInt32BE(at), data.readUInt32LE(at), data.readInt32BE(at), data.readInt32LE(at)],
          64: () => [data.readBigUInt64BE(at), data.readBigUInt64LE(at), data.readBigInt64BE(at), data.readBigInt64LE(at)],
        };
        const read = readers[size]().map(String);
        expect([w.unsignedBE, w.unsignedLE, w.signedBE, w.signedLE]).toEqual(read);
      });
    }
    const all = await swap(data.toString('hex'), { wordSize: 'all', grouping: 'none' });
    expect(all.swapped).toBe(Buffer.from(data).reverse().toString('hex'));
    expect(all.words).toEqual([]);
  });

  it('reads 64-bit extremes exactly', async () => {
    const [w] = (await swap('8000000000000000', { wordSize: '64' })).words;
    expect(w).toEqual({ hex: '8000000000000000', unsignedBE: '9223372036854775808', unsignedLE: '128', signedBE: '-9223372036854775808', signedLE: '128' });
  });

  it('swaps the largest allowed input and lists only the first 1,000 words', async () => {
    const hex = largestInput(tool, 'hex', '0102030405060708');
    const out = await swap(hex, { wordSize: '64', grouping: 'none' });
    expect(out.byteCount).toBe(500_000);
    expect(out.swapped).toBe('0807060504030201'.repeat(62_500));
    expect(out.words.length).toBe(1000);
    expect(out.wordsTruncated).toBe(true);
  });
});
