import { bytesToHex, defineTool, failure, success, withWarnings } from '@ctp/core';
import { chacha20, chacha20poly1305, xchacha20, xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { bytesOf, cipherInput, cipherOutput, CipherParamError } from '../../_shared/cipher-parameters.js';
import { createRandom } from '../../_shared/random.js';
import definition from './definition.js';

const NAMES = { 'chacha20-poly1305': 'ChaCha20-Poly1305', 'xchacha20-poly1305': 'XChaCha20-Poly1305', chacha20: 'ChaCha20', xchacha20: 'XChaCha20' } as const;
const TAG = 16;

export default defineTool(definition, (params) => {
  try {
    const { algorithm } = params;
    const key = bytesOf(params.key, params.keyEncoding, 'The key');
    if (key.length !== 32) throw new CipherParamError(`The key is ${key.length} bytes; ChaCha20 keys are 32 bytes (64 hex digits).`);
    const nonceLength = algorithm.startsWith('x') ? 24 : 12;
    const warnings: string[] = [];
    let nonce: Uint8Array;
    if (params.nonce !== undefined) nonce = bytesOf(params.nonce, 'hex', 'The nonce');
    else if (params.operation === 'encrypt') {
      nonce = createRandom(params.seed).bytes(nonceLength);
      if (params.seed !== undefined) warnings.push('The nonce comes from the seed and repeats on every run: never encrypt real data with a seed.');
    } else throw new CipherParamError('Decrypting needs the nonce used to encrypt (nonce, in hex).', 'MISSING_REQUIRED');
    if (nonce.length !== nonceLength) throw new CipherParamError(`The nonce is ${nonce.length} bytes; ${NAMES[algorithm]} needs ${nonceLength} bytes (${nonceLength * 2} hex digits).`);
    const data = cipherInput(params);
    const aead = algorithm === 'chacha20-poly1305' || algorithm === 'xchacha20-poly1305';
    let out: Uint8Array;
    let tag: string | null = null;
    if (aead) {
      const aad = params.aad === undefined ? undefined : bytesOf(params.aad, params.aadEncoding, 'The AAD');
      const cipher = (algorithm === 'chacha20-poly1305' ? chacha20poly1305 : xchacha20poly1305)(key, nonce, aad);
      if (params.operation === 'encrypt') out = cipher.encrypt(data);
      else {
        if (data.length < TAG) throw new CipherParamError(`The ciphertext must end with its 16-byte Poly1305 tag; it is only ${data.length} bytes.`);
        try {
          out = cipher.decrypt(data);
        } catch {
          throw new CipherParamError('Decryption failed: authentication failed. The key, nonce or AAD differs from encryption, or the data or tag was modified.');
        }
      }
      tag = bytesToHex((params.operation === 'encrypt' ? out : data).subarray(-TAG));
    } else out = (algorithm === 'chacha20' ? chacha20 : xchacha20)(key, nonce, data, undefined, params.counter);
    if (!aead && params.operation === 'encrypt') warnings.push('Bare ChaCha20 does not authenticate: anyone can flip bits of the ciphertext undetected. Prefer an AEAD.');
    return withWarnings(
      success({
        result: cipherOutput(out, params, !aead), operation: params.operation, algorithm: NAMES[algorithm], keyBits: 256, iv: bytesToHex(nonce), padding: null, tag, inputBytes: data.length, outputBytes: out.length,
      }),
      warnings,
    );
  } catch (error) {
    if (error instanceof CipherParamError) return failure(error.code, error.message);
    throw error;
  }
});
