import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCleartextMessage, readKey, readSignature, createMessage, verify } from 'openpgp';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { PGP_PRIVATE_KEY, PGP_PUBLIC_KEY } from '../../_test/pgp-fixtures.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string; signerKeyId: string };

describe('pgp-message-signer', () => {
  itReproducesItsExample(tool);

  it('makes clearsigned and detached signatures that verify (openpgp.js, and gpg --verify when installed)', async () => {
    const key = await readKey({ armoredKey: PGP_PUBLIC_KEY });
    const clear = await runOk<Out>(tool, { message: UNICODE_SAMPLE, privateKey: PGP_PRIVATE_KEY });
    const checked = await verify({ message: await readCleartextMessage({ cleartextMessage: clear.result }), verificationKeys: key });
    expect(await checked.signatures[0]!.verified).toBe(true);
    const detached = await runOk<Out>(tool, { message: UNICODE_SAMPLE, privateKey: PGP_PRIVATE_KEY, format: 'detached' });
    const d = await verify({ message: await createMessage({ text: UNICODE_SAMPLE }), signature: await readSignature({ armoredSignature: detached.result }), verificationKeys: key });
    expect(await d.signatures[0]!.verified).toBe(true);
    try {
      const home = mkdtempSync(join(tmpdir(), 'gpg-'));
      writeFileSync(join(home, 'pub.asc'), PGP_PUBLIC_KEY);
      execFileSync('gpg', ['--batch', '--homedir', home, '--import', join(home, 'pub.asc')], { stdio: 'ignore' });
      writeFileSync(join(home, 'clear.asc'), clear.result);
      execFileSync('gpg', ['--batch', '--homedir', home, '--verify', join(home, 'clear.asc')], { stdio: 'ignore' }); // throws when invalid
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    }
  });

  it('signs the largest message inline', async () => {
    const data = await runOk<Out>(tool, { message: largestInput(tool, 'message'), privateKey: PGP_PRIVATE_KEY, format: 'inline' });
    expect(data.result).toMatch(/^-----BEGIN PGP MESSAGE-----/);
  }, 30_000);

  it('rejects a public key and a date before the key existed', async () => {
    await runError(tool, { message: 'x', privateKey: PGP_PUBLIC_KEY }, 'INVALID_INPUT');
    expect(await runError(tool, { message: 'x', privateKey: PGP_PRIVATE_KEY, date: '2001-01-01T00:00:00Z' }, 'INVALID_INPUT')).toMatch(/Signing failed/);
  });
});
