import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; iv: string | null };
const rnd = testRandom(18);
const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(rnd() * 256)));
const opensslLegacy = (() => {
  try {
    execFileSync('openssl', ['enc', '-bf-cbc', '-K', '00112233445566778899aabbccddeeff', '-iv', '0011223344556677', '-provider', 'legacy', '-provider', 'default'], { input: 'x', stdio: ['pipe', 'pipe', 'ignore'] });
    return true;
  } catch {
    return false;
  }
})();

describe('blowfish-encrypt-decrypt', () => {
  itReproducesItsExample(tool);

  it('reproduces Eric Young\'s ECB vectors', async () => {
    const vectors: Array<[string, string, string]> = [
      ['0000000000000000', '0000000000000000', '4ef997456198dd78'],
      ['ffffffffffffffff', 'ffffffffffffffff', '51866fd5b85ecb8a'],
      ['3000000000000000', '1000000000000001', '7d856f9a613063f2'],
      ['1111111111111111', '1111111111111111', '2466dd878b963c9d'],
    ];
    for (const [key, plain, cipher] of vectors) {
      expect((await runOk<Out>(tool, { text: plain, plaintextEncoding: 'hex', key, mode: 'ECB', padding: 'none' })).result).toBe(cipher);
      expect((await runOk<Out>(tool, { text: cipher, operation: 'decrypt', plaintextEncoding: 'hex', key, mode: 'ECB', padding: 'none' })).result).toBe(plain);
    }
  });

  it.skipIf(!opensslLegacy)('matches openssl enc bf-* (legacy provider) in every mode it has', async () => {
    for (const mode of ['ECB', 'CBC', 'CFB', 'OFB'] as const)
      for (const size of [1, 8, 9, 100]) {
        const key = bytes(16);
        const iv = bytes(8);
        const plain = bytes(size);
        const args = ['enc', `-bf-${mode.toLowerCase()}`, '-K', key.toString('hex'), ...(mode === 'ECB' ? [] : ['-iv', iv.toString('hex')]), '-provider', 'legacy', '-provider', 'default'];
        const expected = execFileSync('openssl', args, { input: plain }).toString('hex');
        const input = { text: plain.toString('hex'), plaintextEncoding: 'hex', key: key.toString('hex'), mode, ...(mode === 'ECB' ? {} : { iv: iv.toString('hex') }) };
        const data = await runOk<Out>(tool, input);
        expect(data.result, `${mode} ${size}`).toBe(expected);
        expect((await runOk<Out>(tool, { ...input, text: data.result, operation: 'decrypt' })).result).toBe(plain.toString('hex'));
      }
  });

  it('round-trips unicode and the largest input, keeping trailing zero bytes', async () => {
    const enc = await runOk<Out>(tool, { text: UNICODE_SAMPLE, key: 'secret key', keyEncoding: 'utf8', seed: 'x' });
    expect((await runOk<Out>(tool, { text: enc.result, operation: 'decrypt', key: 'secret key', keyEncoding: 'utf8', iv: enc.iv! })).result).toBe(UNICODE_SAMPLE);
    const zeros = await runOk<Out>(tool, { text: '0100000000000000', plaintextEncoding: 'hex', key: '00'.repeat(16), mode: 'ECB', padding: 'none' });
    expect((await runOk<Out>(tool, { text: zeros.result, operation: 'decrypt', plaintextEncoding: 'hex', key: '00'.repeat(16), mode: 'ECB', padding: 'none' })).result).toBe('0100000000000000');
    const text = largestInput(tool, 'text');
    const big = await runOk<Out>(tool, { text, key: '00'.repeat(16), mode: 'CTR', iv: '00'.repeat(8), ciphertextEncoding: 'base64' });
    // a CTR prefix decrypts on its own (the whole ciphertext in base64 exceeds the input limit)
    const prefix = Buffer.from(big.result, 'base64').subarray(0, 600_000).toString('base64');
    expect((await runOk<Out>(tool, { text: prefix, operation: 'decrypt', key: '00'.repeat(16), mode: 'CTR', iv: '00'.repeat(8), ciphertextEncoding: 'base64' })).result).toBe(text.slice(0, 600_000));
  }, 30_000);

  it('rejects keys outside 4–56 bytes and truncated ciphertext', async () => {
    expect(await runError(tool, { text: 'x', key: '0011' }, 'INVALID_INPUT')).toMatch(/2 bytes/);
    expect(await runError(tool, { text: 'x', key: '00'.repeat(57) }, 'INVALID_INPUT')).toMatch(/57 bytes/);
    await runError(tool, { text: 'abcdef', operation: 'decrypt', key: '00'.repeat(16), mode: 'ECB' }, 'INVALID_INPUT');
  });
});
