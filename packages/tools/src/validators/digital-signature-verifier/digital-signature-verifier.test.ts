import { constants, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { valid: boolean; algorithm: string; keySource: string; reason: string | null };

describe('digital-signature-verifier', () => {
  itReproducesItsExample(tool);

  it('verifies node:crypto signatures in every form and rejects altered messages', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const message = Buffer.from(UNICODE_SAMPLE);
    const rsaPub = rsa.publicKey.export({ format: 'pem', type: 'spki' }) as string;
    const pkcs1 = sign('sha256', message, rsa.privateKey).toString('base64');
    expect((await runOk<Out>(tool, { message: UNICODE_SAMPLE, signature: pkcs1, key: rsaPub })).valid).toBe(true);
    const pss = sign('sha384', message, { key: rsa.privateKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 48 }).toString('hex');
    expect((await runOk<Out>(tool, { message: UNICODE_SAMPLE, signature: pss, key: rsaPub, scheme: 'pss', hash: 'SHA-384' })).valid).toBe(true);
    const ecPub = JSON.stringify(ec.publicKey.export({ format: 'jwk' }));
    const der = sign('sha256', message, ec.privateKey).toString('base64');
    const raw = sign('sha256', message, { key: ec.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url');
    expect((await runOk<Out>(tool, { message: UNICODE_SAMPLE, signature: der, key: ecPub })).valid).toBe(true);
    expect((await runOk<Out>(tool, { message: UNICODE_SAMPLE, signature: raw, key: ecPub })).valid).toBe(true);
    const wrong = await runOk<Out>(tool, { message: `${UNICODE_SAMPLE}\n`, signature: der, key: ecPub });
    expect(wrong.valid).toBe(false);
    expect(wrong.reason).toMatch(/message differs/);
    expect((await runOk<Out>(tool, { message: UNICODE_SAMPLE, signature: pkcs1, key: rsaPub, scheme: 'pss' })).valid).toBe(false);
  }, 30_000);

  it('verifies over the largest message', async () => {
    const ed = generateKeyPairSync('ed25519');
    const message = largestInput(tool, 'message');
    const signature = sign(null, Buffer.from(message), ed.privateKey).toString('base64');
    expect((await runOk<Out>(tool, { message, signature, key: ed.publicKey.export({ format: 'pem', type: 'spki' }) as string })).valid).toBe(true);
  });

  it('rejects a signature that is not base64/hex and a key that is not a key', async () => {
    const ed = generateKeyPairSync('ed25519');
    await runError(tool, { message: 'x', signature: '%%%', key: ed.publicKey.export({ format: 'pem', type: 'spki' }) as string }, 'INVALID_INPUT');
    await runError(tool, { message: 'x', signature: 'AAAA', key: 'not a key' }, 'INVALID_INPUT');
  });
});
