import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { PGP_FINGERPRINT, PGP_PRIVATE_KEY, PGP_PUBLIC_KEY } from '../../_test/pgp-fixtures.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { fingerprint: string; type: string; protected: boolean | null; keys: Array<{ keyId: string; fingerprint: string }> };

describe('pgp-key-inspector', () => {
  itReproducesItsExample(tool);

  it('reads the private key too, unprotected, with the same fingerprints as gpg --show-keys (when installed)', async () => {
    const data = await runOk<Out>(tool, { key: PGP_PRIVATE_KEY });
    expect(data).toMatchObject({ fingerprint: PGP_FINGERPRINT, type: 'private', protected: false });
    let listing: string | undefined;
    try {
      listing = execFileSync('gpg', ['--show-keys', '--with-colons', '--with-subkey-fingerprints'], { input: PGP_PUBLIC_KEY, encoding: 'utf8', stdio: ['pipe', 'pipe', 'ignore'] });
    } catch {
      listing = undefined;
    }
    if (listing) expect(listing.split('\n').filter((l) => l.startsWith('fpr:')).map((l) => l.split(':')[9])).toEqual(data.keys.map((k) => k.fingerprint));
  });

  it('rejects unicode noise, a truncated block and an oversized input', async () => {
    await runError(tool, { key: UNICODE_SAMPLE }, 'INVALID_INPUT');
    await runError(tool, { key: PGP_PUBLIC_KEY.slice(0, 200) }, 'INVALID_INPUT');
    await runError(tool, { key: 'x'.repeat(200_001) }, 'CONSTRAINT_VIOLATION');
  });
});
