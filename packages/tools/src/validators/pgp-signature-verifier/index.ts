import { defineTool, failure, success } from '@ctp/core';
import { createMessage, readCleartextMessage, readMessage, readSignature, verify, type Key } from 'openpgp';
import { describeError, PgpError, publicKeys } from '../../_shared/pgp-keys.js';
import definition from './definition.js';

type Verification = Awaited<ReturnType<typeof verify>>;

/** What is verified (the message, the detached signature) is not readable: the verdict valid=false, not an error. */
class Unreadable extends Error {}

async function run(message: string, signature: string | undefined, keys: Key[]): Promise<{ result: Verification; text: string }> {
  const text = message.trim();
  try {
    if (signature !== undefined) {
      const sig = await readSignature({ armoredSignature: signature.trim() });
      const result = await verify({ message: await createMessage({ text: message }), signature: sig, verificationKeys: keys });
      return { result, text: message };
    }
    if (text.startsWith('-----BEGIN PGP SIGNED MESSAGE-----')) {
      const result = await verify({ message: await readCleartextMessage({ cleartextMessage: text }), verificationKeys: keys });
      return { result, text: String(result.data) };
    }
    if (text.startsWith('-----BEGIN PGP MESSAGE-----')) {
      const result = await verify({ message: await readMessage({ armoredMessage: text }), verificationKeys: keys });
      return { result, text: String(result.data) };
    }
  } catch (error) {
    throw new Unreadable(`The ${signature !== undefined ? 'detached signature' : 'message'} could not be read: ${describeError(error)}.`);
  }
  throw new Unreadable('The message is neither clearsigned nor a signed PGP message; for a detached signature, give it in "signature" and the signed text in "message".');
}

export default defineTool(definition, async (params) => {
  try {
    const keys = await publicKeys(params.publicKey);
    const { result, text } = await run(params.message, params.signature, keys);
    const signature = result.signatures[0];
    if (!signature) return success({ valid: false, signerKeyId: null, signerFingerprint: null, signerUserId: null, signedAt: null, text, reason: 'The data holds no signature.' });
    const keyId = signature.keyID.toHex().toUpperCase();
    const key = keys.find((k) => k.getKeyIDs().some((id) => id.equals(signature.keyID)));
    let valid = false;
    let reason: string | null = null;
    try {
      valid = await signature.verified;
    } catch (error) {
      reason = key ? `${describeError(error)}: the text was changed after signing (line endings and trailing spaces count for detached signatures), or the signature is corrupt.` : `The signature was made by key ${keyId}, which is not among the public keys given.`;
    }
    let signedAt: string | null = null;
    try {
      signedAt = (await signature.signature).packets[0]?.created?.toISOString() ?? null;
    } catch {
      signedAt = null;
    }
    return success({
      valid, signerKeyId: keyId, signerFingerprint: key ? key.getFingerprint().toUpperCase() : null, signerUserId: key?.getUserIDs()[0] ?? null, signedAt, text, reason,
    });
  } catch (error) {
    if (error instanceof Unreadable)
      return success({ valid: false, signerKeyId: null, signerFingerprint: null, signerUserId: null, signedAt: null, text: '', reason: error.message });
    if (error instanceof PgpError) return failure('INVALID_INPUT', error.message);
    throw error;
  }
});
