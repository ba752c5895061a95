import { defineTool, failure, success } from '@ctp/core';
import { createMessage, decrypt, encrypt, readMessage } from 'openpgp';
import { describeError, PgpError, privateKey, publicKeys } from '../../_shared/pgp-keys.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  try {
    if (params.mode === 'encrypt') {
      if (params.publicKeys === undefined) return failure('MISSING_REQUIRED', 'Encrypting needs at least one recipient public key (publicKeys).');
      const recipients = await publicKeys(params.publicKeys);
      const signer = params.privateKey === undefined ? undefined : await privateKey(params.privateKey, params.passphrase);
      let armored: string;
      try {
        armored = await encrypt({ message: await createMessage({ text: params.text }), encryptionKeys: recipients, ...(signer ? { signingKeys: signer } : {}) });
      } catch (error) {
        throw new PgpError(`Encryption failed: ${describeError(error)} (is it a public key with an encryption subkey that has not expired?).`);
      }
      return success({ result: armored, mode: 'encrypt', keyIds: recipients.map((k) => k.getKeyID().toHex().toUpperCase()), signed: signer !== undefined, signatureValid: null, signerKeyId: signer ? signer.getKeyID().toHex().toUpperCase() : null });
    }
    if (params.privateKey === undefined) return failure('MISSING_REQUIRED', 'Decrypting needs your private key (privateKey).');
    let message;
    try {
      message = await readMessage({ armoredMessage: params.text.trim() });
    } catch (error) {
      throw new PgpError(`The message could not be read: ${describeError(error)}. Paste the whole armored block (-----BEGIN PGP MESSAGE----- … -----END PGP MESSAGE-----).`);
    }
    const key = await privateKey(params.privateKey, params.passphrase);
    const verifiers = params.publicKeys === undefined ? undefined : await publicKeys(params.publicKeys);
    let result;
    try {
      result = await decrypt({ message, decryptionKeys: key, ...(verifiers ? { verificationKeys: verifiers } : {}) });
    } catch (error) {
      const ids = message.getEncryptionKeyIDs().map((id) => id.toHex().toUpperCase());
      throw new PgpError(`Decryption failed: ${describeError(error)}. The message is encrypted to key ID(s) ${ids.join(', ') || '(none)'}; the private key given is ${key.getKeyIDs().map((id) => id.toHex().toUpperCase()).join(', ')}.`);
    }
    const signature = result.signatures[0];
    let signatureValid: boolean | null = null;
    if (signature && verifiers) {
      try {
        signatureValid = await signature.verified;
      } catch {
        signatureValid = false;
      }
    }
    return success({
      result: String(result.data), mode: 'decrypt', keyIds: message.getEncryptionKeyIDs().map((id) => id.toHex().toUpperCase()), signed: signature !== undefined,
      signatureValid, signerKeyId: signature ? signature.keyID.toHex().toUpperCase() : null,
    });
  } catch (error) {
    if (error instanceof PgpError) return failure('INVALID_INPUT', error.message);
    throw error;
  }
});
