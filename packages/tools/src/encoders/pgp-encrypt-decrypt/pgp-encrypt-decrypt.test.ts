import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { PGP_PRIVATE_KEY, PGP_PUBLIC_KEY } from '../../_test/pgp-fixtures.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string; keyIds: string[]; signed: boolean; signatureValid: boolean | null; signerKeyId: string | null };
/** A throw-away GnuPG home holding the fixture key, or undefined without gpg. */
function gpgHome(): string | undefined {
  try {
    const home = mkdtempSync(join(tmpdir(), 'gpg-'));
    writeFileSync(join(home, 'key.asc'), PGP_PRIVATE_KEY);
    execFileSync('gpg', ['--batch', '--homedir', home, '--import', join(home, 'key.asc')], { stdio: 'ignore' });
    return home;
  } catch {
    return undefined;
  }
}

describe('pgp-encrypt-decrypt', () => {
  itReproducesItsExample(tool);

  it('round-trips unicode, signed, and reports the signature', async () => {
    const enc = await runOk<Out>(tool, { text: UNICODE_SAMPLE, publicKeys: PGP_PUBLIC_KEY, privateKey: PGP_PRIVATE_KEY });
    expect(enc.result).toMatch(/^-----BEGIN PGP MESSAGE-----/);
    expect(enc.signed).toBe(true);
    const dec = await runOk<Out>(tool, { text: enc.result, mode: 'decrypt', privateKey: PGP_PRIVATE_KEY, publicKeys: PGP_PUBLIC_KEY });
    expect(dec).toMatchObject({ result: UNICODE_SAMPLE, signed: true, signatureValid: true, signerKeyId: enc.signerKeyId });
  });

  it('produces messages GnuPG decrypts (when gpg is installed)', async () => {
    const home = gpgHome();
    if (!home) return;
    const enc = await runOk<Out>(tool, { text: UNICODE_SAMPLE, publicKeys: PGP_PUBLIC_KEY });
    const plain = execFileSync('gpg', ['--batch', '--homedir', home, '--decrypt'], { input: enc.result, stdio: ['pipe', 'pipe', 'ignore'] }).toString();
    expect(plain).toBe(UNICODE_SAMPLE);
  });

  it('encrypts the largest message', async () => {
    const text = largestInput(tool, 'text');
    const enc = await runOk<Out>(tool, { text, publicKeys: PGP_PUBLIC_KEY });
    expect(enc.result.length).toBeGreaterThan(1000);
  }, 30_000);

  it('rejects missing keys, a public key for decrypting and a mangled message', async () => {
    await runError(tool, { text: 'x' }, 'MISSING_REQUIRED');
    await runError(tool, { text: 'x', publicKeys: 'not a key' }, 'INVALID_INPUT');
    await runError(tool, { text: '-----BEGIN PGP MESSAGE-----\n\nabc\n-----END PGP MESSAGE-----', mode: 'decrypt', privateKey: PGP_PRIVATE_KEY }, 'INVALID_INPUT');
    expect(await runError(tool, { text: tool.definition.example.input.text as string, mode: 'decrypt', privateKey: PGP_PUBLIC_KEY }, 'INVALID_INPUT')).toMatch(/private key/);
  });
});
