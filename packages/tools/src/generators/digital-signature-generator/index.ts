import { defineTool, failure, success } from '@ctp/core';
import { decodeInput, encodeDigest } from '../../_shared/byte-encoding.js';
import { KeyError, readKey, toPem } from '../../_shared/key-material.js';
import { rawToDer, signatureParams } from '../../_shared/signature-helpers.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  const message = decodeInput(params.message, params.messageEncoding, 'The message');
  if (!message.ok) return failure('INVALID_INPUT', message.message);
  try {
    const key = await readKey(params.privateKey);
    if (key.type !== 'private') return failure('INVALID_INPUT', `This is a public key (${key.source}); signing needs the private key. To check a signature use the signature verifier.`);
    const { importParams, signParams, name } = signatureParams(key, params.scheme, params.hash);
    const cryptoKey = await crypto.subtle.importKey('pkcs8', key.pkcs8!, importParams, false, ['sign']);
    let signature = new Uint8Array(await crypto.subtle.sign(signParams, cryptoKey, message.bytes as Uint8Array<ArrayBuffer>));
    if (key.algorithm === 'EC' && params.ecdsaFormat === 'der') signature = rawToDer(signature) as Uint8Array<ArrayBuffer>;
    return success({ signature: encodeDigest(signature, params.signatureEncoding), algorithm: name, publicKeyPem: toPem('PUBLIC KEY', key.spki), signatureBytes: signature.length, messageBytes: message.bytes.length });
  } catch (error) {
    if (error instanceof KeyError) return failure('INVALID_INPUT', error.message);
    throw error;
  }
});
