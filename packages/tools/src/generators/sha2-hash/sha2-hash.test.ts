import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { digest: string; digests: Array<{ algorithm: string; digest: string; bits: number }>; inputBytes: number };
const NODE_NAME = { sha224: 'sha224', sha256: 'sha256', sha384: 'sha384', sha512: 'sha512', 'sha512-224': 'sha512-224', 'sha512-256': 'sha512-256' } as const;
const reference = (algorithm: keyof typeof NODE_NAME, data: Buffer, enc: 'hex' | 'base64' | 'base64url' = 'hex') => createHash(NODE_NAME[algorithm]).update(data).digest(enc);

describe('sha2-hash', () => {
  itReproducesItsExample(tool);

  it('reproduces the FIPS 180-4 "abc" vectors', async () => {
    const expected = {
      sha224: '23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7',
      'sha512-224': '4634270f707b6a54daae7530460842e20e37ed265ceee9a43e8924aa',
    };
    for (const [algorithm, digest] of Object.entries(expected)) expect((await runOk<Out>(tool, { input: 'abc', algorithm })).digest).toBe(digest);
  });

  it('hashes the empty message, and "all" lists every variant', async () => {
    const data = await runOk<Out>(tool, { algorithm: 'all' });
    expect(data.inputBytes).toBe(0);
    expect(data.digests.map((d) => d.algorithm)).toEqual(Object.keys(NODE_NAME));
    for (const d of data.digests) expect(d.digest).toBe(reference(d.algorithm as keyof typeof NODE_NAME, Buffer.alloc(0)));
    expect(data.digest.split('\n')).toHaveLength(6);
  });

  it('matches node:crypto on unicode text and random bytes in every encoding', async () => {
    const rnd = testRandom(2);
    const unicode = await runOk<Out>(tool, { input: UNICODE_SAMPLE, algorithm: 'all' });
    for (const d of unicode.digests) expect(d.digest).toBe(reference(d.algorithm as keyof typeof NODE_NAME, Buffer.from(UNICODE_SAMPLE)));
    for (const size of [1, 111, 112, 127, 128, 129, 500]) {
      const bytes = Buffer.from(Array.from({ length: size }, () => Math.floor(rnd() * 256)));
      for (const algorithm of Object.keys(NODE_NAME) as Array<keyof typeof NODE_NAME>) {
        expect((await runOk<Out>(tool, { input: bytes.toString('hex'), inputEncoding: 'hex', algorithm })).digest, `${algorithm} ${size}`).toBe(reference(algorithm, bytes));
        expect((await runOk<Out>(tool, { input: bytes.toString('base64'), inputEncoding: 'base64', algorithm, outputEncoding: 'base64url' })).digest).toBe(reference(algorithm, bytes, 'base64url'));
      }
    }
  });

  it('hashes the largest allowed input', async () => {
    const input = largestInput(tool, 'input');
    const data = await runOk<Out>(tool, { input, algorithm: 'sha512-256', outputEncoding: 'hex-upper' });
    expect(data.digest).toBe(reference('sha512-256', Buffer.from(input)).toUpperCase());
  });

  it('rejects bad hex with the position', async () => {
    expect(await runError(tool, { input: 'abzz', inputEncoding: 'hex' }, 'INVALID_INPUT')).toMatch(/position 3/);
    await runError(tool, { algorithm: 'sha1' }, 'CONSTRAINT_VIOLATION');
  });
});
