import { blake3 as wasmBlake3 } from 'hash-wasm';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { digest: string; bits: number; inputBytes: number };
/** The official test_vectors.json input: bytes 0..250 repeating. */
const vectorInput = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => i % 251)).toString('hex');
const KEY = 'whats the Elvish word for friend';
const CONTEXT = 'BLAKE3 2019-12-27 16:29:52 test vectors context';

describe('blake3-hash', () => {
  itReproducesItsExample(tool);

  it('reproduces the official test vectors (empty and 1-byte inputs, all three modes)', async () => {
    expect((await runOk<Out>(tool, {})).digest).toBe('af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262');
    expect((await runOk<Out>(tool, { input: vectorInput(1), inputEncoding: 'hex' })).digest).toBe('2d3adedff11b61f14c886e35afa036736dcd87a74d27b5c1510225d0f592e213');
    expect((await runOk<Out>(tool, { mode: 'keyed', key: KEY })).digest).toBe('92b2b75604ed3c761f9d6f62392c8a9227ad0ea3f09573e783f1498a4ed60d26');
    expect((await runOk<Out>(tool, { mode: 'derive-key', context: CONTEXT })).digest).toBe('2cc39783c223154fea8dfb7c1b1660f2ac2dcbd1c1de8277b0b0dd39b7e50d7d');
  });

  it('matches hash-wasm on unicode, random inputs, keys and output lengths', async () => {
    expect((await runOk<Out>(tool, { input: UNICODE_SAMPLE })).digest).toBe(await wasmBlake3(UNICODE_SAMPLE));
    const rnd = testRandom(6);
    for (const n of [1, 1023, 1024, 1025, 2048, 5000]) {
      const bytes = Buffer.from(Array.from({ length: n }, () => Math.floor(rnd() * 256)));
      const key = Buffer.from(Array.from({ length: 32 }, () => Math.floor(rnd() * 256)));
      const bits = 8 * (1 + Math.floor(rnd() * 100));
      expect((await runOk<Out>(tool, { input: bytes.toString('hex'), inputEncoding: 'hex', outputBits: bits })).digest, `${n}`).toBe(await wasmBlake3(bytes, bits));
      expect((await runOk<Out>(tool, { input: bytes.toString('hex'), inputEncoding: 'hex', mode: 'keyed', key: key.toString('hex'), keyEncoding: 'hex' })).digest).toBe(await wasmBlake3(bytes, 256, key));
    }
  });

  it('hashes the largest allowed input', async () => {
    const input = largestInput(tool, 'input');
    expect((await runOk<Out>(tool, { input })).digest).toBe(await wasmBlake3(input));
  });

  it('rejects a key that is not 32 bytes and a missing context', async () => {
    expect(await runError(tool, { input: 'a', mode: 'keyed', key: 'short' }, 'INVALID_INPUT')).toMatch(/5 bytes/);
    await runError(tool, { input: 'a', mode: 'derive-key' }, 'MISSING_REQUIRED');
  });
});
