import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { digest: string; inputBytes: number };
const rmd = (b: Buffer | string) => createHash('ripemd160').update(b).digest('hex');

describe('ripemd160-hash', () => {
  itReproducesItsExample(tool);

  it('reproduces the designers\' vectors, the empty message first', async () => {
    const vectors: Array<[string, string]> = [
      ['', '9c1185a5c5e9fc54612808977ee8f548b2258d31'],
      ['a', '0bdc9d2d256b3ee9daae347be6f4dc835a467ffe'],
      ['message digest', '5d0689ef49d2fae572b881b123a85ffa21595f36'],
      ['12345678901234567890123456789012345678901234567890123456789012345678901234567890', '9b752e45573d4b39f4dbd3323cab82bf63326bfb'],
    ];
    for (const [input, digest] of vectors) expect((await runOk<Out>(tool, { input })).digest).toBe(digest);
  });

  it('computes Bitcoin HASH160 of a public key (the well-known generator-point key)', async () => {
    const key = '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798';
    const data = await runOk<Out>(tool, { input: key, inputEncoding: 'hex', algorithm: 'hash160' });
    expect(data.digest).toBe('751e76e8199196d454941c45d1b3a323f1433bd6');
  });

  it('matches node:crypto on unicode text, random bytes and the largest input', async () => {
    const rnd = testRandom(4);
    expect((await runOk<Out>(tool, { input: UNICODE_SAMPLE })).digest).toBe(rmd(UNICODE_SAMPLE));
    for (const n of [1, 55, 56, 64, 200]) {
      const bytes = Buffer.from(Array.from({ length: n }, () => Math.floor(rnd() * 256)));
      expect((await runOk<Out>(tool, { input: bytes.toString('base64'), inputEncoding: 'base64' })).digest).toBe(rmd(bytes));
      expect((await runOk<Out>(tool, { input: bytes.toString('hex'), inputEncoding: 'hex', algorithm: 'hash160' })).digest).toBe(rmd(createHash('sha256').update(bytes).digest()));
    }
    const input = largestInput(tool, 'input');
    expect((await runOk<Out>(tool, { input })).digest).toBe(rmd(input));
  });

  it('rejects input that is not the chosen encoding', async () => {
    expect(await runError(tool, { input: 'abc', inputEncoding: 'hex' }, 'INVALID_INPUT')).toMatch(/odd number/);
  });
});
