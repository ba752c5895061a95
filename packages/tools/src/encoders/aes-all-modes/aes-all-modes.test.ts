import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; iv: string | null; tag: string | null; algorithm: string; outputBytes: number };
const rnd = testRandom(16);
const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(rnd() * 256)));
const NODE_MODE = { ECB: 'ecb', CBC: 'cbc', CFB: 'cfb', OFB: 'ofb', CTR: 'ctr' } as const;

describe('aes-all-modes', () => {
  itReproducesItsExample(tool);

  it('matches node:crypto in every mode and key size, round-tripping', async () => {
    for (const keyBytes of [16, 24, 32])
      for (const mode of ['ECB', 'CBC', 'CFB', 'OFB', 'CTR'] as const)
        for (const size of [0, 1, 15, 16, 17, 100]) {
          if (size === 0 && mode !== 'CBC') continue;
          const key = bytes(keyBytes);
          const iv = mode === 'ECB' ? null : bytes(16);
          const plain = bytes(size);
          const data = await runOk<Out>(tool, { text: plain.toString('hex') || '00', plaintextEncoding: 'hex', key: key.toString('hex'), mode, ...(iv ? { iv: iv.toString('hex') } : {}) });
          const message = size === 0 ? Buffer.from([0]) : plain;
          const node = createCipheriv(`aes-${keyBytes * 8}-${NODE_MODE[mode]}`, key, iv);
          expect(data.result, `${mode} ${keyBytes} ${size}`).toBe(Buffer.concat([node.update(message), node.final()]).toString('hex'));
          const back = await runOk<Out>(tool, { text: data.result, operation: 'decrypt', plaintextEncoding: 'hex', key: key.toString('hex'), mode, ...(iv ? { iv: iv.toString('hex') } : {}) });
          expect(back.result).toBe(message.toString('hex'));
        }
  });

  it('matches node:crypto for GCM with AAD and a 16-byte IV, and detects tampering', async () => {
    const key = bytes(24);
    const iv = bytes(16);
    const data = await runOk<Out>(tool, { text: UNICODE_SAMPLE, key: key.toString('base64'), keyEncoding: 'base64', mode: 'GCM', iv: iv.toString('hex'), aad: 'header', ciphertextEncoding: 'base64' });
    const node = createCipheriv('aes-192-gcm', key, iv);
    node.setAAD(Buffer.from('header'));
    const expected = Buffer.concat([node.update(UNICODE_SAMPLE), node.final(), node.getAuthTag()]);
    expect(data.result).toBe(expected.toString('base64'));
    expect(data.tag).toBe(expected.subarray(-16).toString('hex'));
    const back = await runOk<Out>(tool, { text: data.result, operation: 'decrypt', key: key.toString('base64'), keyEncoding: 'base64', mode: 'GCM', iv: iv.toString('hex'), aad: 'header', ciphertextEncoding: 'base64' });
    expect(back.result).toBe(UNICODE_SAMPLE);
    expect(await runError(tool, { text: data.result, operation: 'decrypt', key: key.toString('base64'), keyEncoding: 'base64', mode: 'GCM', iv: iv.toString('hex'), aad: 'other', ciphertextEncoding: 'base64' }, 'INVALID_INPUT')).toMatch(/authentication failed/);
  });

  it('applies each padding the way its standard says', async () => {
    const key = '000102030405060708090a0b0c0d0e0f';
    const iv = '00'.repeat(16);
    for (const [padding, tail] of [['pkcs7', '0505050505'], ['zero', '0000000000'], ['ansix923', '0000000005'], ['iso7816', '8000000000']] as const) {
      const data = await runOk<Out>(tool, { text: 'hello world', key, iv, padding });
      const node = createCipheriv('aes-128-cbc', Buffer.from(key, 'hex'), Buffer.from(iv, 'hex'));
      node.setAutoPadding(false);
      expect(data.result, padding).toBe(Buffer.concat([node.update(Buffer.concat([Buffer.from('hello world'), Buffer.from(tail, 'hex')])), node.final()]).toString('hex'));
      expect((await runOk<Out>(tool, { text: data.result, operation: 'decrypt', key, iv, padding })).result).toBe('hello world');
    }
  });

  it('encrypts the largest input with a random IV', async () => {
    const text = largestInput(tool, 'text');
    const data = await runOk<Out>(tool, { text, key: '00'.repeat(32), mode: 'CTR', ciphertextEncoding: 'base64', seed: 's' });
    const node = createCipheriv('aes-256-ctr', Buffer.alloc(32), Buffer.from(data.iv!, 'hex'));
    expect(data.result).toBe(Buffer.concat([node.update(text), node.final()]).toString('base64'));
  });

  it('rejects bad keys, IVs, lengths and a wrong key (bad padding)', async () => {
    expect(await runError(tool, { text: 'x', key: '00'.repeat(20) }, 'INVALID_INPUT')).toMatch(/20 bytes/);
    expect(await runError(tool, { text: 'x', key: '00'.repeat(16), iv: '00' }, 'INVALID_INPUT')).toMatch(/16 bytes/);
    expect(await runError(tool, { text: 'aabb', operation: 'decrypt', key: '00'.repeat(16), iv: '00'.repeat(16) }, 'INVALID_INPUT')).toMatch(/multiple of 16/);
    await runError(tool, { text: 'aabb', operation: 'decrypt', key: '00'.repeat(16) }, 'MISSING_REQUIRED');
    const enc = await runOk<Out>(tool, { text: 'secret', key: '11'.repeat(16), mode: 'ECB' });
    expect(await runError(tool, { text: enc.result, operation: 'decrypt', key: '22'.repeat(16), mode: 'ECB' }, 'INVALID_INPUT')).toMatch(/padding is invalid|not valid UTF-8/);
  });
});
