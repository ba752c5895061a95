import { bytesToHex, defineTool, failure, success, withWarnings } from '@ctp/core';
import { cbc, cfb, ctr, ecb, gcm } from '@noble/ciphers/aes.js';
import { CipherInputError, decryptBlocks, encryptBlocks, type BlockCipher } from '../../_shared/block-cipher-modes.js';
import { bytesOf, cipherInput, cipherOutput, CipherParamError } from '../../_shared/cipher-parameters.js';
import { createRandom } from '../../_shared/random.js';
import definition from './definition.js';

const TAG = 16;
const PADDED = new Set(['ECB', 'CBC']);

/** OFB: the keystream E(IV), E(E(IV))… is exactly the CBC encryption of zero blocks under the same IV. */
function ofb(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Uint8Array {
  const keystream = cbc(key, iv, { disablePadding: true }).encrypt(new Uint8Array(Math.ceil(data.length / 16) * 16));
  const out = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) out[i] = data[i]! ^ keystream[i]!;
  return out;
}

/** The identity "cipher" that lets the shared mode layer add and strip padding around noble's ECB/CBC. */
const PADDING_ONLY: BlockCipher = { blockSize: 16, encrypt: (b) => b.slice(), decrypt: (b) => b.slice() };

export default defineTool(definition, (params) => {
  try {
    const key = bytesOf(params.key, params.keyEncoding, 'The key');
    if (![16, 24, 32].includes(key.length))
      throw new CipherParamError(`The key is ${key.length} bytes; AES keys are 16, 24 or 32 bytes (${key.length * 2} hex digits given, 32/48/64 needed).`);
    const { mode } = params;
    const data = cipherInput(params);
    const warnings: string[] = [];
    let iv: Uint8Array | null = null;
    if (mode !== 'ECB') {
      if (params.iv !== undefined) iv = bytesOf(params.iv, 'hex', 'The IV');
      else if (params.operation === 'encrypt') {
        iv = createRandom(params.seed).bytes(mode === 'GCM' ? 12 : 16);
        if (params.seed !== undefined) warnings.push('The IV comes from the seed and repeats on every run: never encrypt real data with a seed.');
      } else throw new CipherParamError(`Decrypting ${mode} needs the IV used to encrypt (iv, in hex).`, 'MISSING_REQUIRED');
      if (mode === 'GCM' ? iv.length < 8 : iv.length !== 16)
        throw new CipherParamError(mode === 'GCM' ? `The GCM IV is ${iv.length} bytes; use 8 bytes or more (12 is standard).` : `The IV is ${iv.length} bytes; ${mode} needs 16 bytes (32 hex digits).`);
    }
    const aad = params.aad === undefined ? undefined : bytesOf(params.aad, params.aadEncoding, 'The AAD');
    const encrypt = params.operation === 'encrypt';
    let out: Uint8Array;
    let tag: string | null = null;
    if (mode === 'GCM') {
      const cipher = gcm(key, iv!, aad);
      if (encrypt) {
        out = cipher.encrypt(data);
        tag = bytesToHex(out.subarray(out.length - TAG));
      } else {
        if (data.length < TAG) throw new CipherParamError(`GCM ciphertext must end with its 16-byte tag; the input is only ${data.length} bytes.`);
        tag = bytesToHex(data.subarray(data.length - TAG));
        try {
          out = cipher.decrypt(data);
        } catch {
          throw new CipherParamError('Decryption failed: authentication failed. The key, IV or AAD differs from encryption, or the data or tag was modified.');
        }
      }
    } else if (PADDED.has(mode)) {
      // noble does ECB/CBC over whole blocks; the shared layer applies the chosen padding
      const raw = mode === 'ECB' ? ecb(key, { disablePadding: true }) : cbc(key, iv!, { disablePadding: true });
      if (encrypt) out = raw.encrypt(encryptBlocks(PADDING_ONLY, 'ECB', new Uint8Array(16), data, params.padding));
      else {
        if (data.length === 0 || data.length % 16) throw new CipherInputError(`${mode} ciphertext must be a non-empty multiple of 16 bytes; it is ${data.length}. It is truncated, in another encoding, or from a stream mode.`);
        out = decryptBlocks(PADDING_ONLY, 'ECB', new Uint8Array(16), raw.decrypt(data), params.padding);
      }
      if (mode === 'ECB' && encrypt) warnings.push('ECB encrypts equal blocks to equal ciphertext, revealing patterns: use it only to read or write legacy data.');
    } else if (mode === 'OFB') out = ofb(key, iv!, data);
    else {
      const stream = mode === 'CFB' ? cfb(key, iv!) : ctr(key, iv!);
      out = encrypt ? stream.encrypt(data) : stream.decrypt(data);
    }
    return withWarnings(
      success({
        result: cipherOutput(out, params, mode !== 'GCM'),
        operation: params.operation,
        algorithm: `AES-${key.length * 8}-${mode}`,
        keyBits: key.length * 8,
        iv: iv ? bytesToHex(iv) : null,
        padding: PADDED.has(mode) ? params.padding : null,
        tag,
        inputBytes: data.length,
        outputBytes: out.length,
      }),
      warnings,
    );
  } catch (error) {
    if (error instanceof CipherParamError) return failure(error.code, error.message);
    if (error instanceof CipherInputError) return failure('INVALID_INPUT', error.message);
    throw error;
  }
});
