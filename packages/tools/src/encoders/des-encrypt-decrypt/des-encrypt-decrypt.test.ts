import { execFileSync } from 'node:child_process';
import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; iv: string | null; algorithm: string };
const rnd = testRandom(17);
const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(rnd() * 256)));
const NODE_MODE = { ECB: 'ecb', CBC: 'cbc', CFB: 'cfb', OFB: 'ofb' } as const;
const opensslLegacy = (() => {
  try {
    execFileSync('openssl', ['enc', '-des-cbc', '-K', '0011223344556677', '-iv', '0011223344556677', '-provider', 'legacy', '-provider', 'default'], { input: 'x', stdio: ['pipe', 'pipe', 'ignore'] });
    return true;
  } catch {
    return false;
  }
})();

describe('des-encrypt-decrypt', () => {
  itReproducesItsExample(tool);

  it('matches node:crypto for three-key and two-key 3DES in every mode OpenSSL has, round-tripping', async () => {
    for (const keyBytes of [24, 16])
      for (const mode of ['ECB', 'CBC', 'CFB', 'OFB'] as const)
        for (const size of [1, 7, 8, 9, 64]) {
          const key = bytes(keyBytes);
          const iv = mode === 'ECB' ? null : bytes(8);
          const plain = bytes(size);
          const input = { text: plain.toString('hex'), plaintextEncoding: 'hex', key: key.toString('hex'), mode, ...(iv ? { iv: iv.toString('hex') } : {}) };
          const data = await runOk<Out>(tool, input);
          const node = createCipheriv(`${keyBytes === 24 ? 'des-ede3' : 'des-ede'}-${NODE_MODE[mode]}`, key, iv);
          expect(data.result, `${mode} ${keyBytes} ${size}`).toBe(Buffer.concat([node.update(plain), node.final()]).toString('hex'));
          expect((await runOk<Out>(tool, { ...input, text: data.result, operation: 'decrypt' })).result).toBe(plain.toString('hex'));
        }
  });

  it.skipIf(!opensslLegacy)('matches openssl enc (legacy provider) for single DES, CBC and CTR-free modes', async () => {
    for (const mode of ['ECB', 'CBC', 'CFB', 'OFB'] as const) {
      const key = bytes(8);
      const iv = bytes(8);
      const args = ['enc', `-des-${NODE_MODE[mode]}`, '-K', key.toString('hex'), ...(mode === 'ECB' ? [] : ['-iv', iv.toString('hex')]), '-provider', 'legacy', '-provider', 'default'];
      const expected = execFileSync('openssl', args, { input: UNICODE_SAMPLE }).toString('hex');
      const data = await runOk<Out>(tool, { text: UNICODE_SAMPLE, key: key.toString('hex'), algorithm: 'des', mode, ...(mode === 'ECB' ? {} : { iv: iv.toString('hex') }) });
      expect(data.result, mode).toBe(expected);
    }
  });

  it('round-trips unicode through CTR and the largest input through ECB', async () => {
    const key = bytes(24).toString('base64');
    const enc = await runOk<Out>(tool, { text: UNICODE_SAMPLE, key, keyEncoding: 'base64', mode: 'CTR', seed: 'x' });
    expect((await runOk<Out>(tool, { text: enc.result, operation: 'decrypt', key, keyEncoding: 'base64', mode: 'CTR', iv: enc.iv! })).result).toBe(UNICODE_SAMPLE);
    const text = largestInput(tool, 'text');
    const big = await runOk<Out>(tool, { text, key: '0123456789abcdef23456789abcdef01456789abcdef0123', mode: 'ECB', ciphertextEncoding: 'base64' });
    const node = createCipheriv('des-ede3-ecb', Buffer.from('0123456789abcdef23456789abcdef01456789abcdef0123', 'hex'), null);
    expect(big.result).toBe(Buffer.concat([node.update(text), node.final()]).toString('base64'));
  }, 30_000);

  it('warns for single DES and rejects bad keys, IVs and ciphertext', async () => {
    const des = await runTool(tool, { text: 'x', key: '0123456789abcdef', algorithm: 'des', mode: 'ECB' });
    expect(des.metadata?.warnings?.[0]).toMatch(/DES is broken/);
    expect(await runError(tool, { text: 'x', key: '0123456789abcdef' }, 'INVALID_INPUT')).toMatch(/choose algorithm "des"/);
    expect(await runError(tool, { text: 'x', key: '00'.repeat(24), iv: '00' }, 'INVALID_INPUT')).toMatch(/needs 8 bytes/);
    expect(await runError(tool, { text: 'abcd', operation: 'decrypt', key: '00'.repeat(24), iv: '00'.repeat(8) }, 'INVALID_INPUT')).toMatch(/multiple of 8/);
  });
});
