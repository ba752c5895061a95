import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { checksum: string; results: Array<{ variant: string; hex: string; decimal: string }>; inputBytes: number };

/** The textbook definition on BigInt, word by word, for a differential check. */
function reference(bytes: Buffer, wordBytes: number, little: boolean): bigint {
  const m = (1n << BigInt(wordBytes * 8)) - 1n;
  let a = 0n;
  let b = 0n;
  const padded = Buffer.concat([bytes, Buffer.alloc((wordBytes - (bytes.length % wordBytes)) % wordBytes)]);
  for (let i = 0; i < padded.length; i += wordBytes) {
    const word = BigInt(`0x${(little ? Buffer.from(padded.subarray(i, i + wordBytes)).reverse() : padded.subarray(i, i + wordBytes)).toString('hex')}`);
    a = (a + word) % m;
    b = (b + a) % m;
  }
  return (b << BigInt(wordBytes * 8)) | a;
}

describe('fletcher-checksum', () => {
  itReproducesItsExample(tool);

  it('reproduces the published "abcdef" and "abcdefgh" values', async () => {
    expect((await runOk<Out>(tool, { input: 'abcdef', variant: 'all' })).results.map((r) => r.hex)).toEqual(['2057', '56502d2a', 'c8c72b276463c8c6']);
    expect((await runOk<Out>(tool, { input: 'abcdefgh', variant: 'all' })).results.map((r) => r.hex)).toEqual(['0627', 'ebe19591', '312e2b28cccac8c6']);
  });

  it('gives zero for the empty input and matches the textbook definition on unicode and random bytes, both byte orders', async () => {
    expect((await runOk<Out>(tool, { variant: 'fletcher64' })).checksum).toBe('0000000000000000');
    const rnd = testRandom(9);
    const inputs = [Buffer.from(UNICODE_SAMPLE), ...[1, 2, 3, 5, 1000, 4099].map((n) => Buffer.from(Array.from({ length: n }, () => Math.floor(rnd() * 256))))];
    for (const bytes of inputs)
      for (const byteOrder of ['little', 'big'] as const) {
        const data = await runOk<Out>(tool, { input: bytes.toString('hex'), inputEncoding: 'hex', variant: 'all', byteOrder });
        data.results.forEach((r, i) => expect(BigInt(r.decimal), `${r.variant} ${byteOrder} ${bytes.length}`).toBe(reference(bytes, [1, 2, 4][i]!, byteOrder === 'little')));
      }
  });

  it('handles the largest allowed input (sums stay exact)', async () => {
    const input = largestInput(tool, 'input', '\u00ff'.repeat(1));
    const data = await runOk<Out>(tool, { input, variant: 'all' });
    const bytes = Buffer.from(input);
    data.results.forEach((r, i) => expect(BigInt(r.decimal)).toBe(reference(bytes, [1, 2, 4][i]!, true)));
  });

  it('rejects input that is not the chosen encoding', async () => {
    await runError(tool, { input: 'xyz', inputEncoding: 'hex' }, 'INVALID_INPUT');
  });
});
