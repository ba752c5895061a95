import { constants, generateKeyPairSync, privateDecrypt, publicEncrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string; keyBits: number; maxMessageBytes: number };
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PRIVATE = privateKey.export({ format: 'pem', type: 'pkcs1' }) as string;
const PUBLIC = publicKey.export({ format: 'pem', type: 'spki' }) as string;
const NODE_HASH = { 'SHA-1': 'sha1', 'SHA-256': 'sha256', 'SHA-384': 'sha384', 'SHA-512': 'sha512' } as const;

describe('rsa-encrypt-decrypt', () => {
  itReproducesItsExample(tool);

  it('interoperates with node:crypto both ways for every OAEP hash, with a label', async () => {
    for (const hash of ['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512'] as const) {
      const enc = await runOk<Out>(tool, { text: UNICODE_SAMPLE, key: PUBLIC, hash, label: 'L' });
      const plain = privateDecrypt({ key: privateKey, oaepHash: NODE_HASH[hash], oaepLabel: Buffer.from('L'), padding: constants.RSA_PKCS1_OAEP_PADDING }, Buffer.from(enc.result, 'base64'));
      expect(plain.toString(), hash).toBe(UNICODE_SAMPLE);
      const ct = publicEncrypt({ key: publicKey, oaepHash: NODE_HASH[hash], padding: constants.RSA_PKCS1_OAEP_PADDING }, Buffer.from(UNICODE_SAMPLE)).toString('hex');
      expect((await runOk<Out>(tool, { text: ct, operation: 'decrypt', ciphertextEncoding: 'hex', key: PRIVATE, hash })).result).toBe(UNICODE_SAMPLE);
    }
  });

  it('encrypts the longest message the key allows and refuses one byte more', async () => {
    const max = 256 - 2 * 32 - 2;
    const data = await runOk<Out>(tool, { text: 'a'.repeat(max), key: PRIVATE });
    expect(data.maxMessageBytes).toBe(190);
    expect(await runError(tool, { text: 'a'.repeat(max + 1), key: PUBLIC }, 'INVALID_INPUT')).toMatch(/at most 190/);
  });

  it('rejects decrypting with a public key, a wrong hash, and non-RSA keys', async () => {
    const enc = await runOk<Out>(tool, { text: 'x', key: PUBLIC });
    expect(await runError(tool, { text: enc.result, operation: 'decrypt', key: PUBLIC }, 'INVALID_INPUT')).toMatch(/private key/);
    expect(await runError(tool, { text: enc.result, operation: 'decrypt', key: PRIVATE, hash: 'SHA-1' }, 'INVALID_INPUT')).toMatch(/Decryption failed/);
    const ed = generateKeyPairSync('ed25519');
    expect(await runError(tool, { text: 'x', key: ed.publicKey.export({ format: 'pem', type: 'spki' }) as string }, 'INVALID_INPUT')).toMatch(/needs an RSA key/);
  });
});
