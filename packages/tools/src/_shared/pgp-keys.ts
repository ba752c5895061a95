/**
 * Reading OpenPGP keys for the PGP tools with messages a person can act on (openpgp.js, the
 * maintained OpenPGP implementation: LGPL-3.0, ~400 KB, loaded only by these tools).
 * Runtime code: import from index.ts only.
 */
import { decryptKey, readKey, readKeys, readPrivateKey, type Key, type PrivateKey } from 'openpgp';

export class PgpError extends Error {}

const why = (error: unknown) => (error instanceof Error ? error.message.replace(/^Error: /, '') : String(error));

export async function publicKeys(armored: string): Promise<Key[]> {
  try {
    return await readKeys({ armoredKeys: armored });
  } catch (error) {
    throw new PgpError(`The public key could not be read: ${why(error)}. Paste the armored key (-----BEGIN PGP PUBLIC KEY BLOCK-----).`);
  }
}

export async function anyKey(armored: string): Promise<Key> {
  try {
    return await readKey({ armoredKey: armored });
  } catch (error) {
    throw new PgpError(`The key could not be read: ${why(error)}. Paste an armored PGP key block.`);
  }
}

/** The private key, decrypted with the passphrase when it is protected. */
export async function privateKey(armored: string, passphrase: string | undefined): Promise<PrivateKey> {
  let key: PrivateKey;
  try {
    key = await readPrivateKey({ armoredKey: armored });
  } catch (error) {
    throw new PgpError(`The private key could not be read: ${why(error)}. Paste the armored secret key (-----BEGIN PGP PRIVATE KEY BLOCK-----).`);
  }
  if (key.isDecrypted()) return key;
  if (passphrase === undefined) throw new PgpError('The private key is protected by a passphrase: give it in "passphrase".');
  try {
    return await decryptKey({ privateKey: key, passphrase });
  } catch {
    throw new PgpError('The passphrase does not unlock the private key.');
  }
}

export const describeError = why;
