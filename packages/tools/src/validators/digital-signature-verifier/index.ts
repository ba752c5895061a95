import { defineTool, failure, success } from '@ctp/core';
import { decodeInput } from '../../_shared/byte-encoding.js';
import { KeyError, readKey } from '../../_shared/key-material.js';
import { derToRaw, rawSignatureBytes, signatureParams } from '../../_shared/signature-helpers.js';
import definition from './definition.js';

/** base64/base64url unless the text is plainly hex of an even length. */
function signatureBytes(text: string) {
  const trimmed = text.trim();
  return /^([0-9a-fA-F]{2})+$/.test(trimmed) && trimmed.length >= 64 ? decodeInput(trimmed, 'hex', 'The signature') : decodeInput(trimmed, 'base64', 'The signature');
}

// The message (in its encoding), the key and the options are the configuration: a bad one is an error.
// The signature is what is checked: one that cannot be decoded is the verdict valid=false with the reason.
export default defineTool(definition, async (params) => {
  const message = decodeInput(params.message, params.messageEncoding, 'The message');
  if (!message.ok) return failure('INVALID_INPUT', message.message);
  try {
    const key = await readKey(params.key);
    const { importParams, signParams, name } = signatureParams(key, params.scheme, params.hash);
    const cryptoKey = await crypto.subtle.importKey('spki', key.spki, importParams, false, ['verify']);
    const unreadable = (reason: string) => success({ valid: false, algorithm: name, keySource: key.source, reason });
    const signature = signatureBytes(params.signature);
    if (!signature.ok) return unreadable(signature.message);
    let bytes = signature.bytes;
    if (key.algorithm === 'EC') {
      const raw = params.ecdsaFormat === 'raw' || (params.ecdsaFormat === 'auto' && bytes.length === rawSignatureBytes(key.curve!) && bytes[0] !== 0x30);
      if (!raw) {
        try {
          bytes = derToRaw(bytes, key.curve!);
        } catch (error) {
          if (error instanceof KeyError) return unreadable(error.message);
          throw error;
        }
      }
    }
    const valid = await crypto.subtle.verify(signParams, cryptoKey, bytes as Uint8Array<ArrayBuffer>, message.bytes as Uint8Array<ArrayBuffer>);
    const reason = valid
      ? null
      : `The signature does not match: the message differs (even by a newline), the key is not the signer's, or the ${key.algorithm === 'RSA' ? 'scheme (PKCS#1 v1.5 or PSS) or hash' : key.algorithm === 'EC' ? 'hash' : 'signature'} is not the one used to sign.`;
    return success({ valid, algorithm: name, keySource: key.source, reason });
  } catch (error) {
    if (error instanceof KeyError) return failure('INVALID_INPUT', error.message);
    throw error;
  }
});
