import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; iv: string; tag: string | null };
const KEY = Buffer.from(Array.from({ length: 32 }, (_, i) => i)).toString('hex');
const SUNSCREEN = "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.";
const rnd = testRandom(19);
const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(rnd() * 256)));

describe('chacha20-encrypt-decrypt', () => {
  itReproducesItsExample(tool);

  it('reproduces RFC 8439 §2.4.2 (ChaCha20, counter 1) and §2.8.2 (AEAD)', async () => {
    const stream = await runOk<Out>(tool, { text: SUNSCREEN, key: KEY, algorithm: 'chacha20', nonce: '000000000000004a00000000', counter: 1 });
    expect(stream.result.slice(0, 64)).toBe('6e2e359a2568f98041ba0728dd0d6981e97e7aec1d4360c20a27afccfd9fae0b');
    const aeadKey = Buffer.from(Array.from({ length: 32 }, (_, i) => 0x80 + i)).toString('hex');
    const aead = await runOk<Out>(tool, { text: SUNSCREEN, key: aeadKey, nonce: '070000004041424344454647', aad: '50515253c0c1c2c3c4c5c6c7', aadEncoding: 'hex' });
    expect(aead.result.slice(0, 32)).toBe('d31a8d34648e60db7b86afbc53ef7ec2');
    expect(aead.tag).toBe('1ae10b594f09e26a7e902ecbd0600691');
  });

  it('matches node:crypto chacha20-poly1305 and chacha20, and round-trips XChaCha20-Poly1305', async () => {
    for (const size of [0, 1, 64, 65, 1000]) {
      const key = bytes(32);
      const nonce = bytes(12);
      const plain = bytes(size);
      const aad = bytes(7);
      const input = { text: plain.toString('hex') || '00', plaintextEncoding: 'hex', key: key.toString('hex'), nonce: nonce.toString('hex'), aad: aad.toString('hex'), aadEncoding: 'hex' };
      const message = size ? plain : Buffer.from([0]);
      const data = await runOk<Out>(tool, input);
      const node = createCipheriv('chacha20-poly1305', key, nonce, { authTagLength: 16 });
      node.setAAD(aad, { plaintextLength: message.length });
      expect(data.result, `${size}`).toBe(Buffer.concat([node.update(message), node.final(), node.getAuthTag()]).toString('hex'));
      const raw = await runOk<Out>(tool, { ...input, algorithm: 'chacha20', counter: 5 });
      const iv = Buffer.concat([Buffer.from([5, 0, 0, 0]), nonce]); // node: 4-byte little-endian counter ‖ nonce
      expect(raw.result).toBe(createCipheriv('chacha20', key, iv).update(message).toString('hex'));
      const x = await runOk<Out>(tool, { ...input, algorithm: 'xchacha20-poly1305', nonce: bytes(24).toString('hex') });
      expect((await runOk<Out>(tool, { ...input, algorithm: 'xchacha20-poly1305', nonce: x.iv, text: x.result, operation: 'decrypt' })).result).toBe(message.toString('hex'));
    }
  });

  it('round-trips unicode with a random nonce and encrypts the largest input', async () => {
    const enc = await runOk<Out>(tool, { text: UNICODE_SAMPLE, key: KEY, seed: 'n' });
    expect((await runOk<Out>(tool, { text: enc.result, operation: 'decrypt', key: KEY, nonce: enc.iv })).result).toBe(UNICODE_SAMPLE);
    const text = largestInput(tool, 'text');
    const big = await runOk<Out>(tool, { text, key: KEY, nonce: '00'.repeat(12), ciphertextEncoding: 'base64' });
    const node = createCipheriv('chacha20-poly1305', Buffer.from(KEY, 'hex'), Buffer.alloc(12), { authTagLength: 16 });
    expect(big.result).toBe(Buffer.concat([node.update(text), node.final(), node.getAuthTag()]).toString('base64'));
  });

  it('detects tampering and rejects bad keys and nonces', async () => {
    const enc = await runOk<Out>(tool, { text: 'x', key: KEY, nonce: '00'.repeat(12) });
    const tampered = (enc.result[0] === '0' ? '1' : '0') + enc.result.slice(1);
    expect(await runError(tool, { text: tampered, operation: 'decrypt', key: KEY, nonce: '00'.repeat(12) }, 'INVALID_INPUT')).toMatch(/authentication failed/);
    expect(await runError(tool, { text: 'x', key: '00'.repeat(16) }, 'INVALID_INPUT')).toMatch(/16 bytes/);
    expect(await runError(tool, { text: 'x', key: KEY, algorithm: 'xchacha20-poly1305', nonce: '00'.repeat(12) }, 'INVALID_INPUT')).toMatch(/needs 24 bytes/);
    await runError(tool, { text: 'aa', operation: 'decrypt', key: KEY }, 'MISSING_REQUIRED');
  });
});
