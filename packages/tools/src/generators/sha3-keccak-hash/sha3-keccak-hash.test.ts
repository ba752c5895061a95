import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { digest: string; bits: number; inputBytes: number };
const SHA3 = ['sha3-224', 'sha3-256', 'sha3-384', 'sha3-512'];

describe('sha3-keccak-hash', () => {
  itReproducesItsExample(tool);

  it('hashes the empty message (published Keccak and SHA-3 digests)', async () => {
    expect((await runOk<Out>(tool, { algorithm: 'keccak-256' })).digest).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
    expect((await runOk<Out>(tool, {})).digest).toBe('a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a');
    expect((await runOk<Out>(tool, { algorithm: 'keccak-512' })).digest).toBe(
      '0eab42de4c3ceb9235fc91acffe746b29c29a8c366b7c60e4e67c466f36a4304c00fa9caf9d87976ba469bcbe06713b435f091ef2769fb160cdab33d3670680e',
    );
  });

  it('matches node:crypto for SHA-3 and SHAKE on unicode and random bytes', async () => {
    const rnd = testRandom(3);
    const inputs = [Buffer.from(UNICODE_SAMPLE), ...[1, 135, 136, 137, 168, 300].map((n) => Buffer.from(Array.from({ length: n }, () => Math.floor(rnd() * 256))))];
    for (const bytes of inputs) {
      for (const algorithm of SHA3)
        expect((await runOk<Out>(tool, { input: bytes.toString('hex'), inputEncoding: 'hex', algorithm })).digest, `${algorithm} ${bytes.length}`).toBe(createHash(algorithm).update(bytes).digest('hex'));
      for (const [algorithm, bits] of [['shake128', 8], ['shake128', 256], ['shake256', 512], ['shake256', 4096]] as const) {
        const data = await runOk<Out>(tool, { input: bytes.toString('base64'), inputEncoding: 'base64', algorithm, outputBits: bits });
        expect(data.digest).toBe(createHash(algorithm, { outputLength: bits / 8 }).update(bytes).digest('hex'));
        expect(data.bits).toBe(bits);
      }
    }
  });

  it('hashes the largest allowed input', async () => {
    const input = largestInput(tool, 'input', 'x');
    expect((await runOk<Out>(tool, { input, algorithm: 'sha3-512', outputEncoding: 'base64' })).digest).toBe(createHash('sha3-512').update(input).digest('base64'));
  });

  it('rejects bad input and an output length that is not whole bytes', async () => {
    await runError(tool, { input: '%%%', inputEncoding: 'base64' }, 'INVALID_INPUT');
    await runError(tool, { input: 'a', algorithm: 'shake128', outputBits: 12 }, 'CONSTRAINT_VIOLATION');
  });
});
