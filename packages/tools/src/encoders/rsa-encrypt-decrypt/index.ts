import { bytesToBase64, bytesToHex, defineTool, failure, success, utf8Encode } from '@ctp/core';
import { bytesOf, cipherOutput, CipherParamError } from '../../_shared/cipher-parameters.js';
import { KeyError, readKey } from '../../_shared/key-material.js';
import definition from './definition.js';

const HASH_BYTES = { 'SHA-1': 20, 'SHA-256': 32, 'SHA-384': 48, 'SHA-512': 64 } as const;
type Bytes = Uint8Array<ArrayBuffer>;

export default defineTool(definition, async (params) => {
  try {
    const key = await readKey(params.key);
    if (key.algorithm !== 'RSA') return failure('INVALID_INPUT', `This is ${key.algorithm === 'EC' ? 'an EC' : `an ${key.algorithm}`} key; RSA-OAEP needs an RSA key.`);
    const k = Math.ceil(key.bits / 8);
    const maxMessageBytes = k - 2 * HASH_BYTES[params.hash] - 2;
    const algorithm: RsaOaepParams = { name: 'RSA-OAEP', ...(params.label !== undefined ? { label: utf8Encode(params.label) as Bytes } : {}) };
    const importParams = { name: 'RSA-OAEP', hash: params.hash };
    if (params.operation === 'encrypt') {
      const plain = bytesOf(params.text, params.plaintextEncoding, 'The plaintext');
      if (plain.length > maxMessageBytes)
        return failure('INVALID_INPUT', `The message is ${plain.length} bytes; a ${key.bits}-bit key with OAEP-${params.hash} encrypts at most ${maxMessageBytes}. Encrypt the data with AES and the AES key with RSA.`);
      const publicKey = await crypto.subtle.importKey('spki', key.spki, importParams, false, ['encrypt']);
      const cipher = new Uint8Array(await crypto.subtle.encrypt(algorithm, publicKey, plain as Bytes));
      return success({ result: params.ciphertextEncoding === 'hex' ? bytesToHex(cipher) : bytesToBase64(cipher), operation: 'encrypt', keyBits: key.bits, hash: params.hash, maxMessageBytes });
    }
    if (key.type !== 'private') return failure('INVALID_INPUT', `Decrypting needs the private key; this is a public key (${key.source}).`);
    const cipher = bytesOf(params.text, params.ciphertextEncoding, 'The ciphertext');
    if (cipher.length !== k) return failure('INVALID_INPUT', `The ciphertext is ${cipher.length} bytes; a ${key.bits}-bit key produces exactly ${k}. It was made with another key, or is in another encoding.`);
    const privateKey = await crypto.subtle.importKey('pkcs8', key.pkcs8!, importParams, false, ['decrypt']);
    let plain: Uint8Array;
    try {
      plain = new Uint8Array(await crypto.subtle.decrypt(algorithm, privateKey, cipher as Bytes));
    } catch {
      return failure('INVALID_INPUT', `Decryption failed: the key, the OAEP hash (${params.hash}) or the label differs from encryption, or the data is not RSA-OAEP (PKCS#1 v1.5 ciphertexts are not supported).`);
    }
    return success({ result: cipherOutput(plain, { ...params, ciphertextEncoding: params.ciphertextEncoding }, false), operation: 'decrypt', keyBits: key.bits, hash: params.hash, maxMessageBytes });
  } catch (error) {
    if (error instanceof KeyError || error instanceof CipherParamError) return failure('INVALID_INPUT', error.message);
    throw error;
  }
});
