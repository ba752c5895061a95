import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { PGP_CLEARSIGNED, PGP_DETACHED_SIGNATURE, PGP_FINGERPRINT, PGP_PUBLIC_KEY } from '../../_test/pgp-fixtures.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { valid: boolean; signerFingerprint: string | null; text: string; reason: string | null };

describe('pgp-signature-verifier', () => {
  itReproducesItsExample(tool);

  it('verifies a GnuPG detached signature and rejects it over changed text', async () => {
    const ok = await runOk<Out>(tool, { message: 'Signed text', signature: PGP_DETACHED_SIGNATURE, publicKey: PGP_PUBLIC_KEY });
    expect(ok).toMatchObject({ valid: true, signerFingerprint: PGP_FINGERPRINT });
    const bad = await runOk<Out>(tool, { message: `Signed text ${UNICODE_SAMPLE}`, signature: PGP_DETACHED_SIGNATURE, publicKey: PGP_PUBLIC_KEY });
    expect(bad.valid).toBe(false);
    expect(bad.reason).toMatch(/changed after signing/);
  });

  it('rejects a tampered clearsigned message and handles the largest input', async () => {
    const tampered = PGP_CLEARSIGNED.replace('Signed text', 'Signed text!');
    expect((await runOk<Out>(tool, { message: tampered, publicKey: PGP_PUBLIC_KEY })).valid).toBe(false);
    const big = 'x'.repeat(1_000_000);
    expect((await runOk<Out>(tool, { message: big, signature: PGP_DETACHED_SIGNATURE, publicKey: PGP_PUBLIC_KEY })).valid).toBe(false);
  }, 30_000);

  it('answers a message that is not signed, or an unreadable signature, with valid=false and the reason, not an error', async () => {
    const unsigned = {
      valid: false, signerKeyId: null, signerFingerprint: null, signerUserId: null, signedAt: null, text: '',
      reason: 'The message is neither clearsigned nor a signed PGP message; for a detached signature, give it in "signature" and the signed text in "message".',
    };
    expect(await runOk<Out>(tool, { message: '%%% not valid {{{', publicKey: PGP_PUBLIC_KEY })).toEqual(unsigned);
    expect(await runOk<Out>(tool, { message: 'just text', publicKey: PGP_PUBLIC_KEY })).toEqual(unsigned);
    const broken = PGP_CLEARSIGNED.replace(/-----BEGIN PGP SIGNATURE-----[\s\S]*$/, '');
    expect(await runOk<Out>(tool, { message: broken, publicKey: PGP_PUBLIC_KEY })).toMatchObject({ valid: false, text: '', reason: expect.stringMatching(/^The message could not be read: /) });
    const detached = await runOk<Out>(tool, { message: 'Signed text', signature: '-----BEGIN PGP SIGNATURE-----\n\nnot base64 !!\n-----END PGP SIGNATURE-----', publicKey: PGP_PUBLIC_KEY });
    expect(detached).toMatchObject({ valid: false, signerKeyId: null, reason: expect.stringMatching(/^The detached signature could not be read: /) });
  });

  it('still refuses a missing message and a bad public key, signed message or not', async () => {
    await runError(tool, { message: '', publicKey: PGP_PUBLIC_KEY }, 'MISSING_REQUIRED');
    await runError(tool, { message: PGP_CLEARSIGNED, publicKey: 'nope' }, 'INVALID_INPUT');
    await runError(tool, { message: 'just text', publicKey: 'nope' }, 'INVALID_INPUT');
  });
});
