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

  it('rejects plain text without a signature and a bad key', async () => {
    expect(await runError(tool, { message: 'just text', publicKey: PGP_PUBLIC_KEY }, 'INVALID_INPUT')).toMatch(/neither clearsigned/);
    await runError(tool, { message: PGP_CLEARSIGNED, publicKey: 'nope' }, 'INVALID_INPUT');
  });
});
