import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; algorithm: string };
const rnd = testRandom(20);
const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(rnd() * 256)));
const opensslLegacy = (() => {
  try {
    execFileSync('openssl', ['enc', '-rc4', '-K', '0011223344556677', '-provider', 'legacy', '-provider', 'default'], { input: 'x', stdio: ['pipe', 'pipe', 'ignore'] });
    return true;
  } catch {
    return false;
  }
})();

describe('rc4-encrypt-decrypt', () => {
  itReproducesItsExample(tool);

  it('reproduces RFC 6229 keystreams (offsets 0 and 768, and a 1024-byte drop)', async () => {
    const zeros = '00'.repeat(16);
    const at = async (key: string, drop: number) => (await runOk<Out>(tool, { text: zeros, plaintextEncoding: 'hex', key, drop })).result;
    expect(await at('0102030405', 0)).toBe('b2396305f03dc027ccc3524a0a1118a8');
    expect(await at('0102030405', 768)).toBe('eb62638d4f0ba1fe9fca20e05bf8ff2b');
    expect(await at('0102030405060708', 0)).toBe('97ab8a1bf0afb96132f2f67258da15a8');
    expect(await at('0102030405060708090a0b0c0d0e0f10', 1024)).toBe('bdf0324e6083dcc6d3cedd3ca8c53c16');
  });

  it.skipIf(!opensslLegacy)('matches openssl enc -rc4 (legacy provider) on random keys and data', async () => {
    // openssl's -rc4 takes a 16-byte key, -rc4-40 a 5-byte one
    for (const [keyBytes, size, cipher] of [[5, 1, '-rc4-40'], [5, 100, '-rc4-40'], [16, 1000, '-rc4'], [16, 4096, '-rc4']] as const) {
      const key = bytes(keyBytes);
      const plain = bytes(size);
      const expected = execFileSync('openssl', ['enc', cipher, '-K', key.toString('hex'), '-provider', 'legacy', '-provider', 'default'], { input: plain }).toString('hex');
      expect((await runOk<Out>(tool, { text: plain.toString('hex'), plaintextEncoding: 'hex', key: key.toString('hex') })).result).toBe(expected);
    }
  });

  it('round-trips unicode and the largest input', async () => {
    const enc = await runOk<Out>(tool, { text: UNICODE_SAMPLE, key: 'pass', keyEncoding: 'utf8', drop: 768 });
    expect(enc.algorithm).toBe('RC4-drop[768]');
    expect((await runOk<Out>(tool, { text: enc.result, operation: 'decrypt', key: 'pass', keyEncoding: 'utf8', drop: 768 })).result).toBe(UNICODE_SAMPLE);
    const text = largestInput(tool, 'text');
    const big = await runOk<Out>(tool, { text, key: '01', ciphertextEncoding: 'base64' });
    expect(Buffer.from(big.result, 'base64')).toHaveLength(1_000_000);
  });

  it('rejects an over-long key, bad hex and a decryption to non-UTF-8 text', async () => {
    expect(await runError(tool, { text: 'x', key: '00'.repeat(257) }, 'INVALID_INPUT')).toMatch(/257 bytes/);
    await runError(tool, { text: 'x', key: 'zz' }, 'INVALID_INPUT');
    expect(await runError(tool, { text: 'ffff', operation: 'decrypt', key: '00' }, 'INVALID_INPUT')).toMatch(/not valid UTF-8/);
  });
});
