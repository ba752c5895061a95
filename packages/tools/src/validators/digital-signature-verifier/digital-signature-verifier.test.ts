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

  it('answers a signature that is not base64/hex, or not DER for ECDSA, with valid=false and the reason, not an error', async () => {
    const ed = generateKeyPairSync('ed25519');
    const edPub = ed.publicKey.export({ format: 'pem', type: 'spki' }) as string;
    const notBase64 = await runOk<Out>(tool, { message: 'x', signature: '%%% not valid {{{', key: edPub });
    expect(notBase64).toMatchObject({ valid: false, algorithm: 'Ed25519 (EdDSA)' });
    expect(notBase64.reason).toMatch(/^The signature is not valid base64: .*position 1/);
    const ecPub = JSON.stringify(generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' }));
    const notDer = await runOk<Out>(tool, { message: 'x', signature: 'AAAA', key: ecPub, ecdsaFormat: 'der' });
    expect(notDer).toMatchObject({ valid: false, reason: 'The signature is not a DER ECDSA signature (SEQUENCE of two INTEGERs); for r‖s choose the "raw" format.' });
  });

  it('still refuses a missing signature, a key that is not a key and a message that is not in its encoding', async () => {
    const edPub = generateKeyPairSync('ed25519').publicKey.export({ format: 'pem', type: 'spki' }) as string;
    await runError(tool, { message: 'x', signature: '', key: edPub }, 'MISSING_REQUIRED');
    await runError(tool, { message: 'x', signature: 'AAAA', key: 'not a key' }, 'INVALID_INPUT');
    await runError(tool, { message: 'x', signature: '%%%', key: 'not a key' }, 'INVALID_INPUT');
    await runError(tool, { message: 'zz', messageEncoding: 'hex', signature: 'AAAA', key: edPub }, 'INVALID_INPUT');
  });
});
