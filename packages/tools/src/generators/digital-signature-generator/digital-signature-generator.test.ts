import { createPublicKey, generateKeyPairSync, verify, constants } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { signature: string; algorithm: string; publicKeyPem: string; signatureBytes: number };
const NODE_HASH = { 'SHA-256': 'sha256', 'SHA-384': 'sha384', 'SHA-512': 'sha512' } as const;

describe('digital-signature-generator', () => {
  itReproducesItsExample(tool);

  it('makes signatures node:crypto verifies: RSA PKCS#1/PSS, ECDSA DER and raw, Ed25519', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-384' });
    const ed = generateKeyPairSync('ed25519');
    const message = Buffer.from(UNICODE_SAMPLE);
    for (const hash of ['SHA-256', 'SHA-512'] as const) {
      for (const scheme of ['pkcs1', 'pss'] as const) {
        const data = await runOk<Out>(tool, { message: UNICODE_SAMPLE, privateKey: rsa.privateKey.export({ format: 'pem', type: 'pkcs1' }) as string, scheme, hash });
        const padding = scheme === 'pss' ? { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: hash === 'SHA-256' ? 32 : 64 } : {};
        expect(verify(NODE_HASH[hash], message, { key: rsa.publicKey, ...padding }, Buffer.from(data.signature, 'base64')), `${scheme} ${hash}`).toBe(true);
      }
      const der = await runOk<Out>(tool, { message: UNICODE_SAMPLE, privateKey: ec.privateKey.export({ format: 'pem', type: 'sec1' }) as string, hash });
      expect(verify(NODE_HASH[hash], message, ec.publicKey, Buffer.from(der.signature, 'base64'))).toBe(true);
      const raw = await runOk<Out>(tool, { message: UNICODE_SAMPLE, privateKey: ec.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string, hash, ecdsaFormat: 'raw' });
      expect(raw.signatureBytes).toBe(96);
      expect(verify(NODE_HASH[hash], message, { key: ec.publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(raw.signature, 'base64'))).toBe(true);
    }
    const edSig = await runOk<Out>(tool, { message: UNICODE_SAMPLE, privateKey: ed.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string, signatureEncoding: 'base64url' });
    expect(verify(null, message, ed.publicKey, Buffer.from(edSig.signature, 'base64url'))).toBe(true);
    expect(createPublicKey(edSig.publicKeyPem).export({ format: 'jwk' })).toEqual(ed.publicKey.export({ format: 'jwk' }));
  }, 30_000);

  it('signs the largest message', async () => {
    const ed = generateKeyPairSync('ed25519');
    const message = largestInput(tool, 'message');
    const data = await runOk<Out>(tool, { message, privateKey: ed.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string });
    expect(verify(null, Buffer.from(message), ed.publicKey, Buffer.from(data.signature, 'base64'))).toBe(true);
  });

  it('refuses public keys, X25519 keys and non-keys', async () => {
    const { publicKey } = generateKeyPairSync('ed25519');
    expect(await runError(tool, { message: 'x', privateKey: publicKey.export({ format: 'pem', type: 'spki' }) as string }, 'INVALID_INPUT')).toMatch(/public key/);
    const x = generateKeyPairSync('x25519');
    expect(await runError(tool, { message: 'x', privateKey: x.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string }, 'INVALID_INPUT')).toMatch(/cannot sign/);
    await runError(tool, { message: 'x', privateKey: 'nope' }, 'INVALID_INPUT');
  });
});
