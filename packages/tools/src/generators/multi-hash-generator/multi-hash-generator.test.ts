import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { DIGESTS } from '../../_shared/digest-catalog.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { digests: string; results: Array<{ algorithm: string; digest: string; bits: number }>; matches: string[]; inputBytes: number };
/** Our ids that node:crypto (OpenSSL) computes too, with OpenSSL's names and options. */
const NODE: Record<string, [string, object?]> = {
  md5: ['md5'], sha1: ['sha1'], sha224: ['sha224'], sha256: ['sha256'], sha384: ['sha384'], sha512: ['sha512'],
  'sha512-224': ['sha512-224'], 'sha512-256': ['sha512-256'], 'sha3-224': ['sha3-224'], 'sha3-256': ['sha3-256'], 'sha3-384': ['sha3-384'],
  'sha3-512': ['sha3-512'], shake128: ['shake128', { outputLength: 32 }], shake256: ['shake256', { outputLength: 64 }], ripemd160: ['ripemd160'],
  'blake2b-512': ['blake2b512'], 'blake2s-256': ['blake2s256'], sm3: ['sm3'],
};

describe('multi-hash-generator', () => {
  itReproducesItsExample(tool);

  it('matches node:crypto and zlib for every algorithm they share, on empty, unicode and random input', async () => {
    const rnd = testRandom(10);
    const inputs = [Buffer.alloc(0), Buffer.from(UNICODE_SAMPLE), Buffer.from(Array.from({ length: 777 }, () => Math.floor(rnd() * 256)))];
    for (const bytes of inputs) {
      const data = await runOk<Out>(tool, { input: bytes.toString('hex'), inputEncoding: 'hex' });
      expect(data.results.map((r) => r.algorithm)).toEqual(DIGESTS.map((d) => d.id));
      for (const r of data.results) {
        expect(r.digest.length * 4, r.algorithm).toBe(r.bits);
        const node = NODE[r.algorithm];
        if (node) expect(r.digest, `${r.algorithm} ${bytes.length}`).toBe(createHash(node[0], node[1]).update(bytes).digest('hex'));
      }
      expect(data.results.find((r) => r.algorithm === 'crc32')!.digest).toBe(crc32(bytes).toString(16).padStart(8, '0'));
    }
  });

  it('reproduces published MD4, Whirlpool and BLAKE3 digests of "abc"', async () => {
    const data = await runOk<Out>(tool, { input: 'abc' });
    const get = (id: string) => data.results.find((r) => r.algorithm === id)!.digest;
    expect(get('md4')).toBe('a448017aaf21d8525fc10ae87aa6729d');
    expect(get('whirlpool')).toBe('4e2448a4c6f486bb16b6562c73b4020bf3043e3a731bce721ae1b303d97e6d4c7181eebdb6c57e277d0e34957114cbd6c797fc9d95d8b582d225292076d4eef5');
    expect(get('sm3')).toBe('66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
  });

  it('filters by kind and finds a base64 digest', async () => {
    const fast = await runOk<Out>(tool, { input: 'abc', selection: 'non-cryptographic' });
    expect(fast.results.every((r) => DIGESTS.find((d) => d.id === r.algorithm)!.kind === 'non-cryptographic')).toBe(true);
    const b64 = await runOk<Out>(tool, { input: 'abc', selection: 'cryptographic', outputEncoding: 'base64', find: createHash('sha256').update('abc').digest('base64') });
    expect(b64.matches).toEqual(['sha256']);
  });

  it('hashes the largest allowed input', async () => {
    const input = largestInput(tool, 'input');
    const data = await runOk<Out>(tool, { input, selection: 'common' });
    expect(data.results.find((r) => r.algorithm === 'sha256')!.digest).toBe(createHash('sha256').update(input).digest('hex'));
  });

  it('rejects a "find" value that is no digest and bad input', async () => {
    await runError(tool, { input: 'abc', find: 'not a digest!' }, 'INVALID_INPUT');
    await runError(tool, { input: 'abc', inputEncoding: 'hex' }, 'INVALID_INPUT');
  });
});
