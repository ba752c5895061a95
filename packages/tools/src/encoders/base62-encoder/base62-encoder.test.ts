import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; byteLength: number };
const encode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'encode', ...input });
const decode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'decode', ...input });
const GMP = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Reference: BigInt positional conversion, leading zero bytes as leading "0"s. */
function reference(bytes: Buffer): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  let value = bytes.length > zeros ? BigInt(`0x${bytes.subarray(zeros).toString('hex')}`) : 0n;
  let out = '';
  while (value > 0n) (out = GMP[Number(value % 62n)] + out), (value /= 62n);
  return '0'.repeat(zeros) + out;
}

describe('base62-encoder', () => {
  itReproducesItsExample(tool);

  it('encodes numbers and bytes', async () => {
    expect((await encode({ text: '61', inputEncoding: 'integer' })).result).toBe('z');
    expect((await encode({ text: '62', inputEncoding: 'integer' })).result).toBe('10');
    expect((await encode({ text: '0', inputEncoding: 'integer' })).result).toBe('0');
    expect((await encode({ text: '61', inputEncoding: 'integer', alphabet: 'inverted' })).result).toBe('Z');
    expect((await encode({ text: '18446744073709551615', inputEncoding: 'integer' })).result).toBe('LygHa16AHYF');
    expect((await decode({ text: 'LygHa16AHYF', outputEncoding: 'integer' })).result).toBe('18446744073709551615');
    expect((await encode({ text: 'Hello' })).result).toBe('5TP3P3v');
    expect((await encode({ text: '0000ff', inputEncoding: 'hex' })).result).toBe('0047');
  });

  it('agrees with a BigInt reference on random bytes', async () => {
    const random = testRandom(62);
    for (let n = 0; n < 25; n++) {
      const bytes = Buffer.from(Array.from({ length: Math.floor(random() * 30) + 1 }, () => (random() < 0.2 ? 0 : Math.floor(random() * 256))));
      const e = await encode({ text: bytes.toString('hex'), inputEncoding: 'hex' });
      expect(e.result, bytes.toString('hex')).toBe(reference(bytes));
      expect((await decode({ text: e.result, outputEncoding: 'hex' })).result).toBe(bytes.toString('hex'));
    }
  });

  it('treats an empty input as missing and round-trips unicode', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    expect((await decode({ text: (await encode({ text: UNICODE_SAMPLE })).result })).result).toBe(UNICODE_SAMPLE);
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'z');
    expect((await decode({ text, outputEncoding: 'hex' })).byteLength).toBeGreaterThan(7000);
  });

  it('rejects bad input', async () => {
    expect(await runError(tool, { mode: 'decode', text: 'ab-c' }, 'INVALID_INPUT')).toMatch(/'-'.*position 3/);
    expect(await runError(tool, { text: '-5', inputEncoding: 'integer' }, 'INVALID_INPUT')).toMatch(/non-negative decimal/);
    expect(await runError(tool, { mode: 'decode', text: '47' }, 'INVALID_INPUT')).toMatch(/Decimal integer/);
  });
});
